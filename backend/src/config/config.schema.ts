import { z } from 'zod';
import { authConfigShape, refineAuthConfig } from '../modules/auth/auth.config.js';
import { messagingConfigShape } from '../providers/messaging.config.js';
import { teeSheetConfigShape } from '../providers/tee-sheet/tee-sheet.config.js';

const bool = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const port = z.coerce
  .number({ error: 'must be a port number (1-65535)' })
  .int('must be a port number (1-65535)')
  .min(1, 'must be a port number (1-65535)')
  .max(65535, 'must be a port number (1-65535)');

/** The longest claim DELIVERY_CLAIM_SECONDS may set (see the delivery job's retries). */
export const MAX_DELIVERY_CLAIM_SECONDS = 120;

const positiveInt = z.coerce
  .number({ error: 'must be a whole number above 0' })
  .int('must be a whole number above 0')
  .positive('must be a whole number above 0');
const url = (protocol: RegExp, example: string) =>
  z.url({ protocol, error: `must be a URL like ${example}` });

/**
 * Every setting the API and the workers read, with its default. Parsed once at start-up;
 * README.md lists each one.
 */
export const configSchema = z.object({
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  /** The web app's origin: CORS allows it alone, state-changing requests must come from it. */
  APP_ORIGIN: url(/^https?$/, 'https://teewatch.example').default('http://localhost:3000'),
  DATABASE_URL: url(/^postgres(ql)?$/, 'postgres://user:password@host:5432/teewatch').default(
    'postgres://postgres@127.0.0.1:5432/teewatch',
  ),
  DATABASE_POOL_SIZE: positiveInt.default(10),
  REDIS_URL: url(/^rediss?$/, 'redis://host:6379').default('redis://127.0.0.1:6379'),
  /** Prefix of every BullMQ key, so several environments can share one Redis. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes only')
    .default('teewatch'),
  /** Built web app served by the API on the same origin; empty to serve the API alone. */
  WEB_DIST_DIR: z.string().default(''),
  /** Access code seeded for demos (`npm start` sets one and prints it); unset in production. */
  DEMO_ACCESS_CODE: z.string().default(''),
  DEMO_ACCESS_CODE_USES: positiveInt.default(10000),
  /** Demo buttons on /gamification (award points, unlock an achievement); `npm start` turns it on. */
  DEMO_MODE: bool.default(false),
  ACCESS_GRANT_DAYS: positiveInt.default(365),
  /** Guessing guard for access codes: failed attempts allowed per IP, and in all, per window. */
  ACCESS_THROTTLE_WINDOW_SECONDS: positiveInt.default(900),
  ACCESS_THROTTLE_FAILURES_PER_IP: positiveInt.default(15),
  ACCESS_THROTTLE_FAILURES_GLOBAL: positiveInt.default(500),
  /** Relay and housekeeping. */
  OUTBOX_POLL_MS: positiveInt.default(200),
  OUTBOX_RETENTION_DAYS: positiveInt.default(7),
  WORKER_ROLES: z.string().default('scanner,notifier,relay,auto-booking'),
  /** Trust X-Forwarded-For from a proxy in front (the client IP decides per-IP throttling). */
  TRUST_PROXY: bool.default(false),
  /** Web push (VAPID). Without a key pair push is off; `npm start` makes and keeps one. */
  VAPID_PUBLIC_KEY: z.string().default(''),
  VAPID_PRIVATE_KEY: z.string().default(''),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'must start with mailto: or https:')
    .default('mailto:alerts@teewatch.app'),
  /** How long a push service may hold a message for an offline browser. */
  PUSH_TTL_SECONDS: positiveInt.default(3600),
  /** Extra certificate authority (PEM file) for a private push service, such as the sandbox's. */
  PUSH_CA_CERT_FILE: z.string().default(''),
  /**
   * How long a notifier's claim on a delivery lasts: longer than a send takes (each provider call
   * gives up after 8 s), short enough that a crashed notifier's deliveries go out soon after. At
   * most MAX_DELIVERY_CLAIM_SECONDS, so a delivery job's retries outlast a claim twice over.
   */
  DELIVERY_CLAIM_SECONDS: positiveInt.min(15).max(MAX_DELIVERY_CLAIM_SECONDS).default(60),
  /** Active alerts one golfer may hold, and the reach of an alert made from a place name. */
  ALERTS_MAX_ACTIVE: positiveInt.default(10),
  ALERT_RADIUS_MILES: positiveInt.default(25),
  /**
   * A course-date an active alert watches is read at least this often (today and tomorrow: SOON)
   * while the platform's budget allows, more often when the budget has room, but never more often
   * than every MIN interval (docs/platforms.md, "Spending the budget").
   */
  SCAN_WATCHED_INTERVAL_SECONDS: positiveInt.default(60),
  SCAN_WATCHED_SOON_INTERVAL_SECONDS: positiveInt.default(30),
  SCAN_MIN_INTERVAL_SECONDS: positiveInt.default(5),
  /** Scanning: how stale an unwatched course-date may get, how far ahead, how many at once. */
  SCAN_BASELINE_INTERVAL_SECONDS: positiveInt.default(900),
  SCAN_BASELINE_DAYS: positiveInt.default(7),
  SCAN_PLAN_EVERY_SECONDS: positiveInt.default(5),
  SCAN_CONCURRENCY: positiveInt.default(20),
  /** Of those, at most this many on one platform, so one failing platform cannot hold them all. */
  SCAN_PLATFORM_CONCURRENCY: positiveInt.default(5),
  /**
   * Matching: TeeTimeFound jobs handled at once, and how they are grouped into transactions (at
   * most MATCH_BATCH_PARALLEL at a time, about the database's CPU cores, each of at most
   * MATCH_BATCH_MAX tee times; bigger batches measured slower in bench:matching).
   */
  MATCH_CONCURRENCY: positiveInt.default(100),
  MATCH_BATCH_MAX: positiveInt.default(50),
  MATCH_BATCH_PARALLEL: positiveInt.default(2),
  /** Read the sandbox-only links of courses whose platform has no adapter (demo and tests). */
  SCAN_SIMULATED_LINKS: bool.default(false),
  ...teeSheetConfigShape,
  ...messagingConfigShape,
  ...authConfigShape,
});

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment, listing every bad or missing value at once rather than the first. */
export function parseConfig(env: NodeJS.ProcessEnv): AppConfig {
  const blanksRemoved = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.superRefine(refineAuthConfig).safeParse(blanksRemoved);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  );
}
