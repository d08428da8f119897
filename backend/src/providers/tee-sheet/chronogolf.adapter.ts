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
    green_fees: lenientArray(greenFee),
  })
  .refine((slot) => slot.uuid !== null || slot.id !== null, 'a slot needs an id or uuid');
export type ChronogolfSlot = z.output<typeof chronogolfSlot>;

/** A slot's reference: its uuid, else its numeric id. */
export const slotKey = (slot: ChronogolfSlot) => slot.uuid ?? slot.id ?? '';

/** Largest party asked for; a slot that fits it is reported as 4 open spots. */
const LARGEST_PARTY = 4;

export interface OpenSlot {
  slot: ChronogolfSlot;
  openSpots: number;
}

/**
 * v1 has no open-spots field: `out_of_capacity` says whether the party asked for fits. So ask for
 * 4 players, then 3, 2, 1 only while some slot did not fit, and stop as soon as every slot is
 * placed. Where an answer shows one green fee per player (a fitting slot lists as many as the
 * party), a slot that does not fit and lists fewer has that many open spots (0 when full), which
 * saves the smaller asks.
 */
export async function findOpenSpots(
  ask: (partySize: number) => Promise<ChronogolfSlot[]>,
): Promise<OpenSlot[]> {
  const placed = new Map<string, OpenSlot>();
  const settled = new Set<string>();
  for (let party = LARGEST_PARTY; party >= 1; party -= 1) {
    const slots = (await ask(party)).filter((slot) => !slot.frozen && !settled.has(slotKey(slot)));
    const feePerPlayer =
      party > 1 && slots.some((s) => !s.out_of_capacity && s.green_fees.length === party);
    let unplaced = 0;
    for (const slot of slots) {
      const fees = slot.green_fees.length;
      if (slot.out_of_capacity && !(feePerPlayer && fees < party)) {
        unplaced += 1;
        continue;
      }
      const openSpots = slot.out_of_capacity ? fees : party;
      settled.add(slotKey(slot));
      if (openSpots > 0) placed.set(slotKey(slot), { slot, openSpots });
    }
    if (unplaced === 0) break;
  }
  return [...placed.values()];
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
  for (const { slot, openSpots } of open) {
    const start = courseTimeFromLocal(slot.date ?? query.date, slot.start_time);
    if (!start) continue;
    const fee = slot.green_fees[0];
    const dollars = fee ? (fee.green_fee ?? fee.price ?? fee.subtotal) : null;
    candidates.push({
      slotRef: slotKey(slot),
      ...start,
      holes,
      openSpots,
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
