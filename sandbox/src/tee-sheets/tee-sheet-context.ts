import { type StandInEndpoint } from '../stand-in.js';
import { type CatalogueLink } from './catalogue.js';
import { type PlatformGuard } from './platform-guard.js';
import {
  type CommitRefusal,
  type Golfer,
  type TeeSheetWorld,
  type WorldCourse,
} from './tee-sheet-world.js';

/** What every tee-sheet stand-in shares: one world, one guard, the platforms' fixed secrets. */
export interface TeeSheetContext {
  world: TeeSheetWorld;
  guard: PlatformGuard;
  /** Signs and checks the JWTs foreUP's login hands out. */
  foreupJwtSecret: string;
  /**
   * MemberSports' public site key, the same for every visitor: requests without an x-api-key get
   * 401; null accepts any non-empty key (the real key is not known here).
   */
  membersportsApiKey: string | null;
}

export type Endpoints = readonly StandInEndpoint[];

/** A platform whose every course site is its own host, served here under /<platform>/<site>. */
type SitePlatform = 'clubprophet' | 'ezlinks' | 'clubcaddie' | 'teesnap' | 'quick18';
export interface SiteCourse<P extends SitePlatform> {
  worldCourse: WorldCourse;
  ids: Extract<CatalogueLink, { platform: P }>['ids'];
}

/**
 * The courses of each site (a Club Prophet tenant, an EZLinks portal, a Club Caddie course page),
 * in catalogue order: the
 * catalogue's links on the platform, grouped by the site `siteOf` names.
 */
export function coursesBySite<P extends SitePlatform>(
  world: TeeSheetWorld,
  platform: P,
  siteOf: (ids: SiteCourse<P>['ids']) => string,
): Map<string, SiteCourse<P>[]> {
  const sites = new Map<string, SiteCourse<P>[]>();
  for (const worldCourse of world.courses) {
    for (const link of worldCourse.course.links) {
      if (link.platform !== platform) continue;
      const course = { worldCourse, ids: link.ids as SiteCourse<P>['ids'] };
      const site = siteOf(course.ids);
      sites.set(site, [...(sites.get(site) ?? []), course]);
    }
  }
  return sites;
}

/** Loose typing helpers: query values arrive as a string, a list of strings or not at all. */
export function queryList(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const values = Array.isArray(value) ? value : [value];
  return values
    .flatMap((item: unknown) => String(item).split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function queryText(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.length > 0 ? String(value[0]) : undefined;
  return value === undefined || value === null ? undefined : String(value);
}

export function dollars(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * The machine-readable refusal of a commit in the booking APIs the sandbox designs (Chronogolf,
 * TeeItUp, MemberSports), beside the platform's own human message.
 */
export function commitRefusalCode(reason: CommitRefusal): string {
  switch (reason) {
    case 'hold-expired':
    case 'hold-ended':
      return 'hold_expired';
    case 'slot-taken':
      return 'teetime_unavailable';
    case 'too-many-players':
      return 'too_many_players';
    case 'no-such-hold':
      return 'hold_not_found';
  }
}

/** The customer named in a commit body ({name, email, phone}), or null when none is given. */
export function golferOf(value: unknown): Golfer | null {
  if (!value || typeof value !== 'object') return null;
  const fields = value as Record<string, unknown>;
  const golfer: Golfer = {};
  for (const key of ['name', 'email', 'phone'] as const) {
    const text = fields[key];
    if (typeof text === 'string' && text.trim() !== '') golfer[key] = text.trim();
  }
  return Object.keys(golfer).length === 0 ? null : golfer;
}
