import { type CourseTime, courseTimeFromLocal } from '../../infra/time/denver-time.js';
import { type PlatformHttpClient } from './http-client.js';
import {
  attributeOf,
  elementsOf,
  hasClass,
  type HtmlDocument,
  type HtmlElement,
  readHtml,
  textOf,
} from './html-page.js';
import {
  type CandidateTeeTime,
  courseSlotRef,
  dollarsToCents,
  finishTeeTimes,
} from './slot-parsing.js';
import { TeeSheetError, wrongPlatform } from './tee-sheet.errors.js';
import { type TeeSheetMetrics } from './tee-sheet.metrics.js';
import {
  type NormalizedTeeTime,
  type Quick18Ids,
  type TeeSheetProvider,
  type TeeSheetQuery,
} from './tee-sheet.provider.js';

/** "2026-06-20" as the matrix's `teedate`, "20260620". */
export const teeDate = (date: string): string => date.replace(/-/g, '');

/** A rate column of the matrix, as its header names it. */
interface RateColumn {
  /** The round it sells where the header says (18 Holes, 9 Holes, Back 9), else null. */
  holes: 9 | 18 | null;
  /** The header names a cart (18 Holes with Cart): the price includes one. */
  withCart: boolean;
  /** A members' rate (Member 18 Holes): not for the public, never quoted. */
  members: boolean;
}

/** One open cell of a tee time's row: its rate column, price and the tee time it books. */
interface OpenRate {
  column: RateColumn;
  /** Dollars per player; null where the cell shows none it can read or a zero. */
  dollars: number | null;
  /** From its Select link, /teetimes/course/{courseId}/teetime/{YYYYMMDDHHmm}. */
  courseId: number | null;
  stamp: string | null;
}

const nineHoles = /\b(?:9|nine)[\s-]*holes?\b|\b(?:front|back)[\s-]*(?:9|nine)\b/i;
const eighteenHoles = /\b18[\s-]*holes?\b/i;

function rateColumn(header: string): RateColumn {
  const holes = nineHoles.test(header) ? 9 : eighteenHoles.test(header) ? 18 : null;
  return {
    holes,
    withCart: /\bwith\s+(?:a\s+)?cart\b|\briding\b/i.test(header),
    members: /\bmembers?\b/i.test(header),
  };
}

/** "$39.00" as dollars; null for none, "N/A" or a zero (a group's placeholder rate). */
function priceOf(text: string): number | null {
  const match = /\$?\s*(\d[\d,]*(?:\.\d+)?)/.exec(text);
  const dollars = match ? Number(match[1]!.replace(/,/g, '')) : NaN;
  return Number.isFinite(dollars) && dollars > 0 ? dollars : null;
}

/** "7:28 AM" (the cell's text around its AM/PM div) as "07:28"; null where it reads otherwise. */
function wallClock(text: string): string | null {
  const match = /(\d{1,2}):(\d{2})\s*([ap])\.?\s*m\b/i.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  if (hour < 1 || hour > 12) return null;
  const hours = (hour % 12) + (match[3]!.toLowerCase() === 'p' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/**
 * A cell's Select link (/teetimes/course/{courseId}/teetime/{YYYYMMDDHHmm}?psid=...): null where
 * the cell has none; the course at the portal and the start where the link reads so.
 */
function selectLink(cell: HtmlElement): { courseId: number | null; stamp: string | null } | null {
  const [link] = elementsOf(
    cell,
    'a',
    (a) => hasClass(a, 'teebutton') || (attributeOf(a, 'href') ?? '').includes('/teetime'),
  );
  if (!link) return null;
  const href = attributeOf(link, 'href') ?? '';
  const courseId = /\/teetimes\/course\/(\d+)\//.exec(href)?.[1];
  return {
    courseId: courseId === undefined ? null : Number(courseId),
    stamp: /\/teetime\/(\d{12})(?!\d)/.exec(href)?.[1] ?? null,
  };
}

/** The start a Select link's stamp names, 202606200728 as June 20 07:28 course time. */
function startOfStamp(stamp: string): CourseTime | null {
  const [, year, month, day, hour, minute] = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp)!;
  return courseTimeFromLocal(`${year}-${month}-${day}`, `${hour}:${minute}`);
}

/** The day the page shows: its search form's date (7/14/2026), as YYYY-MM-DD; null if none. */
function shownDate(document: HtmlDocument): string | null {
  const [input] = elementsOf(
    document,
    'input',
    (element) => (attributeOf(element, 'name') ?? '').toLowerCase() === 'searchform.date',
  );
  const value = input ? (attributeOf(input, 'value') ?? '') : '';
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  return `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
}

/** The rows of a tee-time matrix, each a cell list; the header's rate columns in order. */
function matrixOf(table: HtmlElement): { columns: RateColumn[]; rows: HtmlElement[] } {
  const [head] = elementsOf(table, 'thead');
  const headers = elementsOf(head ?? table, 'th', (th) => hasClass(th, 'matrixHdrSched'));
  const bodies = elementsOf(table, 'tbody');
  return {
    columns: headers.map((th) => rateColumn(textOf(th))),
    rows: bodies.flatMap((body) => elementsOf(body, 'tr')),
  };
}

/** The cells of one class in a row. */
const cellsOf = (row: HtmlElement, className: string) =>
  elementsOf(row, 'td', (td) => hasClass(td, className));

/** The open rates of a row: cells without `mtrxInactive` that carry a Select link. */
function openRates(row: HtmlElement, columns: RateColumn[]): OpenRate[] {
  return cellsOf(row, 'matrixsched').flatMap((cell, index) => {
    const link = selectLink(cell);
    if (hasClass(cell, 'mtrxInactive') || link === null) return [];
    const [price] = elementsOf(cell, 'div', (div) => hasClass(div, 'mtrxPrice'));
    const column = columns[index] ?? { holes: null, withCart: false, members: false };
    return [{ column, dollars: price ? priceOf(textOf(price)) : null, ...link }];
  });
}

/**
 * The rounds a row sells, each at its cheapest open public rate: rates whose column names the
 * round (a nine of the portal's, "Back 9", sells nine holes whatever its columns say); a row whose
 * open rates name no round sells the course's one at its cheapest (a "$78 Special").
 */
function roundsOf(rates: OpenRate[], nineOnly: boolean): Array<{ holes: 9 | 18; rate: OpenRate }> {
  const publicRates = rates.filter((rate) => !rate.column.members);
  const cheapest = (among: OpenRate[]) =>
    among.reduce<OpenRate | null>(
      (best, rate) =>
        best === null || (rate.dollars ?? Infinity) < (best.dollars ?? Infinity) ? rate : best,
      null,
    );
  if (nineOnly) {
    const rate = cheapest(publicRates);
    return rate ? [{ holes: 9, rate }] : [];
  }
  const named = ([18, 9] as const).flatMap((holes) => {
    const rate = cheapest(publicRates.filter((r) => r.column.holes === holes));
    return rate ? [{ holes, rate }] : [];
  });
  if (named.length > 0) return named;
  const rate = cheapest(publicRates);
  return rate ? [{ holes: 18, rate }] : [];
}

/**
 * Turns a tee-time matrix page (HTML: a row per tee time, a column per rate) into the course's
 * tee times. A page without the matrix, or with its matrix cut short, is malformed; a matrix
 * without rows is a day without tee times.
 */
export function parseQuick18Times(
  html: string,
  query: TeeSheetQuery,
  ids: Quick18Ids,
  metrics: TeeSheetMetrics,
): NormalizedTeeTime[] {
  const page = readHtml(html);
  const [table] = elementsOf(page.document, 'table', (t) => hasClass(t, 'matrixTable'));
  if (!table) throw new TeeSheetError('malformed', 'quick18', 'the page has no tee-time matrix');
  if (page.unclosed.has(table))
    throw new TeeSheetError('malformed', 'quick18', 'the tee-time matrix was cut short');
  const { columns, rows } = matrixOf(table);
  const day = shownDate(page.document) ?? query.date;
  const candidates: CandidateTeeTime[] = [];
  const skipped = { 'no start time': 0, 'unreadable players': 0 };
  for (const row of rows) {
    const [time] = cellsOf(row, 'mtrxTeeTimes');
    // A row without a time cell is no tee time (a "No tee times available" line).
    if (!time) continue;
    const rates = openRates(row, columns);
    if (rates.length === 0) continue;
    const courseId = rates.find((rate) => rate.courseId !== null)?.courseId ?? null;
    if (courseId !== null && ids.courseIds.length > 0 && !ids.courseIds.includes(courseId))
      continue;
    const stamp = rates.find((rate) => rate.stamp !== null)?.stamp;
    const clock = wallClock(textOf(time));
    // The link's stamp names the day and time exactly; the time cell is read where none does.
    const start = stamp
      ? startOfStamp(stamp)
      : clock === null
        ? null
        : courseTimeFromLocal(day, clock);
    if (!start) {
      skipped['no start time'] += 1;
      continue;
    }
    // "1 or 2 players", "2 to 4 players", "1 player": the most a booking takes is the open spots,
    // the fewest the smallest party sold.
    const [players] = cellsOf(row, 'matrixPlayers');
    const counts = (players ? textOf(players) : '').match(/\d+/g)?.map(Number) ?? [];
    if (counts.length === 0) {
      skipped['unreadable players'] += 1;
      continue;
    }
    const [course] = cellsOf(row, 'mtrxCourse');
    const nineOnly = course !== undefined && nineHoles.test(textOf(course));
    const site = `${ids.subdomain}/${courseId ?? 0}`;
    for (const { holes, rate } of roundsOf(rates, nineOnly))
      candidates.push({
        slotRef: courseSlotRef(site, start, holes),
        ...start,
        holes,
        openSpots: Math.max(...counts),
        minPlayers: Math.min(...counts),
        pricePerPlayerCents: rate.dollars === null ? null : dollarsToCents(rate.dollars),
        cartIncluded: rate.column.withCart,
        bookingUrl: query.courseBookingUrl,
      });
  }
  for (const [reason, count] of Object.entries(skipped))
    if (count > 0) metrics.slotsSkipped({ platform: 'quick18', reason, count });
  return finishTeeTimes('quick18', query.date, candidates, metrics);
}

/**
 * Quick18 (Sagacity Golf): every course sells its tee times on a portal of its own
 * (https://{subdomain}.quick18.com), whose tee-time matrix for a day is one server-rendered page.
 * The adapter reads that page once per course and date, as the portal's date links do.
 */
export class Quick18Adapter implements TeeSheetProvider {
  readonly platform = 'quick18' as const;

  constructor(private readonly http: PlatformHttpClient) {}

  fetchTeeTimes(query: TeeSheetQuery, signal?: AbortSignal): Promise<NormalizedTeeTime[]> {
    return this.http.observeFetch(async () => {
      const { link } = query;
      if (link.platform !== 'quick18') throw wrongPlatform(this.platform, link);
      const { text } = await this.http.requestPage(
        {
          path: '/teetimes/searchmatrix',
          tenant: link.ids.subdomain,
          query: [['teedate', teeDate(query.date)]],
          headers: { accept: 'text/html,application/xhtml+xml,*/*' },
        },
        signal,
      );
      return parseQuick18Times(text, query, link.ids, this.http.metrics);
    });
  }
}
