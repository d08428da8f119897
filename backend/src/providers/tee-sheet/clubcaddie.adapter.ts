import { z } from 'zod';
import { courseTimeFromLocal } from '../../infra/time/denver-time.js';
import { type PlatformHttpClient, type PlatformRequest } from './http-client.js';
import {
  attributeOf,
  elementsOf,
  type HtmlDocument,
  type HtmlPage,
  type HtmlScope,
  readHtml,
  scriptsOf,
  textOf,
  unclosedNames,
} from './html-page.js';
import { PerSite } from './per-site.js';
import {
  type CandidateTeeTime,
  courseSlotRef,
  dollarsToCents,
  finishTeeTimes,
  lenientArray,
  looseString,
  optionalNumber,
  parseList,
  usDate,
} from './slot-parsing.js';
import { TeeSheetError, wrongPlatform } from './tee-sheet.errors.js';
import { type TeeSheetMetrics } from './tee-sheet.metrics.js';
import {
  type ClubcaddieIds,
  type NormalizedTeeTime,
  type TeeSheetProvider,
  type TeeSheetQuery,
} from './tee-sheet.provider.js';

/**
 * What a visitor of a course's booking page holds while searching: the search form's hidden
 * fields and the session the page opened.
 */
export interface CoursePage {
  /** The platform's number for the course (`CourseId`), which only the page names. */
  courseId: string;
  /** `apikey`: the course key of the page's address, as the form repeats it. */
  apiKey: string;
  /** `HoleGroup`: which nine the search starts on; "front" where the form names none. */
  holeGroup: string;
  /** The session the page answered (`Session-Id`), sent back as `Interaction`; null if none. */
  interaction: string | null;
}

/** One tee time, as the URL-encoded JSON of its form's hidden `slot` input says it. */
const slot = z.object({
  /** Course-local wall clock, "08:36:00". */
  StartTime: looseString.catch(null),
  PlayersAvailable: optionalNumber,
  /** The smallest party the course sells this tee time to. */
  MinimumPlayersAvailable: optionalNumber,
  /** The cheapest rate per player in dollars, of any round; the per-round ones are preferred. */
  LowestPrice: optionalNumber,
  LowestPriceHoleRate_18: optionalNumber,
  LowestPriceHoleRate_9: optionalNumber,
  /** The rates of the tee time: per player in dollars per round, null for a round not sold. */
  PricingPlan: lenientArray(z.object({ HoleRate_18: optionalNumber, HoleRate_9: optionalNumber })),
});
type Slot = z.output<typeof slot>;
/** A slot with the date its form names, where it names one. */
const datedSlot = z.object({ raw: slot, date: looseString.catch(null) });

/** What the platform says on a day (or in hours) without tee times. */
const emptyDay =
  /\bno\s+(?:available\s+)?tee[\s-]*times?\b|use time (?:&|and) day filters to find desired tee[\s-]*times/i;

/**
 * Every `<input>` of an HTML text or element, as its attributes (names lower-cased, values with
 * their character references resolved).
 */
export function inputsOf(scope: string | HtmlScope): Array<Record<string, string>> {
  const within = typeof scope === 'string' ? readHtml(scope).document : scope;
  return elementsOf(within, 'input').map((input) => ({ ...input.attribs }));
}

/** The value of the named input (any case), or null. */
function inputValue(inputs: Array<Record<string, string>>, name: string): string | null {
  const found = inputs.find((input) => input.name?.toLowerCase() === name.toLowerCase());
  return found?.value?.trim() || null;
}

/** An answer whose `div` or `form` elements open without closing was cut short. */
function cutShort(page: HtmlPage): boolean {
  const unclosed = unclosedNames(page);
  return unclosed.has('div') || unclosed.has('form');
}

/** The session the page's links (or its scripts) carry as `Interaction=`, or null. */
function linkedInteraction(document: HtmlDocument): string | null {
  const carriers = [
    ...elementsOf(document, null).flatMap((element) => Object.values(element.attribs)),
    ...scriptsOf(document),
  ];
  for (const text of carriers) {
    const session = /[?&]Interaction=([A-Za-z0-9]+)/.exec(text)?.[1];
    if (session) return session;
  }
  return null;
}

/**
 * The booking page's search form: the course's number, its key, the nine a search starts on, and
 * the session (the `Session-Id` header, else an `Interaction=` the page links with).
 */
export function readCoursePage(html: string, sessionId: string | null): CoursePage {
  const { document } = readHtml(html);
  const [form] = elementsOf(
    document,
    'form',
    (f) => attributeOf(f, 'id')?.toLowerCase() === 'searchform',
  );
  const inputs = inputsOf(form ?? document);
  const courseId = inputValue(inputs, 'CourseId');
  const apiKey = inputValue(inputs, 'apikey');
  if (!courseId || !/^\d+$/.test(courseId) || !apiKey)
    throw new TeeSheetError(
      'malformed',
      'clubcaddie',
      "the booking page's search form has no CourseId and apikey",
    );
  return {
    courseId,
    apiKey,
    holeGroup: inputValue(inputs, 'HoleGroup') ?? 'front',
    interaction: sessionId?.trim() || linkedInteraction(document),
  };
}

/** A slot input's value: URL-encoded as a form encodes (a space is "+"), then JSON. */
function decodeSlot(value: string): unknown {
  try {
    return JSON.parse(decodeURIComponent(value.replace(/\+/g, ' '))) as unknown;
  } catch {
    return null;
  }
}

/**
 * Each tee time of an answer: its slot's JSON and the date its form names (a hidden `Date` input,
 * "2026-06-20"). A tee time is a form of its own; where slot inputs stand outside forms, each is
 * read alone.
 */
function slotsOf(document: HtmlDocument): Array<{ raw: unknown; date: string | null }> {
  const forms = elementsOf(document, 'form').map((form) => inputsOf(form));
  const withSlot = forms.filter((inputs) => inputValue(inputs, 'slot') !== null);
  const blocks = withSlot.length > 0 ? withSlot : inputsOf(document).map((input) => [input]);
  return blocks.flatMap((inputs) => {
    const value = inputValue(inputs, 'slot');
    return value === null ? [] : [{ raw: decodeSlot(value), date: inputValue(inputs, 'Date') }];
  });
}

/** The cheapest positive rate per player of a round, in dollars; null where none sells it. */
function cheapest(rates: Array<number | null>): number | null {
  const sold = rates.filter((rate): rate is number => rate !== null && rate > 0);
  return sold.length > 0 ? Math.min(...sold) : null;
}

/**
 * The rounds a tee time sells with their price per player: each round with a rate of its own
 * (`LowestPriceHoleRate_18` / `_9`, else the pricing plans' `HoleRate_18` / `_9`), else one
 * 18-hole round at `LowestPrice`.
 */
function roundsOf(teeTime: Slot): Array<{ holes: 9 | 18; dollars: number | null }> {
  const plans = teeTime.PricingPlan;
  const rounds = [
    {
      holes: 18 as const,
      dollars: cheapest([teeTime.LowestPriceHoleRate_18, ...plans.map((p) => p.HoleRate_18)]),
    },
    {
      holes: 9 as const,
      dollars: cheapest([teeTime.LowestPriceHoleRate_9, ...plans.map((p) => p.HoleRate_9)]),
    },
  ].filter((round) => round.dollars !== null);
  return rounds.length > 0 ? rounds : [{ holes: 18, dollars: cheapest([teeTime.LowestPrice]) }];
}

/**
 * Turns a TeeTimes answer (HTML: a form per tee time, its slot as URL-encoded JSON in a hidden
 * input) into the course's tee times. A page without slots is an empty day only where it says so;
 * a page cut short, or one that says nothing readable, is malformed.
 */
export function parseClubcaddieTimes(
  html: string,
  query: TeeSheetQuery,
  ids: ClubcaddieIds,
  metrics: TeeSheetMetrics,
): NormalizedTeeTime[] {
  const page = readHtml(html);
  if (cutShort(page))
    throw new TeeSheetError('malformed', 'clubcaddie', 'the tee times page was cut short');
  const found = slotsOf(page.document);
  if (found.length === 0) {
    if (emptyDay.test(textOf(page.document))) return [];
    throw new TeeSheetError(
      'malformed',
      'clubcaddie',
      'the page lists no tee times and does not say the day has none',
    );
  }
  const teeTimes = parseList('clubcaddie', found, datedSlot, metrics, 'tee times');
  const candidates: CandidateTeeTime[] = [];
  let untimed = 0;
  for (const { raw: teeTime, date } of teeTimes) {
    // The form's date where it reads as one ("2026-06-20"), else the day asked for.
    const day = date !== null && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : query.date;
    const start = courseTimeFromLocal(day, teeTime.StartTime ?? '');
    if (!start) {
      untimed += 1;
      continue;
    }
    for (const { holes, dollars } of roundsOf(teeTime))
      candidates.push({
        slotRef: courseSlotRef(`${ids.server}/${ids.courseKey}`, start, holes),
        ...start,
        holes,
        openSpots: Math.trunc(teeTime.PlayersAvailable ?? 0),
        minPlayers: Math.max(1, Math.trunc(teeTime.MinimumPlayersAvailable ?? 1)),
        pricePerPlayerCents: dollars === null ? null : dollarsToCents(dollars),
        // A rate's title may or may not mention a cart; the cheapest is usually walking.
        cartIncluded: false,
        bookingUrl: query.courseBookingUrl,
      });
  }
  if (untimed > 0)
    metrics.slotsSkipped({ platform: 'clubcaddie', reason: 'no start time', count: untimed });
  return finishTeeTimes('clubcaddie', query.date, candidates, metrics);
}

/**
 * Club Caddie: every course has a booking page on its server
 * (https://apimanager-{server}.clubcaddie.com/webapi/view/{courseKey}). The page names the
 * course's number and opens a session; the adapter keeps both per course and then asks one POST
 * per course-date, as the page's own search does. The answer is HTML. A refused session is
 * renewed once; a page that could not be read is fetched again by the next read.
 */
export class ClubcaddieAdapter implements TeeSheetProvider {
  readonly platform = 'clubcaddie' as const;
  private readonly pages = new PerSite<CoursePage>();

  constructor(private readonly http: PlatformHttpClient) {}

  fetchTeeTimes(query: TeeSheetQuery, signal?: AbortSignal): Promise<NormalizedTeeTime[]> {
    return this.http.observeFetch(async () => {
      const { link } = query;
      if (link.platform !== 'clubcaddie') throw wrongPlatform(this.platform, link);
      const html = await this.readTeeTimes(link.ids, query.date, signal);
      return parseClubcaddieTimes(html, query, link.ids, this.http.metrics);
    });
  }

  /** The day's TeeTimes page; a refused session is renewed once, then the refusal stands. */
  private async readTeeTimes(
    ids: ClubcaddieIds,
    date: string,
    signal?: AbortSignal,
  ): Promise<string> {
    const course = `${ids.server}/${ids.courseKey}`;
    const pending = this.pages.get(course, () => this.openPage(ids, date, signal));
    try {
      const page = await pending;
      return (await this.http.requestPage(teeTimesRequest(ids, page, date), signal)).text;
    } catch (error) {
      if (!(error instanceof TeeSheetError) || error.kind !== 'unauthorized') throw error;
      // A read that already renewed it meanwhile left its new page: that one is used.
      this.pages.drop(course, pending);
      const renewed = await this.pages.get(course, () => this.openPage(ids, date, signal));
      return (await this.http.requestPage(teeTimesRequest(ids, renewed, date), signal)).text;
    }
  }

  /** The course's booking page for a day, as a visitor's browser opens it. */
  private async openPage(ids: ClubcaddieIds, date: string, signal?: AbortSignal) {
    const { text, headers } = await this.http.requestPage(
      {
        path: `/webapi/view/${encodeURIComponent(ids.courseKey)}/slots`,
        tenant: ids.server,
        query: [
          ['date', usDate(date)],
          ['player', '1'],
          ['ratetype', 'any'],
          ['SetSessionIdInLocalStorage', 'true'],
        ],
        headers: { accept: 'text/html,application/xhtml+xml,*/*' },
      },
      signal,
    );
    return readCoursePage(text, headers.get('session-id'));
  }
}

/**
 * One date's tee times of the course, as the booking page's search posts it: any round length,
 * any tee time with a spot open (`player` 1), from 4 in the morning to 11 at night, any price and
 * rate, from the page's nine.
 */
function teeTimesRequest(ids: ClubcaddieIds, page: CoursePage, date: string): PlatformRequest {
  return {
    method: 'POST',
    path: '/webapi/TeeTimes',
    tenant: ids.server,
    form: {
      date: usDate(date),
      player: '1',
      holes: 'any',
      fromtime: '4',
      totime: '23',
      minprice: '0',
      maxprice: '9999',
      ratetype: 'any',
      HoleGroup: page.holeGroup,
      CourseId: page.courseId,
      apikey: page.apiKey,
      ...(page.interaction ? { Interaction: page.interaction } : {}),
    },
    headers: { accept: '*/*', 'x-requested-with': 'XMLHttpRequest' },
  };
}
