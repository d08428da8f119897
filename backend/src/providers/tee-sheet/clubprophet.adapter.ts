import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { COURSE_TIME_ZONE, courseTimeFromLocal } from '../../infra/time/denver-time.js';
import { type PlatformHttpClient, type PlatformRequest } from './http-client.js';
import {
  type CandidateTeeTime,
  candidatesOfCourse,
  courseSlotRef,
  dollarsToCents,
  finishTeeTimes,
  lenientArray,
  looseBoolean,
  looseString,
  optionalNumber,
  parseList,
} from './slot-parsing.js';
import { PerSite } from './per-site.js';
import { SiteAdapter } from './site-adapter.js';
import { TeeSheetError } from './tee-sheet.errors.js';
import { type TeeSheetMetrics } from './tee-sheet.metrics.js';
import {
  type ClubprophetIds,
  type NormalizedTeeTime,
  type TeeSheetQuery,
} from './tee-sheet.provider.js';

const api = '/onlineres/onlineapi/api/v1/onlinereservation';

/**
 * What the booking site sends with every API call besides its site and key. The platform refuses a
 * call without x-componentid (400 "Invalid componentid request header").
 */
const clientHeaders = {
  'x-componentid': '1',
  'x-moduleid': '7',
  'x-productid': '1',
  'x-terminalid': '3',
  'x-ismobile': 'false',
  'x-timezoneid': COURSE_TIME_ZONE,
};

const configuration = z.object({ apiKey: z.string().min(1) });

const itemPrice = z.object({
  shItemCode: looseString.catch(null),
  price: optionalNumber,
  currentPrice: optionalNumber,
});

/*
 * Real rows carry the hole flags unevenly (one site only is18HoleOnly, another only is9HoleOnly,
 * a third neither, selling "9 or 18"), and a client's copy of a real answer has no seat list: a
 * missing field is one the site did not send, not an unreadable row.
 */
const teeTime = z.object({
  startTime: looseString.catch(null),
  courseId: optionalNumber,
  holes: optionalNumber,
  is18HoleOnly: looseBoolean.optional(),
  is9HoleOnly: looseBoolean.optional(),
  /** The free seats, one entry each: its length is the open spots. */
  availableParticipantNo: z
    .unknown()
    .transform((value) => (Array.isArray(value) ? value : []))
    .optional(),
  /** The largest party the tee time still takes: the room where no seat list is sent. */
  maxPlayer: optionalNumber,
  minPlayer: optionalNumber,
  shItemPrices: lenientArray(itemPrice),
});
type TeeTime = z.output<typeof teeTime>;

const answer = z.object({ isSuccess: looseBoolean, content: z.unknown() });
const message = z.object({
  messageKey: looseString.catch(null),
  messageTemplate: looseString.catch(null),
});

/** An API key and a registered transaction: what a visitor of the site holds while searching. */
interface Session {
  apiKey: string;
  transactionId: string;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-04-15" as the booking page writes it for searchDate (JavaScript's toDateString). */
export function searchDate(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  return [
    weekdays[day.getUTCDay()],
    months[day.getUTCMonth()],
    String(day.getUTCDate()).padStart(2, '0'),
    day.getUTCFullYear(),
  ].join(' ');
}

/**
 * The green fee per player of a round, in dollars, by its item code: GreenFee18, GreenFee9, or
 * with the site's suffix after the holes (GreenFee18Online).
 */
function greenFee(slot: TeeTime, holes: 9 | 18): number | null {
  const code = new RegExp(`^greenfee${holes}(?!\\d)`, 'i');
  const item = slot.shItemPrices.find((each) => code.test(each.shItemCode ?? ''));
  return item ? (item.price ?? item.currentPrice) : null;
}

const openSpotsOf = (slot: TeeTime): number =>
  slot.availableParticipantNo?.length ?? Math.max(0, Math.trunc(slot.maxPlayer ?? 0));

/** The rounds a tee time sells: as its flags say, else those with a green fee, else its holes. */
function roundsOf(slot: TeeTime): Array<9 | 18> {
  if (slot.is9HoleOnly) return [9];
  if (slot.is18HoleOnly) return [18];
  const priced = ([18, 9] as const).filter((holes) => greenFee(slot, holes) !== null);
  if (priced.length > 0) return priced;
  return [slot.holes === 9 ? 9 : 18];
}

/**
 * Turns a TeeTimes answer into one course's tee times. `content` is the list of tee times, or a
 * NO_TEETIMES message on a day without any. Rows of the courses asked together with this one are
 * left to their own queries; a row without a course id belongs to this course only when it was
 * asked alone.
 */
export function parseClubprophetTimes(
  body: unknown,
  query: TeeSheetQuery,
  ids: ClubprophetIds,
  askedAlone: boolean,
  metrics: TeeSheetMetrics,
): NormalizedTeeTime[] {
  const envelope = answer.safeParse(body);
  if (!envelope.success)
    throw new TeeSheetError('malformed', 'clubprophet', 'the answer is not a TeeTimes envelope');
  const { content, isSuccess } = envelope.data;
  if (!Array.isArray(content)) {
    const said = message.safeParse(content);
    const { messageKey, messageTemplate } = said.success
      ? said.data
      : { messageKey: null, messageTemplate: null };
    if (messageKey === 'NO_TEETIMES') return [];
    if (!isSuccess && messageKey !== null)
      throw new TeeSheetError('rejected', 'clubprophet', `${messageKey}: ${messageTemplate ?? ''}`);
    throw new TeeSheetError(
      'malformed',
      'clubprophet',
      'content is neither tee times nor a message',
    );
  }
  const rows = parseList('clubprophet', content, teeTime, metrics, 'tee times');
  const candidates = candidatesOfCourse(
    'clubprophet',
    rows,
    (slot) => slot.courseId,
    { courseId: ids.courseId, alone: askedAlone },
    (slot) => {
      const [date = '', time = ''] = (slot.startTime ?? '').split('T');
      const start = courseTimeFromLocal(date, time);
      if (!start) return null;
      return roundsOf(slot).map((holes): CandidateTeeTime => {
        const dollars = greenFee(slot, holes);
        return {
          slotRef: courseSlotRef(ids.courseId, start, holes),
          ...start,
          holes,
          openSpots: openSpotsOf(slot),
          minPlayers: Math.max(1, Math.trunc(slot.minPlayer ?? 1)),
          pricePerPlayerCents: dollars === null ? null : dollarsToCents(dollars),
          // Carts are items of their own (FullCart18, ...): the green fee is the round without one.
          cartIncluded: false,
          bookingUrl: query.courseBookingUrl,
        };
      });
    },
    metrics,
  );
  return finishTeeTimes('clubprophet', query.date, candidates, metrics);
}

/**
 * Club Prophet (CPS): every course site is its own host. A visitor fetches the site's API key,
 * registers a transaction id and then searches; TeeWatch keeps that session per site and renews it
 * once when the platform refuses it (the key lapsed, or the site's firewall wants a new visitor).
 * One TeeTimes call answers several courses of a site.
 */
export class ClubprophetAdapter extends SiteAdapter<'clubprophet'> {
  private readonly sessions = new PerSite<Session>();

  constructor(http: PlatformHttpClient) {
    super('clubprophet', http, parseClubprophetTimes);
  }

  /** The courses of one site (with its id and site number) share one answer. */
  protected siteOf(ids: ClubprophetIds): string {
    return `${ids.tenant}/${ids.websiteId}/${ids.siteId}`;
  }

  /** The site's TeeTimes answer; a refused session is renewed once, then the refusal stands. */
  protected async readSite(
    ids: ClubprophetIds,
    courseIds: number[],
    date: string,
    signal?: AbortSignal,
  ): Promise<unknown> {
    const pending = this.session(ids, signal);
    try {
      const session = await pending;
      return await this.http.requestJson(teeTimesRequest(ids, session, courseIds, date), signal);
    } catch (error) {
      if (!(error instanceof TeeSheetError) || error.kind !== 'unauthorized') throw error;
      // A read that already renewed it meanwhile left its new session: that one is used.
      this.sessions.drop(ids.tenant, pending);
      const renewed = await this.session(ids, signal);
      return this.http.requestJson(teeTimesRequest(ids, renewed, courseIds, date), signal);
    }
  }

  /**
   * The site's session, opened once for the reads that ask at the same time (the stopping signal
   * of the worker is the same for all of them).
   */
  private session(ids: ClubprophetIds, signal?: AbortSignal): Promise<Session> {
    return this.sessions.get(ids.tenant, () => this.openSession(ids, signal));
  }

  private async openSession(ids: ClubprophetIds, signal?: AbortSignal): Promise<Session> {
    const found = configuration.safeParse(
      await this.http.requestJson(
        { path: '/onlineresweb/Home/Configuration', tenant: ids.tenant },
        signal,
      ),
    );
    if (!found.success)
      throw new TeeSheetError('malformed', 'clubprophet', 'the site configuration has no apiKey');
    const session = { apiKey: found.data.apiKey, transactionId: randomUUID() };
    const registered = await this.http.requestJson(
      {
        method: 'POST',
        path: `${api}/RegisterTransactionId`,
        tenant: ids.tenant,
        headers: apiHeaders(ids, session.apiKey),
        json: { transactionId: session.transactionId },
      },
      signal,
    );
    if (registered !== true && registered !== 'true')
      throw new TeeSheetError('rejected', 'clubprophet', 'the site did not register the search');
    return session;
  }
}

/** The headers of every API call: the site, its key, the booking page's fixed ones, a request id. */
function apiHeaders(ids: ClubprophetIds, apiKey: string): Record<string, string> {
  return {
    ...clientHeaders,
    'x-apikey': apiKey,
    'x-websiteid': ids.websiteId,
    'x-siteid': String(ids.siteId),
    'x-requestid': randomUUID(),
  };
}

/** One date's tee times of the site's courses, every round length and party size. */
function teeTimesRequest(
  ids: ClubprophetIds,
  session: Session,
  courseIds: number[],
  date: string,
): PlatformRequest {
  return {
    path: `${api}/TeeTimes`,
    tenant: ids.tenant,
    query: [
      ['searchDate', searchDate(date)],
      ['courseIds', courseIds.join(',')],
      ['transactionId', session.transactionId],
      ['holes', '0'],
      ['numberOfPlayer', '0'],
      ['teeOffTimeMin', '0'],
      ['teeOffTimeMax', '23'],
    ],
    headers: apiHeaders(ids, session.apiKey),
  };
}
