import { z } from 'zod';
import { courseTimeFromLocal } from '../../infra/time/denver-time.js';
import { type PlatformHttpClient, type PlatformRequest } from './http-client.js';
import {
  type CandidateTeeTime,
  dollarsToCents,
  finishTeeTimes,
  lenientArray,
  looseBoolean,
  looseString,
  optionalNumber,
  parseList,
} from './slot-parsing.js';
import { wrongPlatform } from './tee-sheet.errors.js';
import { type TeeSheetMetrics } from './tee-sheet.metrics.js';
import {
  type ChronogolfIds,
  type NormalizedTeeTime,
  type TeeSheetProvider,
  type TeeSheetQuery,
} from './tee-sheet.provider.js';

const greenFee = z.object({
  green_fee: optionalNumber,
  price: optionalNumber,
  subtotal: optionalNumber,
});

const chronogolfSlot = z
  .object({
    id: looseString,
    uuid: looseString.catch(null),
    date: looseString.catch(null),
    start_time: z.string(),
    out_of_capacity: looseBoolean,
    frozen: looseBoolean,
    // A slot the party may not book carries no `green_fees` key at all (docs/platforms.md).
    green_fees: lenientArray(greenFee),
    restrictions: lenientArray(looseString),
  })
  .refine((slot) => slot.uuid !== null || slot.id !== null, 'a slot needs an id or uuid');
export type ChronogolfSlot = z.output<typeof chronogolfSlot>;

/** A slot's reference: its uuid, else its numeric id. */
export const slotKey = (slot: ChronogolfSlot) => slot.uuid ?? slot.id ?? '';

/**
 * Whether the party asked for may book the slot online: it fits, and no restriction of the club
 * keeps it off. A restricted slot that fits lists no green fee ("Single players are not allowed
 * to book online onto a fully empty tee time": the party of one asked for an empty slot).
 */
export const partyMayBook = (slot: ChronogolfSlot) =>
  !slot.out_of_capacity && slot.restrictions.length === 0 && slot.green_fees.length > 0;

/** Larger parties asked for after the single, largest first: a slot that fits one has that many. */
const LARGER_PARTIES = [4, 3, 2] as const;

export interface OpenSlot {
  slot: ChronogolfSlot;
  openSpots: number;
  /** 2 where a single golfer may not book the slot online. */
  minPlayers: number;
}

/**
 * v1 has no open-spots field: `out_of_capacity` says whether the party asked for fits, and a
 * restriction says the party may not book a slot that has room (real clubs keep single golfers
 * off empty tee times). So ask for one player first: it settles the full slots and shows which
 * slots a single may not book. Then ask for 4, 3 and 2 players while some slot with room is not
 * placed; one a single may book and no larger party fits has one spot.
 */
export async function findOpenSpots(
  ask: (partySize: number) => Promise<ChronogolfSlot[]>,
): Promise<OpenSlot[]> {
  const withRoom = new Map<string, ChronogolfSlot>();
  for (const slot of await ask(1))
    if (!slot.frozen && !slot.out_of_capacity) withRoom.set(slotKey(slot), slot);
  const placed: OpenSlot[] = [];
  for (const party of LARGER_PARTIES) {
    if (withRoom.size === 0) break;
    for (const slot of await ask(party)) {
      const single = withRoom.get(slotKey(slot));
      if (!single || slot.frozen || !partyMayBook(slot)) continue;
      placed.push({ slot, openSpots: party, minPlayers: partyMayBook(single) ? 1 : 2 });
      withRoom.delete(slotKey(slot));
    }
  }
  for (const single of withRoom.values())
    if (partyMayBook(single)) placed.push({ slot: single, openSpots: 1, minPlayers: 1 });
  return placed;
}

export function parseChronogolfTimes(body: unknown, metrics: TeeSheetMetrics): ChronogolfSlot[] {
  return parseList('chronogolf', body, chronogolfSlot, metrics, 'tee times');
}

export function normalizeChronogolf(
  open: OpenSlot[],
  query: TeeSheetQuery,
  holes: 9 | 18,
  metrics: TeeSheetMetrics,
): NormalizedTeeTime[] {
  const candidates: CandidateTeeTime[] = [];
  for (const { slot, openSpots, minPlayers } of open) {
    const start = courseTimeFromLocal(slot.date ?? query.date, slot.start_time);
    if (!start) continue;
    const fee = slot.green_fees[0];
    const dollars = fee ? (fee.green_fee ?? fee.price ?? fee.subtotal) : null;
    candidates.push({
      slotRef: slotKey(slot),
      ...start,
      holes,
      openSpots,
      minPlayers,
      pricePerPlayerCents: dollars === null ? null : dollarsToCents(dollars),
      cartIncluded: false,
      bookingUrl: query.courseBookingUrl,
    });
  }
  const untimed = open.length - candidates.length;
  if (untimed > 0)
    metrics.slotsSkipped({ platform: 'chronogolf', reason: 'no start time', count: untimed });
  return finishTeeTimes('chronogolf', query.date, candidates, metrics);
}

/** Chronogolf (Lightspeed Golf) marketplace v1: one GET per party size, at most four. */
export class ChronogolfAdapter implements TeeSheetProvider {
  readonly platform = 'chronogolf' as const;

  constructor(private readonly http: PlatformHttpClient) {}

  fetchTeeTimes(query: TeeSheetQuery, signal?: AbortSignal): Promise<NormalizedTeeTime[]> {
    return this.http.observeFetch(async () => {
      const { link } = query;
      if (link.platform !== 'chronogolf') throw wrongPlatform(this.platform, link);
      const holes = link.ids.nbHoles ?? 18;
      const open = await findOpenSpots(async (party) =>
        parseChronogolfTimes(
          await this.http.requestJson(
            chronogolfTimesRequest(link.ids, query, holes, party),
            signal,
          ),
          this.http.metrics,
        ),
      );
      return normalizeChronogolf(open, query, holes, this.http.metrics);
    });
  }
}

/** v1 tee times of one course-date for a party size: `out_of_capacity` says whether it fits. */
export function chronogolfTimesRequest(
  ids: ChronogolfIds,
  query: TeeSheetQuery,
  holes: 9 | 18,
  party: number,
): PlatformRequest {
  const affiliation = String(ids.affiliationTypeId);
  return {
    path: `/marketplace/clubs/${encodeURIComponent(String(ids.clubId))}/teetimes`,
    query: [
      ['date', query.date],
      ['course_id', String(ids.courseId)],
      // The affiliation id once per player is how v1 learns the party size.
      ...Array.from({ length: party }, () => ['affiliation_type_ids[]', affiliation] as const),
      ['nb_holes', String(holes)],
    ],
    headers: { referer: query.courseBookingUrl },
  };
}
