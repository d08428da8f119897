import { z } from 'zod';
import { courseTimeFromInstant } from '../../infra/time/denver-time.js';
import { type PlatformHttpClient, type PlatformRequest } from './http-client.js';
import {
  type CandidateTeeTime,
  finishTeeTimes,
  lenientArray,
  looseNumber,
  looseString,
  optionalNumber,
  parseList,
} from './slot-parsing.js';
import { wrongPlatform } from './tee-sheet.errors.js';
import { type TeeSheetMetrics } from './tee-sheet.metrics.js';
import {
  type NormalizedTeeTime,
  type TeeitupIds,
  type TeeSheetProvider,
  type TeeSheetQuery,
} from './tee-sheet.provider.js';

const prices = { greenFeeWalking: optionalNumber, greenFeeCart: optionalNumber };
const rate = z.object({
  name: looseString.catch(null),
  holes: optionalNumber,
  tags: lenientArray(looseString),
  ...prices,
  promotion: z.object(prices).nullable().catch(null).optional(),
});
type Rate = z.output<typeof rate>;

const teetime = z.object({
  teetime: z.string(),
  courseId: looseString.catch(null),
  maxPlayers: looseNumber,
  rates: lenientArray(rate),
});

const courseDay = z.object({ courseId: looseString.catch(null), teetimes: z.unknown() });

/** The round a rate sells: its holes, else its tags ("9" without "18" is nine holes). */
export function rateHoles(r: Pick<Rate, 'holes' | 'tags'>): 9 | 18 {
  if (r.holes === 9 || r.holes === 18) return r.holes;
  return r.tags.includes('9') && !r.tags.includes('18') ? 9 : 18;
}

/** Tags real rates carry for a junior or senior price (Green Knoll's "Junior / Senior": SRD, JR). */
const groupTags = new Set(['JR', 'SRD']);
/** A rate name that sells to a group, not a "Non-Resident" or "Non Member" one. */
const groupName =
  /(?<!non[-\s]?)\b(?:junior|senior|youth|student|military|veteran|resident|member)s?\b/i;

/**
 * Whether an adult member of the public may pay the rate: it is not sold to juniors, seniors or
 * another group (residents, members, the military, students) by its tags or its name. A course
 * lists such rates beside the public one at the same tee time, and cheaper.
 */
export function isPublicAdultRate(r: Pick<Rate, 'name' | 'tags'>): boolean {
  return !r.tags.some((tag) => tag !== null && groupTags.has(tag)) && !groupName.test(r.name ?? '');
}

interface Quote {
  cents: number;
  cart: boolean;
}

/** Every price a rate offers, promotions first when they undercut. */
function quotes(r: Rate): Quote[] {
  const walking = r.promotion?.greenFeeWalking ?? r.greenFeeWalking;
  const riding = r.promotion?.greenFeeCart ?? r.greenFeeCart;
  return [
    ...(walking === null ? [] : [{ cents: Math.round(walking), cart: false }]),
    ...(riding === null ? [] : [{ cents: Math.round(riding), cart: true }]),
  ];
}

/** An ISO time that lacks a zone is UTC on this platform. */
export function parseUtc(iso: string): number {
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(iso.trim()) ? iso.trim() : `${iso.trim()}Z`;
  return Date.parse(zoned);
}

/**
 * Turns a TeeItUp answer (one entry per course, each with its tee times) into tee times: one per
 * hole count the rates offer, at the cheapest quote an adult member of the public can pay.
 * `maxPlayers` is the open spots, money is cents.
 */
export function parseTeeitupTimes(
  body: unknown,
  query: TeeSheetQuery,
  metrics: TeeSheetMetrics,
): NormalizedTeeTime[] {
  const candidates: CandidateTeeTime[] = [];
  let unreadable = 0;
  let groupsOnly = 0;
  for (const day of parseList('teeitup', body, courseDay, metrics, 'course days')) {
    if (!Array.isArray(day.teetimes) || day.teetimes.length === 0) continue;
    for (const slot of parseList('teeitup', day.teetimes, teetime, metrics, 'tee times')) {
      const startsAtMs = parseUtc(slot.teetime);
      if (Number.isNaN(startsAtMs)) {
        unreadable += 1;
        continue;
      }
      const publicRates = slot.rates.filter(isPublicAdultRate);
      if (slot.rates.length > 0 && publicRates.length === 0) {
        groupsOnly += 1;
        continue;
      }
      const start = courseTimeFromInstant(startsAtMs);
      const byHoles = new Map<9 | 18, Quote | null>();
      for (const r of publicRates) {
        const holes = rateHoles(r);
        for (const quote of quotes(r)) {
          const best = byHoles.get(holes);
          if (!best || quote.cents < best.cents) byHoles.set(holes, quote);
        }
        if (!byHoles.has(holes)) byHoles.set(holes, null);
      }
      if (byHoles.size === 0) byHoles.set(18, null);
      const courseId = slot.courseId ?? day.courseId ?? '';
      for (const [holes, quote] of byHoles)
        candidates.push({
          slotRef: `${courseId}:${new Date(startsAtMs).toISOString()}:${holes}`,
          ...start,
          holes,
          openSpots: Math.trunc(slot.maxPlayers ?? 0),
          pricePerPlayerCents: quote?.cents ?? null,
          cartIncluded: quote?.cart ?? false,
          bookingUrl: query.courseBookingUrl,
        });
    }
  }
  if (unreadable > 0)
    metrics.slotsSkipped({ platform: 'teeitup', reason: 'no start time', count: unreadable });
  if (groupsOnly > 0)
    metrics.slotsSkipped({
      platform: 'teeitup',
      reason: 'rates for a group only',
      count: groupsOnly,
    });
  return finishTeeTimes('teeitup', query.date, candidates, metrics);
}

/** TeeItUp (Kenna): one GET per course-date, the course named by alias header and facility id. */
export class TeeitupAdapter implements TeeSheetProvider {
  readonly platform = 'teeitup' as const;

  constructor(private readonly http: PlatformHttpClient) {}

  fetchTeeTimes(query: TeeSheetQuery, signal?: AbortSignal): Promise<NormalizedTeeTime[]> {
    return this.http.observeFetch(async () => {
      const { link } = query;
      if (link.platform !== 'teeitup') throw wrongPlatform(this.platform, link);
      const body = await this.http.requestJson(teeitupTimesRequest(link.ids, query.date), signal);
      return parseTeeitupTimes(body, query, this.http.metrics);
    });
  }
}

/** The headers that name the course site, for every call of the alias. */
export function teeitupHeaders(ids: TeeitupIds): Record<string, string> {
  return { 'x-be-alias': ids.alias, origin: `https://${ids.alias}.book.teeitup.com` };
}

export function teeitupTimesRequest(ids: TeeitupIds, date: string): PlatformRequest {
  return {
    path: '/v2/tee-times',
    query: [
      ['date', date],
      // Without facilityIds some aliases answer an empty list.
      ['facilityIds', String(ids.facilityId)],
    ],
    headers: teeitupHeaders(ids),
  };
}
