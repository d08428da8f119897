import { z } from 'zod';
import { type PlatformHttpSettings } from './http-client.js';
import { teeSheetPlatforms } from './tee-sheet.provider.js';

const positiveInt = z.coerce
  .number({ error: 'must be a whole number above 0' })
  .int('must be a whole number above 0')
  .positive('must be a whole number above 0');
const nonNegativeInt = z.coerce
  .number({ error: 'must be a whole number, 0 or more' })
  .int('must be a whole number, 0 or more')
  .min(0, 'must be a whole number, 0 or more');
const rate = z.coerce
  .number({ error: 'must be a number of requests per second above 0, such as 0.5' })
  .positive('must be a number of requests per second above 0, such as 0.5');
const baseUrl = z.url({
  protocol: /^https?$/,
  error: 'must be a URL like https://foreupsoftware.com or http://127.0.0.1:4000/foreup',
});
/**
 * A base URL where `{tenant}` may stand for the course site's part of the host name, like the
 * platform's `example`.
 */
const siteUrl = (example: string, platform: string) =>
  z.string().refine((value) => baseUrl.safeParse(value.replaceAll('{tenant}', 'site')).success, {
    error: `must be a URL like ${example} or http://127.0.0.1:4000/${platform}`,
  });

/**
 * Tee-sheet settings as environment variables, to merge into the app's config schema. Each
 * platform has its base URL and rate cap; timeout, retries and breaker thresholds apply to all
 * platforms unless a TEE_SHEET_<PLATFORM>_... variable overrides them for one. Rate defaults follow
 * what each platform tolerates (docs/platforms.md, "Request pacing"): Chronogolf wants 2-2.5 s
 * between requests, GolfNow 2 s, TeeItUp about 1.2 s, the others about 1 s (Club Prophet's
 * sites share one budget, as do EZLinks' portals, Club Caddie's servers, Teesnap's sites and
 * Quick18's portals).
 */
export const teeSheetConfigShape = {
  TEE_SHEET_TIMEOUT_MS: positiveInt.default(10000),
  TEE_SHEET_RETRIES: nonNegativeInt.default(2),
  /** First retry waits about this long (jittered), doubling per retry up to the max. */
  TEE_SHEET_RETRY_BASE_MS: positiveInt.default(500),
  TEE_SHEET_RETRY_MAX_MS: positiveInt.default(8000),
  /** A 429 asking for a longer pause fails at once (with its retry time) instead of waiting. */
  TEE_SHEET_MAX_RETRY_AFTER_MS: positiveInt.default(30000),
  /** Consecutive failed requests (timeouts, network errors, 5xx) that open a platform's breaker. */
  TEE_SHEET_BREAKER_FAILURES: positiveInt.default(5),
  TEE_SHEET_BREAKER_COOLDOWN_MS: positiveInt.default(30000),

  TEE_SHEET_FOREUP_URL: baseUrl.default('https://foreupsoftware.com'),
  TEE_SHEET_FOREUP_RATE_PER_SECOND: rate.default(1),
  TEE_SHEET_FOREUP_TIMEOUT_MS: positiveInt.optional(),
  TEE_SHEET_FOREUP_RETRIES: nonNegativeInt.optional(),
  TEE_SHEET_FOREUP_BREAKER_FAILURES: positiveInt.optional(),
  TEE_SHEET_FOREUP_BREAKER_COOLDOWN_MS: positiveInt.optional(),

  TEE_SHEET_CHRONOGOLF_URL: baseUrl.default('https://www.chronogolf.com'),
  TEE_SHEET_CHRONOGOLF_RATE_PER_SECOND: rate.default(0.4),
  /** Chronogolf throttles above about a request a second: a booking's few steps may go that fast. */
  TEE_SHEET_CHRONOGOLF_BOOKING_GAP_MS: positiveInt.default(1000),
  TEE_SHEET_CHRONOGOLF_TIMEOUT_MS: positiveInt.optional(),
  TEE_SHEET_CHRONOGOLF_RETRIES: nonNegativeInt.optional(),
  TEE_SHEET_CHRONOGOLF_BREAKER_FAILURES: positiveInt.optional(),
  TEE_SHEET_CHRONOGOLF_BREAKER_COOLDOWN_MS: positiveInt.optional(),

  TEE_SHEET_TEEITUP_URL: baseUrl.default('https://phx-api-be-east-1b.kenna.io'),
  TEE_SHEET_TEEITUP_RATE_PER_SECOND: rate.default(0.8),
  TEE_SHEET_TEEITUP_TIMEOUT_MS: positiveInt.optional(),
  TEE_SHEET_TEEITUP_RETRIES: nonNegativeInt.optional(),
  TEE_SHEET_TEEITUP_BREAKER_FAILURES: positiveInt.optional(),
  TEE_SHEET_TEEITUP_BREAKER_COOLDOWN_MS: positiveInt.optional(),

  TEE_SHEET_MEMBERSPORTS_URL: baseUrl.default('https://api.membersports.com'),
  TEE_SHEET_MEMBERSPORTS_RATE_PER_SECOND: rate.default(1),
  TEE_SHEET_MEMBERSPORTS_TIMEOUT_MS: positiveInt.optional(),
  TEE_SHEET_MEMBERSPORTS_RETRIES: nonNegativeInt.optional(),
  TEE_SHEET_MEMBERSPORTS_BREAKER_FAILURES: positiveInt.optional(),
  TEE_SHEET_MEMBERSPORTS_BREAKER_COOLDOWN_MS: positiveInt.optional(),
  /** MemberSports' public site key (sent as x-api-key); the sandbox accepts any. */
  MEMBERSPORTS_API_KEY: z.string().default(''),

  /** Each Club Prophet course site is its own host; without `{tenant}` the site leads the path. */
  TEE_SHEET_CLUBPROPHET_URL: siteUrl('https://{tenant}.cps.golf', 'clubprophet').default(
    'https://{tenant}.cps.golf',
  ),
  TEE_SHEET_CLUBPROPHET_RATE_PER_SECOND: rate.default(1),
  TEE_SHEET_CLUBPROPHET_TIMEOUT_MS: positiveInt.optional(),
  TEE_SHEET_CLUBPROPHET_RETRIES: nonNegativeInt.optional(),
  TEE_SHEET_CLUBPROPHET_BREAKER_FAILURES: positiveInt.optional(),
  TEE_SHEET_CLUBPROPHET_BREAKER_COOLDOWN_MS: positiveInt.optional(),

  /** Each EZLinks booking portal is its own host; `{tenant}` marks the portal's place. */
  TEE_SHEET_EZLINKS_URL: siteUrl('https://{tenant}.ezlinksgolf.com', 'ezlinks').default(
    'https://{tenant}.ezlinksgolf.com',
  ),
  TEE_SHEET_EZLINKS_RATE_PER_SECOND: rate.default(1),
  TEE_SHEET_EZLINKS_TIMEOUT_MS: positiveInt.optional(),
  TEE_SHEET_EZLINKS_RETRIES: nonNegativeInt.optional(),
  TEE_SHEET_EZLINKS_BREAKER_FAILURES: positiveInt.optional(),
  TEE_SHEET_EZLINKS_BREAKER_COOLDOWN_MS: positiveInt.optional(),

  /** Club Caddie's courses are spread over numbered servers; `{tenant}` marks the server's place. */
  TEE_SHEET_CLUBCADDIE_URL: siteUrl(
    'https://apimanager-{tenant}.clubcaddie.com',
    'clubcaddie',
  ).default('https://apimanager-{tenant}.clubcaddie.com'),
  TEE_SHEET_CLUBCADDIE_RATE_PER_SECOND: rate.default(1),
  TEE_SHEET_CLUBCADDIE_TIMEOUT_MS: positiveInt.optional(),
  TEE_SHEET_CLUBCADDIE_RETRIES: nonNegativeInt.optional(),
  TEE_SHEET_CLUBCADDIE_BREAKER_FAILURES: positiveInt.optional(),
  TEE_SHEET_CLUBCADDIE_BREAKER_COOLDOWN_MS: positiveInt.optional(),

  /**
   * Every Teesnap course has its own site; `{tenant}` marks the site's place. One request a
   * second keeps requests from overlapping: the sites answer 500 to parallel requests.
   */
  TEE_SHEET_TEESNAP_URL: siteUrl('https://{tenant}.teesnap.net', 'teesnap').default(
    'https://{tenant}.teesnap.net',
  ),
  TEE_SHEET_TEESNAP_RATE_PER_SECOND: rate.default(1),
  TEE_SHEET_TEESNAP_TIMEOUT_MS: positiveInt.optional(),
  TEE_SHEET_TEESNAP_RETRIES: nonNegativeInt.optional(),
  TEE_SHEET_TEESNAP_BREAKER_FAILURES: positiveInt.optional(),
  TEE_SHEET_TEESNAP_BREAKER_COOLDOWN_MS: positiveInt.optional(),

  /**
   * GolfNow answers every facility from one host. No limit is published; public clients pause
   * 1.2-1.5 s between searches, an answer runs to hundreds of kB, and probes 3 s apart were all
   * answered: 2 s between requests.
   */
  TEE_SHEET_GOLFNOW_URL: baseUrl.default('https://www.golfnow.com'),
  TEE_SHEET_GOLFNOW_RATE_PER_SECOND: rate.default(0.5),
  TEE_SHEET_GOLFNOW_TIMEOUT_MS: positiveInt.optional(),
  TEE_SHEET_GOLFNOW_RETRIES: nonNegativeInt.optional(),
  TEE_SHEET_GOLFNOW_BREAKER_FAILURES: positiveInt.optional(),
  TEE_SHEET_GOLFNOW_BREAKER_COOLDOWN_MS: positiveInt.optional(),

  /**
   * Every Quick18 course has its own portal; `{tenant}` marks the portal's place. No limit is
   * published and no public client meets one; they pause 0.2-0.3 s between pages, or keep to 10
   * a minute per portal: one request a second, shared by the portals.
   */
  TEE_SHEET_QUICK18_URL: siteUrl('https://{tenant}.quick18.com', 'quick18').default(
    'https://{tenant}.quick18.com',
  ),
  TEE_SHEET_QUICK18_RATE_PER_SECOND: rate.default(1),
  TEE_SHEET_QUICK18_TIMEOUT_MS: positiveInt.optional(),
  TEE_SHEET_QUICK18_RETRIES: nonNegativeInt.optional(),
  TEE_SHEET_QUICK18_BREAKER_FAILURES: positiveInt.optional(),
  TEE_SHEET_QUICK18_BREAKER_COOLDOWN_MS: positiveInt.optional(),
};

export const teeSheetConfigSchema = z.object(teeSheetConfigShape);
export type TeeSheetConfig = z.infer<typeof teeSheetConfigSchema>;

export interface TeeSheetSettings {
  foreup: PlatformHttpSettings;
  chronogolf: PlatformHttpSettings;
  teeitup: PlatformHttpSettings;
  membersports: PlatformHttpSettings & { apiKey: string };
  clubprophet: PlatformHttpSettings;
  ezlinks: PlatformHttpSettings;
  clubcaddie: PlatformHttpSettings;
  golfnow: PlatformHttpSettings;
  teesnap: PlatformHttpSettings;
  quick18: PlatformHttpSettings;
}

type PlatformKey =
  | 'FOREUP'
  | 'CHRONOGOLF'
  | 'TEEITUP'
  | 'MEMBERSPORTS'
  | 'CLUBPROPHET'
  | 'EZLINKS'
  | 'CLUBCADDIE'
  | 'GOLFNOW'
  | 'TEESNAP'
  | 'QUICK18';

function platformSettings(config: TeeSheetConfig, key: PlatformKey): PlatformHttpSettings {
  return {
    baseUrl: config[`TEE_SHEET_${key}_URL`],
    ratePerSecond: config[`TEE_SHEET_${key}_RATE_PER_SECOND`],
    timeoutMs: config[`TEE_SHEET_${key}_TIMEOUT_MS`] ?? config.TEE_SHEET_TIMEOUT_MS,
    retries: config[`TEE_SHEET_${key}_RETRIES`] ?? config.TEE_SHEET_RETRIES,
    retryBaseMs: config.TEE_SHEET_RETRY_BASE_MS,
    retryMaxMs: config.TEE_SHEET_RETRY_MAX_MS,
    maxRetryAfterMs: config.TEE_SHEET_MAX_RETRY_AFTER_MS,
    breaker: {
      failureThreshold:
        config[`TEE_SHEET_${key}_BREAKER_FAILURES`] ?? config.TEE_SHEET_BREAKER_FAILURES,
      cooldownMs:
        config[`TEE_SHEET_${key}_BREAKER_COOLDOWN_MS`] ?? config.TEE_SHEET_BREAKER_COOLDOWN_MS,
    },
  };
}

/** The parsed variables (or the app config they are merged into) as per-platform settings. */
export function teeSheetSettingsFromConfig(config: TeeSheetConfig): TeeSheetSettings {
  return {
    foreup: platformSettings(config, 'FOREUP'),
    chronogolf: {
      ...platformSettings(config, 'CHRONOGOLF'),
      bookingGapMs: config.TEE_SHEET_CHRONOGOLF_BOOKING_GAP_MS,
    },
    teeitup: platformSettings(config, 'TEEITUP'),
    membersports: {
      ...platformSettings(config, 'MEMBERSPORTS'),
      apiKey: config.MEMBERSPORTS_API_KEY,
    },
    clubprophet: platformSettings(config, 'CLUBPROPHET'),
    ezlinks: platformSettings(config, 'EZLINKS'),
    clubcaddie: platformSettings(config, 'CLUBCADDIE'),
    golfnow: platformSettings(config, 'GOLFNOW'),
    teesnap: platformSettings(config, 'TEESNAP'),
    quick18: platformSettings(config, 'QUICK18'),
  };
}

/**
 * Settings from environment-style variables (missing ones take their defaults); throws listing
 * every bad value. Handy in tests: `teeSheetSettingsFromEnv({ TEE_SHEET_TIMEOUT_MS: '200' })`.
 */
export function teeSheetSettingsFromEnv(env: Record<string, string | undefined>): TeeSheetSettings {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = teeSheetConfigSchema.safeParse(present);
  if (!result.success)
    throw new Error(
      `Invalid tee-sheet settings:\n${result.error.issues
        .map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
        .join('\n')}`,
    );
  return teeSheetSettingsFromConfig(result.data);
}

/**
 * Every platform pointed at the local sandbox (http://127.0.0.1:4000/<platform> by default; Club
 * Prophet's sites, EZLinks' portals, Club Caddie's servers, Teesnap's sites and Quick18's portals
 * under it by path).
 */
export function sandboxTeeSheetEnv(origin = 'http://127.0.0.1:4000'): Record<string, string> {
  return Object.fromEntries(
    teeSheetPlatforms.map((platform) => [
      `TEE_SHEET_${platform.toUpperCase()}_URL`,
      `${origin}/${platform}`,
    ]),
  );
}
