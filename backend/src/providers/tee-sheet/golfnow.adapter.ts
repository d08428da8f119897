import { z } from 'zod';
import { type CourseTime, courseTimeFromLocal } from '../../infra/time/denver-time.js';
import { type PlatformHttpClient, type PlatformRequest } from './http-client.js';
import {
  type CandidateTeeTime,
  courseSlotRef,
  dollarsToCents,
  finishTeeTimes,
  lenientArray,
  looseBoolean,
  looseNumber,
  looseString,
  parseList,
} from './slot-parsing.js';
import { TeeSheetError, wrongPlatform } from './tee-sheet.errors.js';
import { type TeeSheetMetrics } from './tee-sheet.metrics.js';
import {
  type GolfnowIds,
  type NormalizedTeeTime,
  type TeeSheetProvider,
  type TeeSheetQuery,
} from './tee-sheet.provider.js';

/** Where golfers see GolfNow, whatever host TeeWatch reads it from (the sandbox in tests). */
export const golfnowSite = 'https://www.golfnow.com';

/** Tee times asked per page; a course's day rarely has more than a hundred. */
export const GOLFNOW_PAGE_SIZE = 100;
/** Pages read per course-date at most, so an answer whose total never adds up cannot loop. */
const MAX_PAGES = 5;

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-06-20" as GolfNow's search and pages write a day: "Jun 20 2026". */
export function golfnowDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${months[Number(month) - 1]} ${day} ${year}`;
}

/**
 * The facility's tee times of a day on GolfNow, for the golfer: its search page, the day (and the
 * party) in the address's fragment, as GolfNow's own links to a day write them.
 */
export function golfnowDayPage(ids: GolfnowIds, date: string, players?: number): string {
  const fragment = new URLSearchParams({ date: golfnowDate(date) });
  if (players !== undefined) fragment.set('players', String(players));
  return `${golfnowSite}/tee-times/facility/${encodeURIComponent(ids.seoFriendlyName)}/search#${fragment}`;
}

/** Money, as `{value, currencyCode}` (or, in older answers, a bare number); null if unreadable. */
const money = z
  .preprocess(
    (value) =>
      value !== null && typeof value === 'object' && 'value' in value
        ? (value as { value: unknown }).value
        : value,
    looseNumber,
  )
  .catch(null);

/**
 * The party sizes a tee time still sells: a name such as "OneTwo", "TwoThreeFour" or "Any"; older
 * answers give a number whose bit n stands for n + 1 players.
 */
const playerRule = z.union([z.string(), z.number()]).nullable().catch(null).optional();

const rate = z.object({
  holeCount: looseNumber.catch(null),
  playerRule,
  isNine: looseBoolean,
  isEighteen: looseBoolean,
  isCartIncluded: looseBoolean,
  /** The green fee per player: under singlePlayerPrice, in some answers on the rate itself. */
  singlePlayerPrice: z.object({ greensFees: money.optional() }).nullable().catch(null).optional(),
  greensFees: money.optional(),
});
type Rate = z.output<typeof rate>;

const teeTime = z.object({
  facilityId: looseNumber.catch(null),
  facility: z
    .object({ facilityId: looseNumber.catch(null) })
    .nullable()
    .catch(null)
    .optional(),
  /**
   * `{date, formatted, formattedTimeMeridian}`, or (older answers) the date alone. The date is the
   * course's wall clock, though it carries a "+00:00" as if it were UTC.
   */
  time: z.union([
    z.string(),
    z.object({
      date: looseString.catch(null),
      formatted: looseString.catch(null),
      formattedTimeMeridian: looseString.catch(null),
    }),
  ]),
  playerRule,
  displayRate: money.optional(),
  multipleHolesRate: looseNumber.catch(null).optional(),
  teeTimeRates: lenientArray(rate),
});
type TeeTime = z.output<typeof teeTime>;

const answer = z.object({
  ttResults: z.object({ teeTimes: z.unknown(), total: looseNumber.catch(null).optional() }),
  total: looseNumber.catch(null).optional(),
});

const playerWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

/** The most players a tee time still takes, from its player rule; 0 where the rule says none. */
export function openSpotsOf(rule: string | number | null | undefined): number {
  if (typeof rule === 'number') return rule > 0 ? Math.min(4, Math.floor(Math.log2(rule)) + 1) : 0;
  if (!rule) return 0;
  if (/^\s*any\s*$/i.test(rule)) return 4;
  const words = rule.match(/[A-Z]?[a-z]+/g) ?? [];
  return Math.max(0, ...words.map((word) => playerWords[word.toLowerCase()] ?? 0));
}

/** The fewest players a tee time is sold to, from its player rule ("TwoThreeFour": 2); 1 if none. */
export function smallestPartyOf(rule: string | number | null | undefined): number {
  // The bitmask's lowest set bit is the smallest party: 1 for one player, 2 for two, ...
  if (typeof rule === 'number') return rule > 0 ? Math.min(4, Math.log2(rule & -rule) + 1) : 1;
  const words = (rule ?? '').match(/[A-Z]?[a-z]+/g) ?? [];
  const sizes = words.map((word) => playerWords[word.toLowerCase()]).filter((n) => n !== undefined);
  return sizes.length > 0 ? Math.min(...sizes) : 1;
}

/** The course-local start: the date's wall clock, else the shown time on the day asked for. */
function startOf(time: TeeTime['time'], day: string): CourseTime | null {
  const iso = typeof time === 'string' ? time : time.date;
  const wall = iso ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso.trim()) : null;
  if (wall) return courseTimeFromLocal(wall[1]!, wall[2]!);
  if (typeof time === 'string' || !time.formatted || !time.formattedTimeMeridian) return null;
  const clock = /^(\d{1,2}):(\d{2})$/.exec(time.formatted.trim());
  const meridian = time.formattedTimeMeridian.trim().toUpperCase();
  if (!clock || (meridian !== 'AM' && meridian !== 'PM')) return null;
  const hour = (Number(clock[1]) % 12) + (meridian === 'PM' ? 12 : 0);
  return courseTimeFromLocal(day, `${hour}:${clock[2]}`);
}

/** The round a rate sells: its hole count, else its flags, else the tee time's, else 18. */
function holesOf(r: Rate, teeTimeHoles: number | null | undefined): 9 | 18 {
  if (r.holeCount === 9 || r.holeCount === 18) return r.holeCount;
  if (r.isNine && !r.isEighteen) return 9;
  if (r.isEighteen) return 18;
  return teeTimeHoles === 9 ? 9 : 18;
}

/**
 * Each round a tee time sells, at its cheapest rate: the green fee per player in dollars, and
 * whether that rate includes the cart. A tee time whose rates name no price is one round at its
 * display rate.
 */
function roundsOf(
  slot: TeeTime,
): Array<{ holes: 9 | 18; dollars: number | null; cartIncluded: boolean }> {
  const best = new Map<9 | 18, { dollars: number | null; cartIncluded: boolean }>();
  for (const r of slot.teeTimeRates) {
    const holes = holesOf(r, slot.multipleHolesRate);
    const fee = r.singlePlayerPrice?.greensFees ?? r.greensFees ?? null;
    const dollars = fee !== null && fee > 0 ? fee : null;
    const kept = best.get(holes);
    if (!kept || (dollars !== null && (kept.dollars === null || dollars < kept.dollars)))
      best.set(holes, { dollars, cartIncluded: r.isCartIncluded });
  }
  if ([...best.values()].every((round) => round.dollars === null)) {
    const display = slot.displayRate ?? null;
    const [only] = best.size === 1 ? [...best.keys()] : [];
    const holes = only ?? (slot.multipleHolesRate === 9 ? 9 : 18);
    return [
      { holes, dollars: display !== null && display > 0 ? display : null, cartIncluded: false },
    ];
  }
  return [...best.entries()].map(([holes, round]) => ({ holes, ...round }));
}

/** The tee times of one search answer, with the total the search says it has. */
function pageOf(body: unknown): { rows: unknown[]; total: number | null } {
  const parsed = answer.safeParse(body);
  if (!parsed.success || !Array.isArray(parsed.data.ttResults.teeTimes))
    throw new TeeSheetError('malformed', 'golfnow', 'the search answer has no ttResults.teeTimes');
  const { ttResults, total } = parsed.data;
  return { rows: ttResults.teeTimes as unknown[], total: ttResults.total ?? total ?? null };
}

/**
 * Turns the tee times of a facility's search (every page of it) into TeeWatch tee times: one per
 * round a tee time sells, at its cheapest green fee. Tee times of another facility (a search can
 * bring nearby courses along) are left out.
 */
export function parseGolfnowTimes(
  rows: unknown[],
  query: TeeSheetQuery,
  ids: GolfnowIds,
  metrics: TeeSheetMetrics,
): NormalizedTeeTime[] {
  const bookingUrl = golfnowDayPage(ids, query.date);
  const candidates: CandidateTeeTime[] = [];
  let untimed = 0;
  let elsewhere = 0;
  for (const slot of parseList('golfnow', rows, teeTime, metrics, 'tee times')) {
    const facility = slot.facilityId ?? slot.facility?.facilityId ?? ids.facilityId;
    if (facility !== ids.facilityId) {
      elsewhere += 1;
      continue;
    }
    const start = startOf(slot.time, query.date);
    if (!start) {
      untimed += 1;
      continue;
    }
    // The tee time's rule, else the widest of its rates' rules.
    const openSpots =
      openSpotsOf(slot.playerRule) ||
      Math.max(0, ...slot.teeTimeRates.map((r) => openSpotsOf(r.playerRule)));
    const minPlayers = slot.playerRule
      ? smallestPartyOf(slot.playerRule)
      : Math.min(4, ...slot.teeTimeRates.map((r) => smallestPartyOf(r.playerRule)));
    for (const round of roundsOf(slot))
      candidates.push({
        slotRef: courseSlotRef(ids.facilityId, start, round.holes),
        ...start,
        holes: round.holes,
        openSpots,
        minPlayers,
        pricePerPlayerCents: round.dollars === null ? null : dollarsToCents(round.dollars),
        cartIncluded: round.cartIncluded,
        bookingUrl,
      });
  }
  if (untimed > 0)
    metrics.slotsSkipped({ platform: 'golfnow', reason: 'no start time', count: untimed });
  if (elsewhere > 0)
    metrics.slotsSkipped({ platform: 'golfnow', reason: 'another facility', count: elsewhere });
  return finishTeeTimes('golfnow', query.date, candidates, metrics);
}

/**
 * GolfNow: one JSON search per facility and date (`searchType` Facility), as the facility's search
 * page posts it, read page by page until the answer's total is reached. Booking at GolfNow needs
 * the golfer's own GolfNow account, so this is all TeeWatch asks.
 */
export class GolfnowAdapter implements TeeSheetProvider {
  readonly platform = 'golfnow' as const;

  constructor(private readonly http: PlatformHttpClient) {}

  fetchTeeTimes(query: TeeSheetQuery, signal?: AbortSignal): Promise<NormalizedTeeTime[]> {
    return this.http.observeFetch(async () => {
      const { link } = query;
      if (link.platform !== 'golfnow') throw wrongPlatform(this.platform, link);
      const rows: unknown[] = [];
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const body = await this.http.requestJson(
          golfnowSearchRequest(link.ids, query.date, page, new Date(this.http.clock.now())),
          signal,
        );
        const { rows: found, total } = pageOf(body);
        rows.push(...found);
        if (found.length < GOLFNOW_PAGE_SIZE || total === null || rows.length >= total) break;
      }
      return parseGolfnowTimes(rows, query, link.ids, this.http.metrics);
    });
  }
}

/**
 * One page of a facility's tee times on a day, as the facility's search page asks: any round, any
 * party, the whole day, any price and rate, without the featured courses GolfNow mixes in.
 */
export function golfnowSearchRequest(
  ids: GolfnowIds,
  date: string,
  pageNumber: number,
  now: Date,
): PlatformRequest {
  return {
    method: 'POST',
    path: '/api/tee-times/tee-time-search-results',
    json: {
      facilityId: ids.facilityId,
      searchType: 'Facility',
      date: golfnowDate(date),
      view: 'Grouping',
      sortBy: 'Date',
      sortByRollup: 'Date.MinDate',
      sortDirection: 'Asc',
      pageSize: GOLFNOW_PAGE_SIZE,
      teeTimeCount: GOLFNOW_PAGE_SIZE,
      pageNumber,
      players: 0,
      holes: 'Any',
      timePeriod: 'Any',
      timeMin: 0,
      timeMax: 48,
      priceMin: 0,
      priceMax: 10000,
      rateType: 'all',
      bestDealsOnly: false,
      hotDealsOnly: false,
      promotedCampaignsOnly: false,
      excludeFeaturedFacilities: true,
      currentClientDate: now.toISOString(),
    },
    headers: {
      accept: 'application/json, text/javascript, */*; q=0.01',
      origin: golfnowSite,
      referer: `${golfnowSite}/tee-times/facility/${encodeURIComponent(ids.seoFriendlyName)}/search`,
      'x-requested-with': 'XMLHttpRequest',
    },
  };
}
