import { type StandIn } from '../stand-in.js';
import {
  type Catalogue,
  type Platform,
  defaultCataloguePath,
  isPlatform,
  loadCatalogue,
  platforms,
} from './catalogue.js';
import { chronogolfStandIn } from './chronogolf.stand-in.js';
import { clubcaddieStandIn } from './clubcaddie.stand-in.js';
import { clubprophetStandIn } from './clubprophet.stand-in.js';
import { controlStandIn } from './control.stand-in.js';
import { ezlinksStandIn } from './ezlinks.stand-in.js';
import { foreupStandIn } from './foreup.stand-in.js';
import { golfnowStandIn } from './golfnow.stand-in.js';
import { membersportsStandIn } from './membersports.stand-in.js';
import { PlatformGuard, type RateLimit, defaultRateLimits } from './platform-guard.js';
import { quick18StandIn } from './quick18.stand-in.js';
import { hexFrom } from './seeded-random.js';
import { teeitupStandIn } from './teeitup.stand-in.js';
import { teesnapStandIn } from './teesnap.stand-in.js';
import { type TeeSheetContext } from './tee-sheet-context.js';
import { teeSheetPageStandIn } from './tee-sheet-page.stand-in.js';
import { TeeSheetWorld } from './tee-sheet-world.js';
import { WorldClock } from './world-clock.js';

export const defaultSeed = 2026;

export interface TeeSheetOptions {
  /** The catalogue itself (tests); read from cataloguePath when left out. */
  catalogue?: Catalogue;
  cataloguePath?: string;
  seed?: number;
  /** The real clock in milliseconds; budgets run on it and the world clock is derived from it. */
  now?: () => number;
  /** World time at start-up (default: the real time). */
  clockStart?: number;
  /** World seconds per real second, 1..1000 (default 1). */
  clockSpeed?: number;
  /** Budget of every platform unless overridden: requests per second, null for none (default 1). */
  requestsPerSecond?: number | null;
  /** Back-to-back requests allowed before the budget bites (default 2). */
  burst?: number;
  /** Per-platform overrides of the budget. */
  rateLimits?: Partial<Record<Platform, Partial<RateLimit>>>;
  /** The MemberSports site key to insist on; left out, any non-empty x-api-key passes. */
  membersportsApiKey?: string;
}

/**
 * The tee-sheet platforms (foreUP, Chronogolf, TeeItUp, MemberSports, Club Prophet, EZLinks, Club
 * Caddie, GolfNow, Teesnap, Quick18), the control API and the live page, all sharing one simulated world.
 */
export function createTeeSheetStandIns(options: TeeSheetOptions = {}): StandIn[] {
  const context = createTeeSheetContext(options);
  return [
    foreupStandIn(context),
    chronogolfStandIn(context),
    teeitupStandIn(context),
    membersportsStandIn(context),
    clubprophetStandIn(context),
    ezlinksStandIn(context),
    clubcaddieStandIn(context),
    teesnapStandIn(context),
    golfnowStandIn(context),
    quick18StandIn(context),
    controlStandIn(context),
    teeSheetPageStandIn(context),
  ];
}

export function createTeeSheetContext(options: TeeSheetOptions = {}): TeeSheetContext {
  const seed = options.seed ?? defaultSeed;
  const now = options.now ?? Date.now;
  const catalogue = options.catalogue ?? loadCatalogue(options.cataloguePath);
  const clock = new WorldClock(now, options.clockStart ?? now(), options.clockSpeed ?? 1);
  const limits = defaultRateLimits(
    options.requestsPerSecond === undefined ? 1 : options.requestsPerSecond,
    options.burst ?? 2,
  );
  for (const [platform, change] of Object.entries(options.rateLimits ?? {})) {
    if (isPlatform(platform)) limits[platform] = { ...limits[platform], ...change };
  }
  return {
    world: new TeeSheetWorld(catalogue, seed, clock),
    guard: new PlatformGuard(now, seed, limits),
    foreupJwtSecret: hexFrom(64, seed, 'foreup-jwt-secret'),
    membersportsApiKey: options.membersportsApiKey ?? null,
  };
}

/**
 * Reads the SANDBOX_TEE_SHEET_* variables, adding a line to `problems` for each bad value:
 * SANDBOX_TEE_SHEET_CATALOGUE (path), SANDBOX_TEE_SHEET_SEED (integer), SANDBOX_TEE_SHEET_CLOCK_SPEED (1..1000),
 * SANDBOX_TEE_SHEET_CLOCK_START (ISO instant), SANDBOX_TEE_SHEET_RATE_LIMITS ("1", "off", or
 * "foreup=2,chronogolf=0.5,teeitup=off"), SANDBOX_TEE_SHEET_RATE_BURST (integer >= 1),
 * SANDBOX_MEMBERSPORTS_API_KEY.
 */
export function readTeeSheetSettings(env: NodeJS.ProcessEnv, problems: string[]): TeeSheetOptions {
  const options: TeeSheetOptions = {
    cataloguePath: env.SANDBOX_TEE_SHEET_CATALOGUE || defaultCataloguePath,
  };

  const seedText = env.SANDBOX_TEE_SHEET_SEED || String(defaultSeed);
  if (/^-?\d+$/.test(seedText)) options.seed = Number(seedText);
  else problems.push(`SANDBOX_TEE_SHEET_SEED: "${seedText}" is not an integer`);

  const speedText = env.SANDBOX_TEE_SHEET_CLOCK_SPEED || '1';
  const speed = Number(speedText);
  if (Number.isFinite(speed) && speed >= 1 && speed <= 1000) options.clockSpeed = speed;
  else
    problems.push(`SANDBOX_TEE_SHEET_CLOCK_SPEED: "${speedText}" is not a number from 1 to 1000`);

  if (env.SANDBOX_TEE_SHEET_CLOCK_START) {
    const start = Date.parse(env.SANDBOX_TEE_SHEET_CLOCK_START);
    if (Number.isNaN(start)) {
      problems.push(
        `SANDBOX_TEE_SHEET_CLOCK_START: "${env.SANDBOX_TEE_SHEET_CLOCK_START}" is not an ISO instant`,
      );
    } else {
      options.clockStart = start;
    }
  }

  const burstText = env.SANDBOX_TEE_SHEET_RATE_BURST || '2';
  if (/^\d+$/.test(burstText) && Number(burstText) >= 1) options.burst = Number(burstText);
  else
    problems.push(`SANDBOX_TEE_SHEET_RATE_BURST: "${burstText}" is not an integer of at least 1`);

  const limitsText = (env.SANDBOX_TEE_SHEET_RATE_LIMITS || '1').trim();
  const parseRate = (text: string): number | null | undefined => {
    if (text === 'off' || text === 'none') return null;
    const rate = Number(text);
    return Number.isFinite(rate) && rate > 0 ? rate : undefined;
  };
  if (!limitsText.includes('=')) {
    const rate = parseRate(limitsText);
    if (rate === undefined) {
      problems.push(
        `SANDBOX_TEE_SHEET_RATE_LIMITS: "${limitsText}" is not a positive number or "off"`,
      );
    } else {
      options.requestsPerSecond = rate;
    }
  } else {
    const overrides: Partial<Record<Platform, Partial<RateLimit>>> = {};
    for (const entry of limitsText.split(',')) {
      const [name = '', value = ''] = entry.split('=').map((part) => part.trim());
      const rate = parseRate(value);
      if (!isPlatform(name)) {
        problems.push(
          `SANDBOX_TEE_SHEET_RATE_LIMITS: "${name}" is not one of ${platforms.join(', ')}`,
        );
      } else if (rate === undefined) {
        problems.push(
          `SANDBOX_TEE_SHEET_RATE_LIMITS: "${value}" for ${name} is not a positive number or "off"`,
        );
      } else {
        overrides[name] = { requestsPerSecond: rate };
      }
    }
    options.rateLimits = overrides;
  }

  if (env.SANDBOX_MEMBERSPORTS_API_KEY) {
    options.membersportsApiKey = env.SANDBOX_MEMBERSPORTS_API_KEY;
  }
  return options;
}
