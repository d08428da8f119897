import { z } from 'zod';
import { courseTimeFromMinutes } from '../../infra/time/denver-time.js';
import { type PlatformHttpClient, type PlatformRequest } from './http-client.js';
import {
  type CandidateTeeTime,
  dollarsToCents,
  finishTeeTimes,
  looseBoolean,
  looseNumber,
  optionalNumber,
  parseList,
} from './slot-parsing.js';
import { wrongPlatform } from './tee-sheet.errors.js';
import { type TeeSheetMetrics } from './tee-sheet.metrics.js';
import {
  firstOfSharedRead,
  type MembersportsIds,
  type NormalizedTeeTime,
  type ProviderLink,
  type ReleaseSchedule,
  type TeeSheetProvider,
  type TeeSheetQuery,
} from './tee-sheet.provider.js';

const item = z.object({
  teeTimeId: optionalNumber,
  price: optionalNumber,
  playerCount: looseNumber,
  golfClubId: optionalNumber,
  golfCourseId: optionalNumber,
  teeTime: optionalNumber,
  holesRequirementTypeId: optionalNumber,
  golfCourseNumberOfHoles: optionalNumber,
  minimumNumberOfPlayers: optionalNumber,
  allowSinglesToBookOnline: looseBoolean.optional(),
  isBackNine: looseBoolean,
  bookingNotAllowed: looseBoolean,
  hide: looseBoolean,
});
type Item = z.output<typeof item>;

const teeTimeRow = z.object({ teeTime: optionalNumber, items: z.unknown() });

/** A club group's booking policy (docs/platforms.md, "MemberSports"). */
const groupPolicy = z.object({
  advanceBookingDays: z.number().int().min(0).max(366),
  onlineBookingStartTime: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/),
});

/** Seats in a MemberSports tee time; anonymous callers see only how many are taken. */
const SEATS = 4;

/** A group or whole-club answer carries other courses; keep the asked course's items. */
function belongsToCourse(entry: Item, ids: MembersportsIds): boolean {
  if (ids.golfCourseId !== 0) return entry.golfCourseId === ids.golfCourseId;
  return entry.golfClubId === null || entry.golfClubId === ids.golfClubId;
}

/**
 * The round an item sells: `holesRequirementTypeId` 1 is nine holes, 2 eighteen.
 * `golfCourseNumberOfHoles` is the course's size (27 at a three-nine course, 18 on its nine-hole
 * items too), so it decides only where the item leaves the round open (0, "either").
 */
function holesOf(entry: Item): 9 | 18 {
  if (entry.holesRequirementTypeId === 1) return 9;
  if (entry.holesRequirementTypeId === 2) return 18;
  return entry.golfCourseNumberOfHoles === 9 ? 9 : 18;
}

/**
 * The smallest party the item takes. Real items carry the course's minimum (2) beside
 * `allowSinglesToBookOnline`; where singles may book online, one golfer may take a spot.
 */
function minPlayersOf(entry: Item): number {
  if (entry.allowSinglesToBookOnline) return 1;
  return Math.max(1, Math.trunc(entry.minimumNumberOfPlayers ?? 1));
}

/**
 * A MemberSports slotRef: `<golfCourseId>:<date>:<minutes>:<teeTimeId>`. One course has several
 * items at one minute (its rotations, a nine and an eighteen), each its own tee time with its own
 * teeTimeId, which is also what a booking holds.
 */
function membersportsSlotRef(
  golfCourseId: number,
  date: string,
  minutes: number,
  teeTimeId: number,
): string {
  return `${golfCourseId}:${date}:${minutes}:${teeTimeId}`;
}

/**
 * Turns a MemberSports answer (rows per minute after local midnight, items per course, rotation
 * and round) into the asked course's tee times; items not bookable online (bookingNotAllowed,
 * hide) are left out.
 */
export function parseMembersportsTimes(
  body: unknown,
  query: TeeSheetQuery,
  ids: MembersportsIds,
  metrics: TeeSheetMetrics,
): NormalizedTeeTime[] {
  const candidates: CandidateTeeTime[] = [];
  let untimed = 0;
  let unnamed = 0;
  for (const row of parseList('membersports', body, teeTimeRow, metrics, 'tee time rows')) {
    if (!Array.isArray(row.items) || row.items.length === 0) continue;
    for (const entry of parseList('membersports', row.items, item, metrics, 'items')) {
      if (entry.bookingNotAllowed || entry.hide || !belongsToCourse(entry, ids)) continue;
      const minutes = row.teeTime ?? entry.teeTime;
      const start = minutes === null ? null : courseTimeFromMinutes(query.date, minutes);
      if (minutes === null || !start) {
        untimed += 1;
        continue;
      }
      if (entry.teeTimeId === null) {
        unnamed += 1;
        continue;
      }
      const courseId = entry.golfCourseId ?? ids.golfCourseId;
      candidates.push({
        slotRef: membersportsSlotRef(courseId, query.date, minutes, entry.teeTimeId),
        ...start,
        holes: holesOf(entry),
        openSpots: SEATS - Math.trunc(entry.playerCount ?? SEATS),
        minPlayers: minPlayersOf(entry),
        pricePerPlayerCents: entry.price === null ? null : dollarsToCents(entry.price),
        cartIncluded: false,
        bookingUrl: query.courseBookingUrl,
      });
    }
  }
  if (untimed > 0)
    metrics.slotsSkipped({ platform: 'membersports', reason: 'no start time', count: untimed });
  // Without its teeTimeId an item can neither be told from its neighbours nor be held.
  if (unnamed > 0)
    metrics.slotsSkipped({ platform: 'membersports', reason: 'no tee time id', count: unnamed });
  return finishTeeTimes('membersports', query.date, candidates, metrics);
}

export interface MembersportsOptions {
  /** The booking site's public key, the same for every visitor. */
  apiKey: string;
}

/** MemberSports: one POST per club (or club group) and date. */
export class MembersportsAdapter implements TeeSheetProvider {
  readonly platform = 'membersports' as const;

  constructor(
    private readonly http: PlatformHttpClient,
    private readonly options: MembersportsOptions,
  ) {}

  fetchTeeTimes(query: TeeSheetQuery, signal?: AbortSignal): Promise<NormalizedTeeTime[]> {
    return this.http.observeFetch(async () => {
      const { link } = query;
      if (link.platform !== 'membersports') throw wrongPlatform(this.platform, link);
      const { ids } = link;
      const body = await this.http.requestJson(
        membersportsTimesRequest(ids, query.date, this.options.apiKey),
        signal,
      );
      return parseMembersportsTimes(body, query, ids, this.http.metrics);
    });
  }

  /**
   * A club group's courses share one answer (Denver's municipal courses are one group), whatever
   * configuration each course's page names: a group's answer is the same for every one.
   */
  sharedReadKey(link: ProviderLink): string | null {
    if (link.platform !== 'membersports' || link.ids.golfClubGroupId === 0) return null;
    return `group-${link.ids.golfClubGroupId}`;
  }

  /**
   * The club group's policy: each day at `onlineBookingStartTime` the date `advanceBookingDays`
   * ahead opens. A course outside any group publishes none that TeeWatch reads.
   */
  async releaseSchedule(link: ProviderLink, signal?: AbortSignal): Promise<ReleaseSchedule | null> {
    if (link.platform !== 'membersports') throw wrongPlatform(this.platform, link);
    if (link.ids.golfClubGroupId === 0) return null;
    const body = await this.http.requestJson(
      {
        method: 'GET',
        path: `/api/v1/golfclubs/group/${link.ids.golfClubGroupId}`,
        headers: membersportsHeaders(this.options.apiKey),
      },
      signal,
    );
    const policy = groupPolicy.safeParse(body);
    if (!policy.success) return null;
    const { advanceBookingDays, onlineBookingStartTime } = policy.data;
    return {
      daysAhead: advanceBookingDays,
      opensAt:
        onlineBookingStartTime.length === 5
          ? `${onlineBookingStartTime}:00`
          : onlineBookingStartTime,
    };
  }

  /** One request for the group; each query keeps its own course's slots. */
  fetchTeeTimesTogether(
    queries: TeeSheetQuery[],
    signal?: AbortSignal,
  ): Promise<NormalizedTeeTime[][]> {
    return this.http.observeFetch(async () => {
      const links = queries.map(({ link }) => {
        if (link.platform !== 'membersports') throw wrongPlatform(this.platform, link);
        return link;
      });
      const first = firstOfSharedRead(queries, (link) => this.sharedReadKey(link));
      const body = await this.http.requestJson(
        membersportsTimesRequest(links[0]!.ids, first.date, this.options.apiKey),
        signal,
      );
      return queries.map((query, index) =>
        parseMembersportsTimes(body, query, links[index]!.ids, this.http.metrics),
      );
    });
  }
}

/** The site's headers: its public key (when configured) and its own origin. */
export function membersportsHeaders(apiKey: string): Record<string, string> {
  return {
    ...(apiKey ? { 'x-api-key': apiKey } : {}),
    origin: 'https://app.membersports.com',
    referer: 'https://app.membersports.com/',
  };
}

/**
 * One course's (or club's, or group's) tee times of a date; a read, though it is a POST. The body
 * is the booking page's own, which names no memberProfileId.
 */
export function membersportsTimesRequest(
  ids: MembersportsIds,
  date: string,
  apiKey: string,
): PlatformRequest {
  return {
    method: 'POST',
    path: '/api/v1/golfclubs/onlineBookingTeeTimes',
    headers: membersportsHeaders(apiKey),
    json: {
      configurationTypeId: ids.configurationTypeId,
      date,
      golfClubGroupId: ids.golfClubGroupId,
      golfClubId: ids.golfClubId,
      golfCourseId: ids.golfCourseId,
      groupSheetTypeId: 0,
    },
  };
}
