import { z } from 'zod';
import { courseTimeFromWallClock, type CourseTime } from '../../infra/time/denver-time.js';
import { foreupBookingPagePath, parseForeupRelease } from './foreup-release.js';
import { type PlatformHttpClient, type PlatformRequest } from './http-client.js';
import {
  type CandidateTeeTime,
  dollarsToCents,
  finishTeeTimes,
  looseString,
  optionalNumber,
  parseList,
} from './slot-parsing.js';
import { TeeSheetError, wrongPlatform } from './tee-sheet.errors.js';
import { type TeeSheetMetrics } from './tee-sheet.metrics.js';
import {
  type ForeupIds,
  type NormalizedTeeTime,
  type ProviderLink,
  type ReleaseSchedule,
  type TeeSheetProvider,
  type TeeSheetQuery,
} from './tee-sheet.provider.js';

const foreupSlot = z.object({
  time: looseString,
  start_front: looseString,
  schedule_id: looseString,
  teesheet_side_id: looseString.catch(null),
  teesheet_holes: optionalNumber,
  holes: looseString.catch(null),
  available_spots: optionalNumber,
  available_spots_9: optionalNumber,
  available_spots_18: optionalNumber,
  minimum_players: optionalNumber,
  green_fee: optionalNumber,
  green_fee_9: optionalNumber,
  green_fee_18: optionalNumber,
  cart_fee: optionalNumber,
  cart_fee_9: optionalNumber,
  cart_fee_18: optionalNumber,
  rate_type: looseString.catch(null),
});
type ForeupSlot = z.output<typeof foreupSlot>;

/** "2026-06-20 16:57", course-local. */
function fromTime(time: string | null): CourseTime | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})/.exec(time?.trim() ?? '');
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return courseTimeFromWallClock({ year, month, day, hour, minute });
}

/** "202605201657": course-local, but the month counts from 0 (JavaScript style): June is 05. */
function fromStartFront(startFront: string | null): CourseTime | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(startFront?.trim() ?? '');
  if (!m) return null;
  const [year, monthIndex, day, hour, minute] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return courseTimeFromWallClock({ year, month: monthIndex + 1, day, hour, minute });
}

/** `holes` is 18, 9, "18" or "9/18"; without it the tee sheet's size decides (27 plays as 18). */
function holeOptions(slot: ForeupSlot): Array<9 | 18> {
  const listed = (slot.holes ?? '')
    .split('/')
    .map((part) => Number(part.trim()))
    .filter((holes): holes is 9 | 18 => holes === 9 || holes === 18);
  if (listed.length > 0) return [...new Set(listed)];
  return slot.teesheet_holes === 9 ? [9] : [18];
}

/** The tee times one foreUP slot offers (one per hole count); null when it has no start. */
function candidatesOf(slot: ForeupSlot, query: TeeSheetQuery): CandidateTeeTime[] | null {
  const start = fromTime(slot.time) ?? fromStartFront(slot.start_front);
  if (!start) return null;
  return holeOptions(slot).map((holes) => {
    const nine = holes === 9;
    const spots = (nine ? slot.available_spots_9 : slot.available_spots_18) ?? slot.available_spots;
    const greenFee = (nine ? slot.green_fee_9 : slot.green_fee_18) ?? slot.green_fee;
    const cartFee = (nine ? slot.cart_fee_9 : slot.cart_fee_18) ?? slot.cart_fee;
    // A riding-only rate means the cart is part of the price; otherwise quote walking.
    const riding = slot.rate_type?.toLowerCase() === 'riding';
    const dollars = greenFee === null ? null : greenFee + (riding ? (cartFee ?? 0) : 0);
    const clock = `${start.localDate}T${start.localTime}`.replace(/\D/g, '');
    return {
      slotRef: `${slot.schedule_id ?? ''}:${slot.teesheet_side_id ?? ''}:${clock}:${holes}`,
      ...start,
      holes,
      openSpots: Math.trunc(spots ?? 0),
      minPlayers: Math.max(1, Math.trunc(slot.minimum_players ?? 1)),
      pricePerPlayerCents: dollars === null ? null : dollarsToCents(dollars),
      cartIncluded: riding,
      bookingUrl: query.courseBookingUrl,
    };
  });
}

function refuseFalse(body: unknown): void {
  if (body === false)
    throw new TeeSheetError(
      'rejected',
      'foreup',
      'answered `false`: the booking class and schedule do not belong together',
    );
}

/** Turns a foreUP times answer into tee times; `false` or a non-list is refused. */
export function parseForeupTimes(
  body: unknown,
  query: TeeSheetQuery,
  metrics: TeeSheetMetrics,
): NormalizedTeeTime[] {
  refuseFalse(body);
  const slots = parseList('foreup', body, foreupSlot, metrics, 'slots');
  const candidates: CandidateTeeTime[] = [];
  let untimed = 0;
  for (const slot of slots) {
    const offered = candidatesOf(slot, query);
    if (offered) candidates.push(...offered);
    else untimed += 1;
  }
  if (untimed > 0)
    metrics.slotsSkipped({ platform: 'foreup', reason: 'no start time', count: untimed });
  return finishTeeTimes('foreup', query.date, candidates, metrics);
}

/**
 * One tee time of a times answer with the slot it came from, as foreUP sent it (a hold and a commit
 * send the slot's own fields back); null when the answer no longer has it.
 */
export function findForeupSlot(
  body: unknown,
  query: TeeSheetQuery,
  slotRef: string,
): { teeTime: CandidateTeeTime; raw: Record<string, unknown> } | null {
  refuseFalse(body);
  if (!Array.isArray(body)) return null;
  for (const raw of body as unknown[]) {
    const slot = foreupSlot.safeParse(raw);
    if (!slot.success || typeof raw !== 'object' || raw === null) continue;
    const teeTime = candidatesOf(slot.data, query)?.find((each) => each.slotRef === slotRef);
    if (teeTime) return { teeTime, raw: raw as Record<string, unknown> };
  }
  return null;
}

/** The booking page's own request for a course-date's tee times. */
export function foreupTimesRequest(query: TeeSheetQuery, ids: ForeupIds): PlatformRequest {
  const [year, month, day] = query.date.split('-');
  return {
    path: '/index.php/api/booking/times',
    query: [
      ['time', 'all'],
      ['date', `${month}-${day}-${year}`],
      ['holes', 'all'],
      ['players', '0'],
      ...(ids.bookingClass ? [['booking_class', ids.bookingClass] as const] : []),
      ['schedule_id', ids.scheduleId],
      ['schedule_ids[]', ids.scheduleId],
      ['specials_only', '0'],
      ['api_key', 'no_limits'],
    ],
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'x-fu-golfer-location': 'foreup',
      referer: query.courseBookingUrl,
    },
  };
}

/** foreUP's public booking API: one GET per course-date, all hole counts and party sizes. */
export class ForeupAdapter implements TeeSheetProvider {
  readonly platform = 'foreup' as const;

  constructor(private readonly http: PlatformHttpClient) {}

  fetchTeeTimes(query: TeeSheetQuery, signal?: AbortSignal): Promise<NormalizedTeeTime[]> {
    return this.http.observeFetch(async () => {
      const { link } = query;
      if (link.platform !== 'foreup') throw wrongPlatform(this.platform, link);
      const body = await this.http.requestJson(foreupTimesRequest(query, link.ids), signal);
      return parseForeupTimes(body, query, this.http.metrics);
    });
  }

  /** The release of the class TeeWatch reads with, from the course's booking page. */
  async releaseSchedule(link: ProviderLink, signal?: AbortSignal): Promise<ReleaseSchedule | null> {
    if (link.platform !== 'foreup') throw wrongPlatform(this.platform, link);
    const page = await this.http.requestPage({ path: foreupBookingPagePath(link.ids) }, signal);
    return parseForeupRelease(page.text, link.ids);
  }
}
