import { z } from 'zod';
import { courseTimeFromLocal } from '../../infra/time/denver-time.js';
import { type PlatformHttpClient, type PlatformRequest } from './http-client.js';
import { PerSite } from './per-site.js';
import {
  type CandidateTeeTime,
  courseSlotRef,
  dollarsToCents,
  finishTeeTimes,
  lenientArray,
  looseBoolean,
  looseNumber,
  looseString,
  optionalNumber,
  parseList,
} from './slot-parsing.js';
import { TeeSheetError, wrongPlatform } from './tee-sheet.errors.js';
import { type TeeSheetMetrics } from './tee-sheet.metrics.js';
import {
  type NormalizedTeeTime,
  type TeesnapIds,
  type TeeSheetProvider,
  type TeeSheetQuery,
} from './tee-sheet.provider.js';

/** A tee time seats a foursome; its open spots are four less the golfers booked on it. */
const teeTimeCapacity = 4;

/** The sites sit behind a CDN that answers 403 to a client without a browser's User-Agent. */
const browserAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0.0.0 Safari/537.36';

/** An id: a whole number, or a string of one. */
const wholeNumber = looseNumber.refine((value) => value !== null && Number.isInteger(value));

/** A course as the site's home page lists it (`window.courses`); only what TeeWatch uses. */
const siteCourse = z.object({
  id: wholeNumber,
  name: looseString.catch(null),
  /** The round length the site's own search asks for first (9 at a nine-hole course). */
  holes_default: optionalNumber,
});

/** What TeeWatch keeps of a site: its courses by id. */
interface Site {
  courses: Map<number, { name: string | null; holesDefault: number | null }>;
}

const roundOf: Record<string, 9 | 18> = { EIGHTEEN_HOLE: 18, NINE_HOLE: 9 };

/** One booking on the day's sheet: its golfers (ids or objects) make its party. */
const booking = z.object({ bookingId: wholeNumber, golfers: z.unknown() });

/** Where a tee time starts (`FRONT_NINE` on the first tee, `BACK_NINE` on the tenth). */
const section = z.object({
  teeOff: looseString.catch(null),
  /** The ids of the bookings on it; real sites leave the key out where nobody is booked. */
  bookings: lenientArray(wholeNumber),
  /** Kept by the course (or in someone's checkout): nothing is bookable there. */
  isHeld: looseBoolean,
});

/** One tee time of the day's sheet; the sheet lists booked-up ones too. */
const teeTime = z.object({
  /** Course-local start without a zone, "2026-06-20T07:10:00". */
  teeTime: looseString.catch(null),
  /** A price per round sold, in dollars, as strings ("42.00"). */
  prices: lenientArray(
    z.object({
      roundType: looseString.catch(null),
      price: optionalNumber,
      rackRatePrice: optionalNumber,
    }),
  ),
  teeOffSections: lenientArray(section),
});
type TeeTime = z.output<typeof teeTime>;

const sheet = z.object({
  teeTimes: z.object({ bookings: lenientArray(booking), teeTimes: z.array(z.unknown()) }),
});

/** A refusal the platform words as `errors`; `date_not_allowed` is a day outside its window. */
const refusal = z.object({ errors: z.unknown() });

/**
 * The JSON value a page's script assigns to `window.<name>` (`window.courses = [...]`), read to
 * its matching bracket; undefined where the page assigns none or it does not parse.
 */
export function inlineValue(html: string, name: string): unknown {
  const assignment = new RegExp(`window\\.${name}\\s*=\\s*`).exec(html);
  if (!assignment) return undefined;
  const start = assignment.index + assignment[0].length;
  const open = html[start];
  if (open !== '[' && open !== '{') return undefined;
  let depth = 0;
  let inString = false;
  for (let at = start; at < html.length; at += 1) {
    const char = html[at];
    if (inString) {
      if (char === '\\') at += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') depth += 1;
    else if (char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) {
        try {
          return JSON.parse(html.slice(start, at + 1)) as unknown;
        } catch {
          return undefined;
        }
      }
    }
  }
  return undefined;
}

/**
 * The courses a site's home page lists: the top-level entries of `window.courses` (else of
 * `window.property.courses`). A course embeds its property and its notices, whose ids are not
 * courses, so only the top level counts.
 */
export function readSite(html: string, subdomain: string): Site {
  const property = inlineValue(html, 'property') as { courses?: unknown } | undefined;
  const listed = inlineValue(html, 'courses') ?? property?.courses;
  if (!Array.isArray(listed)) {
    if (/no website here|unknown property/i.test(html))
      throw new TeeSheetError('rejected', 'teesnap', `there is no Teesnap site ${subdomain}`);
    throw new TeeSheetError(
      'malformed',
      'teesnap',
      `site ${subdomain}: the home page lists no courses (window.courses)`,
    );
  }
  const courses: Site['courses'] = new Map();
  for (const entry of listed) {
    const course = siteCourse.safeParse(entry);
    if (course.success)
      courses.set(course.data.id!, {
        name: course.data.name,
        holesDefault: course.data.holes_default,
      });
  }
  return { courses };
}

/** The site's courses as "148 Heather Gardens Golf Course", for a refusal. */
function describeCourses(courses: Site['courses']): string {
  const listed = [...courses].map(([id, { name }]) => (name ? `${id} ${name}` : String(id)));
  return listed.length > 0 ? listed.join(', ') : 'none';
}

/** The golfers of each booking of the day, by booking id; a booking holds at least one. */
function partiesOf(bookings: z.output<typeof booking>[]): Map<number, number> {
  return new Map(
    bookings.map((entry) => [
      entry.bookingId!,
      Math.max(1, Array.isArray(entry.golfers) ? entry.golfers.length : 1),
    ]),
  );
}

/**
 * Open spots of a tee time where a round starts on the first tee (`FRONT_NINE`, else its only
 * section): four less the golfers of its bookings (a booking the day does not list counts one),
 * none where it is held. Null where it names no section at all.
 */
function openSpotsOf(teeTime: TeeTime, parties: Map<number, number>): number | null {
  const sections = teeTime.teeOffSections;
  const first = sections.find((each) => each.teeOff === 'FRONT_NINE') ?? sections[0];
  if (!first) return null;
  if (first.isHeld) return 0;
  const booked = first.bookings.reduce<number>((sum, id) => sum + (parties.get(id!) ?? 1), 0);
  return Math.max(0, teeTimeCapacity - booked);
}

/** The cheapest price per player of each round the tee time sells (`price`, else the rack rate). */
function roundsOf(teeTime: TeeTime): Array<{ holes: 9 | 18; dollars: number | null }> {
  const cheapest = new Map<9 | 18, number | null>();
  for (const entry of teeTime.prices) {
    const holes = roundOf[entry.roundType ?? ''];
    if (holes === undefined) continue;
    const dollars = entry.price ?? entry.rackRatePrice;
    const known = cheapest.get(holes);
    if (known === undefined || (dollars !== null && (known === null || dollars < known)))
      cheapest.set(holes, dollars);
  }
  const rounds = [...cheapest].map(([holes, dollars]) => ({ holes, dollars }));
  // A tee time without a price for a round it names is kept, to be counted as unpriced.
  return rounds.length > 0 ? rounds : [{ holes: 18, dollars: null }];
}

/**
 * Turns a teetimes-day answer into the course's tee times. The sheet lists every tee time of the
 * day, booked-up ones too, with the day's bookings beside it; a tee time selling nine and eighteen
 * holes is two TeeWatch tee times. A day outside the course's booking window
 * (`{errors: "date_not_allowed"}`, as a 200 or a 400) has none; another refusal is the platform
 * refusing the course.
 */
export function parseTeesnapTimes(
  answer: { status: number; body: unknown },
  query: TeeSheetQuery,
  ids: TeesnapIds,
  metrics: TeeSheetMetrics,
): NormalizedTeeTime[] {
  const refused = refusal.safeParse(answer.body);
  if (refused.success && refused.data.errors !== undefined && refused.data.errors !== null) {
    if (refused.data.errors === 'date_not_allowed') return [];
    throw new TeeSheetError(
      'rejected',
      'teesnap',
      `course ${ids.courseId}: ${JSON.stringify(refused.data.errors).slice(0, 120)}`,
      { status: answer.status },
    );
  }
  if (answer.status >= 300)
    throw new TeeSheetError(
      'rejected',
      'teesnap',
      `course ${ids.courseId}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 80)}`,
      { status: answer.status },
    );
  const day = sheet.safeParse(answer.body);
  if (!day.success)
    throw new TeeSheetError(
      'malformed',
      'teesnap',
      'the answer has no day of tee times (teeTimes)',
    );
  const { bookings, teeTimes } = day.data.teeTimes;
  if (teeTimes.length === 0) return [];
  const parties = partiesOf(bookings);
  const candidates: CandidateTeeTime[] = [];
  let untimed = 0;
  let unplaced = 0;
  for (const slot of parseList('teesnap', teeTimes, teeTime, metrics, 'tee times')) {
    const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{1,2}:\d{2})/.exec(slot.teeTime ?? '');
    const start = local ? courseTimeFromLocal(local[1]!, local[2]!) : null;
    if (!start) {
      untimed += 1;
      continue;
    }
    const openSpots = openSpotsOf(slot, parties);
    if (openSpots === null) {
      unplaced += 1;
      continue;
    }
    for (const { holes, dollars } of roundsOf(slot))
      candidates.push({
        slotRef: courseSlotRef(ids.courseId, start, holes),
        ...start,
        holes,
        openSpots,
        pricePerPlayerCents: dollars === null ? null : dollarsToCents(dollars),
        // Asked without add-ons: the price is the round without a cart.
        cartIncluded: false,
        bookingUrl: query.courseBookingUrl,
      });
  }
  if (untimed > 0)
    metrics.slotsSkipped({ platform: 'teesnap', reason: 'no start time', count: untimed });
  if (unplaced > 0)
    metrics.slotsSkipped({ platform: 'teesnap', reason: 'no tee-off section', count: unplaced });
  return finishTeeTimes('teesnap', query.date, candidates, metrics);
}

/** What a browser sends on the site, whose CDN turns away clients that do not look like one. */
const siteHeaders = (subdomain: string) => ({
  'user-agent': browserAgent,
  'accept-language': 'en-US,en;q=0.9',
  referer: `https://${subdomain}.teesnap.net/`,
});

/**
 * Teesnap: every course has its own site (https://{subdomain}.teesnap.net) whose home page lists
 * its courses, and one GET per course and date answers the day's whole sheet as JSON. The
 * platform looks a course id up across all its sites, so an id that is not the site's own reads
 * another club's tee sheet without a word: the adapter reads the site's course list once and
 * refuses a course the site does not list, naming the ones it does.
 */
export class TeesnapAdapter implements TeeSheetProvider {
  readonly platform = 'teesnap' as const;
  private readonly sites = new PerSite<Site>();

  constructor(private readonly http: PlatformHttpClient) {}

  fetchTeeTimes(query: TeeSheetQuery, signal?: AbortSignal): Promise<NormalizedTeeTime[]> {
    return this.http.observeFetch(async () => {
      const { link } = query;
      if (link.platform !== 'teesnap') throw wrongPlatform(this.platform, link);
      const { subdomain, courseId } = link.ids;
      const { courses } = await this.sites.get(subdomain, () => this.openSite(subdomain, signal));
      const course = courses.get(courseId);
      if (!course)
        throw new TeeSheetError(
          'rejected',
          'teesnap',
          `site ${subdomain} has no course ${courseId}; it has ${describeCourses(courses)}`,
        );
      const answer = await this.http.requestAnswer(
        dayRequest(link.ids, query.date, course.holesDefault),
        signal,
      );
      return parseTeesnapTimes(answer, query, link.ids, this.http.metrics);
    });
  }

  /** The site's home page, read once (a failed reading is tried again by the next read). */
  private async openSite(subdomain: string, signal?: AbortSignal): Promise<Site> {
    const { text } = await this.http.requestPage(
      {
        path: '/',
        tenant: subdomain,
        headers: { accept: 'text/html,application/xhtml+xml,*/*', ...siteHeaders(subdomain) },
      },
      signal,
    );
    return readSite(text, subdomain);
  }
}

/**
 * One date's sheet of the course, as the site's own page asks for it: any tee time with a spot
 * open (`players` 1; the sheet lists booked-up ones anyway), the course's first round length, no
 * add-ons (so the price is the round without a cart).
 */
function dayRequest(ids: TeesnapIds, date: string, holesDefault: number | null): PlatformRequest {
  return {
    path: '/customer-api/teetimes-day',
    tenant: ids.subdomain,
    query: [
      ['course', String(ids.courseId)],
      ['date', date],
      ['players', '1'],
      ['holes', holesDefault === 9 ? '9' : '18'],
      ['addons', 'off'],
    ],
    headers: siteHeaders(ids.subdomain),
  };
}
