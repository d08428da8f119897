import { type FastifyReply } from 'fastify';
import { type StandIn } from '../stand-in.js';
import { addDays, pad2, weekday } from './denver-time.js';
import { guardPlatform } from './platform-guard.js';
import { quick18CourseNumber, quick18RateId } from './platform-ids.js';
import { hash32 } from './seeded-random.js';
import {
  type Endpoints,
  type SiteCourse,
  type TeeSheetContext,
  coursesBySite,
  dollars,
} from './tee-sheet-context.js';
import { type Slot } from './tee-sheet-world.js';

const shown = '/quick18/{subdomain}/teetimes/searchmatrix';

export const quick18Endpoints: Endpoints = [
  {
    method: 'GET',
    path: `${shown}?teedate=20260620`,
    summary:
      'The portal\'s tee-time matrix of a day (teedate YYYYMMDD; without one, today; a past day shows today in the form and the calendar strip, and no tee times): HTML, the search form (SearchForm.CourseId, .Date, .TimeOfDay and .Players), the week\'s calendar strip (div#searchMatrixDayHeader: the days as links, between Prev and Next a.sexybutton.teebutton outside the matrix) and a table.matrixTable whose th.matrixHdrSched name the rate columns (18 Holes, 18 Holes with Cart, 9 Holes, ..., a members\' rate at some portals) and whose tbody has a row per open tee time: td.mtrxTeeTimes "7:28<div class=be_tee_time_ampm>AM</div>", td.matrixPlayers "1 to 4 players" ("2 to 4 players" of an empty tee time at portals that book no single onto one), and per rate a td.matrixsched with div.mtrxPrice "$39.00" and a Select link /teetimes/course/{n}/teetime/{YYYYMMDDHHmm}?psid={rate}&p=0 (td.matrixsched.mtrxInactive with N/A where the rate is not sold). A day without tee times has an empty tbody. {subdomain} is thorncreek of thorncreek.quick18.com; a portal the sandbox does not have answers 404.',
  },
  {
    method: 'POST',
    path: shown,
    summary:
      "The matrix page's own search form: SearchForm.Date (M/D/YYYY), SearchForm.CourseId (0: every course of the portal, or one course's number), SearchForm.Players (0: any, or 1 to 4, which only the tee times taking a party of that many match; their links carry p=N) and SearchForm.TimeOfDay (Any, Morning, Afternoon). Answers the same page.",
  },
];

type PortalCourse = SiteCourse<'quick18'>;

/** A rate column of a course's matrix: its header, and the price per player of a slot. */
interface RateColumn {
  header: string;
  /** Cents per player for the slot, or null where the column does not sell it. */
  price(slot: Slot): number | null;
}

const page = (title: string, body: string) =>
  `<!DOCTYPE html>\n<html>\n<head>\n    <title>${title}</title>\n</head>\n<body>${body}</body>\n</html>\n`;
const notFound = page(
  'The resource cannot be found.',
  "<h1>Server Error in '/' Application.</h1><h2><i>The resource cannot be found.</i></h2>",
);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Nine-hole courses sell nine holes; about a third of the others sell both rounds. */
function sellsNine(course: PortalCourse): boolean {
  if (course.worldCourse.profile.holes === 9) return true;
  return hash32('quick18-nine', course.ids.subdomain) % 3 === 0;
}

/** About half the portals show a members' rate beside the public ones (never for the public). */
function showsMembersRate(subdomain: string): boolean {
  return hash32('quick18-members', subdomain) % 2 === 0;
}

/**
 * The course's rate columns: walking and with a cart per round it sells (only the cart rate where
 * the price includes one), and a cheaper members' rate at some portals.
 */
function columnsOf(course: PortalCourse): RateColumn[] {
  const eighteen = course.worldCourse.profile.holes === 18;
  const round = (holes: 9 | 18) => (slot: Slot) =>
    holes === 18 ? (slot.holes === 18 ? slot.priceCents : null) : slot.ninePriceCents;
  const columns: RateColumn[] = [];
  for (const holes of eighteen ? ([18, 9] as const) : ([9] as const)) {
    if (holes === 9 && !sellsNine(course)) continue;
    const price = round(holes);
    columns.push(
      {
        header: `${holes} Holes`,
        price: (slot) => (slot.cartIncluded ? null : price(slot)),
      },
      {
        header: `${holes} Holes with Cart`,
        price: (slot) => {
          const cents = price(slot);
          if (cents === null) return null;
          return slot.cartIncluded ? cents : cents + slot.cartFeeCents;
        },
      },
    );
  }
  if (showsMembersRate(course.ids.subdomain))
    columns.push({
      header: `Member ${eighteen ? 18 : 9} Holes`,
      price: (slot) => Math.round(slot.priceCents * 0.8),
    });
  return columns;
}

/**
 * About half the portals book no single onto an empty tee time (Northern Hills, whose captured
 * page says "Tee Times for single player bookings are not allowed. Singles may be paired with or
 * join open groups."): a tee time with all four spots open takes 2 to 4 players there.
 */
function smallestPartyOf(subdomain: string, openSpots: number): number {
  const pairsSingles = hash32('quick18-singles', subdomain) % 2 === 1;
  return pairsSingles && openSpots === 4 ? 2 : 1;
}

/** "1 to 4 players", "2 to 4 players", "1 or 2 players", "1 player": the parties a tee time takes. */
function partyOf(smallest: number, openSpots: number): string {
  if (smallest === openSpots) return `${openSpots} player${openSpots === 1 ? '' : 's'}`;
  if (openSpots === smallest + 1) return `${smallest} or ${openSpots} players`;
  return `${smallest} to ${openSpots} players`;
}

/** "202606200728" of a slot, as its Select links name it. */
const stampOf = (slot: Slot) =>
  `${slot.date.replace(/-/g, '')}${pad2(Math.floor(slot.minute / 60))}${pad2(slot.minute % 60)}`;

function renderRow(
  course: PortalCourse,
  columns: RateColumn[],
  slot: Slot,
  players: number,
  withCourse: boolean,
): string {
  const hours = Math.floor(slot.minute / 60);
  const clock = `${((hours + 11) % 12) + 1}:${pad2(slot.minute % 60)}`;
  const number = quick18CourseNumber(course.ids);
  const party = partyOf(smallestPartyOf(course.ids.subdomain, slot.openSpots), slot.openSpots);
  const cells = columns.map((column) => {
    const cents = column.price(slot);
    if (cents === null)
      return [
        '                            <td class="matrixsched mtrxInactive">',
        '                                    <div class="mtrxPriceNA">N/A</div>',
        '                                    <div class="mtrxAvailMessage">Rate not available for date selected</div>',
        '                            </td>',
      ].join('\n');
    const rate = quick18RateId(course.ids.subdomain, column.header);
    return [
      '                            <td class="matrixsched ">',
      `                                    <div class="mtrxPrice">$${dollars(cents).toFixed(2)}</div>`,
      `                                    <div class="mtrxSelect"><a class="sexybutton teebutton" href="/teetimes/course/${number}/teetime/${stampOf(slot)}?psid=${rate}&amp;p=${players}"><span><span><span class="ok">Select</span></span></span></a></div>`,
      '                            </td>',
    ].join('\n');
  });
  return [
    '                    <tr>',
    '                        <td class="mtrxTeeTimes">',
    `                            ${clock}<div class="be_tee_time_ampm">${hours < 12 ? 'AM' : 'PM'}</div>`,
    '                        </td>',
    ...(withCourse
      ? [
          `                        <td class="mtrxCourse">${escapeHtml(course.worldCourse.course.name)}</td>`,
        ]
      : []),
    `                        <td class="matrixPlayers">${party}</td>`,
    ...cells,
    '                    </tr>',
  ].join('\n');
}

/** "7/14/2026" of "2026-07-14", as the page's date field shows it. */
function shownDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${month}/${day}/${year}`;
}

/** "/teetimes/searchmatrix?teedate=20260714", the page's link to a day. */
const dayLink = (date: string) => `/teetimes/searchmatrix?teedate=${date.replace(/-/g, '')}`;

/** An option of one of the search form's selects, selected where it is what was searched. */
const option = (value: string, label: string, chosen: string) =>
  `<option${value === chosen ? ' selected="selected"' : ''} value="${value}">${label}</option>`;

/**
 * The page's search form, as the real page lays it out: the portal's course (hidden), the day, the
 * part of the day and the party, each showing what was searched.
 */
function searchForm(search: Search, shown: string): string {
  const timesOfDay = ['Any', 'Morning', 'Afternoon'];
  const chosenTime = timesOfDay.find((label) => label.toLowerCase() === search.timeOfDay)!;
  const parties = ['Any', '1', '2', '3', '4'];
  return `
    <div id="be_teetimesearch-form">
            <form action="${dayLink(search.date)}" method="post"><div class="validation-summary-valid" data-valmsg-summary="true"><ul><li style="display:none"></li>
</ul></div>        <div id="be_search_txt">Tee Time Search:</div>
<input data-val="true" data-val-number="The field CourseId must be a number." data-val-required="The CourseId field is required." id="SearchForm_CourseId" name="SearchForm.CourseId" type="hidden" value="${search.courseNumber}" />        <table id="be_tee_time_search_tbl">
        <tr>
            <td class="be_searchtbl_col1 besearchtbl_from_txt">Date:</td>
            <td class="be_searchtbl_col2">
             <input type="text" class="be_searchtbl_from_input" id="SearchForm_Date" name="SearchForm.Date" value="${shownDate(shown)}" /></td>
        </tr>
        <tr>
            <td class="be_searchtbl_col1 besearchtbl_times_txt">Time:</td>
            <td class="be_searchtbl_col2">
                <select class="be_searchtbl_times_input" id="SearchForm_TimeOfDay" name="SearchForm.TimeOfDay">${timesOfDay.map((label) => option(label, label, chosenTime)).join('\n')}
</select>
            </td>
            <td class="be_searchtbl_col1 besearchtbl_players_txt">Players:</td>
            <td  class="be_searchtbl_col2">
                <select class="be_searchtbl_players_input" data-val="true" data-val-number="The field Players must be a number." data-val-required="The Players field is required." id="SearchForm_Players" name="SearchForm.Players">${parties.map((label, players) => option(String(players), label, String(search.players))).join('\n')}
</select>
            </td>
        </tr>
        <tr>
            <td></td>
            <td colspan="3">
                <button type="submit" class="sexybutton sexyorange"><span><span><span class="ok">Search Tee Times</span></span></span></button>
            </td>
        </tr>
        </table>
</form>
    </div>`;
}

/** "Jul" or "Tue" of a day, as the calendar strip names it. */
const calendarName = (date: string, part: 'month' | 'weekday') =>
  new Date(`${date}T12:00:00Z`).toLocaleString('en-US', { [part]: 'short', timeZone: 'UTC' });

/** A week button of the calendar strip: Prev or Next, or a blank where it would lead to the past. */
function weekButton(label: 'Prev' | 'Next', date: string | null): string {
  const button =
    date === null
      ? '&nbsp; '
      : `<a class="sexybutton teebutton" href="${dayLink(date)}"><span><span><span class="search">${label}</span></span></span></a>`;
  return `
                    <li class="matrixWeekButton">
                        <div class="matrixNextWeek">
                            ${button}
                        </div>
                    </li>`;
}

/** A day of the calendar strip: the day shown is matrixToday; a past day links nowhere. */
function calendarDay(date: string, shown: string, today: string): string {
  const text = (label: string | number) =>
    date < today ? String(label) : `        <a href="${dayLink(date)}">${label}</a>\n`;
  return `
                    <li class="${date === shown ? 'matrixToday' : 'matrixDay'}">
                        <div class="matrixHeader">${text(calendarName(date, 'month'))}</div>
                        <div class="matrixBody">${text(Number(date.slice(8)))}</div>
                        <div class="matrixFooter">
                            <div class="matrixDayOfWeek">${text(calendarName(date, 'weekday'))}</div>
                        </div>
                    </li>`;
}

/**
 * The calendar strip above the matrix, as the real pages draw it: the week (Monday to Sunday) of
 * the day shown, between Prev (the Sunday before, where that is not past) and Next (the Monday
 * after). Its buttons are teebutton links, as the Select links are, but outside the matrix.
 */
function calendarStrip(shown: string, today: string): string {
  const monday = addDays(shown, -((weekday(shown) + 6) % 7));
  const week = Array.from({ length: 7 }, (_, offset) => addDays(monday, offset));
  const sundayBefore = addDays(monday, -1);
  return `
    <div id="searchMatrixDayHeader">
                    <div class="calendarMatrix">
                <ol>
${weekButton('Prev', sundayBefore < today ? null : sundayBefore)}${week.map((date) => calendarDay(date, shown, today)).join('')}${weekButton('Next', addDays(monday, 7))}
                </ol>
            </div>

        <div class="be_clear"></div>
    </div>`;
}

/** A portal selling several courses (or a course and its nines) names each row's course. */
const namesCourses = (portal: PortalCourse[]) =>
  portal.length > 1 || portal.some((course) => course.ids.courseIds.length > 1);

/**
 * The matrix page of a portal's day: its search form, the week's calendar strip and the matrix,
 * whose rate columns are its first course's. A past day shows today in the form and the strip, as
 * the real page does, and no tee times.
 */
function matrixPage(
  portal: PortalCourse[],
  search: Search,
  today: string,
  rowsOf: (course: PortalCourse, columns: RateColumn[]) => string[],
): string {
  const [first] = portal;
  const name = escapeHtml(first!.worldCourse.course.name);
  const withCourse = namesCourses(portal);
  const columns = columnsOf(first!);
  const rows = portal.flatMap((course) => rowsOf(course, columns));
  const shown = search.date < today ? today : search.date;
  return page(
    'Search',
    `
    <script type="text/javascript">
        var element = $(".matrixTable")[0];
    </script>
    <div id="be_container">
        <div id="be_header"><div id="be_logo"><div id="be_coursename">${name}</div></div></div>
        <div id="be_content">
            <div id="be_top">${searchForm(search, shown)}
    <div class="be_clear"></div>
</div>
<div id="searchMatrix">${calendarStrip(shown, today)}
    <div>
        <table class="matrixTable" border="1">
            <thead>
                <tr>
                    <th class="mtrxHdrTeeTimes">Tee Time</th>
${withCourse ? '                    <th class="mtrxHdrCourse">Course</th>\n' : ''}                    <th class="matrixHdrPlayers">Players</th>
${columns.map((column) => `                        <th class="matrixHdrSched">${column.header}</th>`).join('\n')}
                </tr>
            </thead>
            <tbody>
${rows.join('\n')}
            </tbody>
        </table>
    </div>
    <div class="be_clear"></div>
</div>
        </div>
        <div id="be_footer"><div class="be_footer_poweredby"><a>Tee Times Powered By Sagacity Golf</a></div></div>
    </div>
`,
  );
}

/** A matrix page with its tee times taken out: the page of a day without any. */
export function emptiedMatrix(payload: string): string {
  const start = payload.indexOf('<tbody>');
  const end = payload.indexOf('</tbody>');
  if (start < 0 || end < start) return payload;
  return `${payload.slice(0, start + '<tbody>'.length)}\n            ${payload.slice(end)}`;
}

/** "20260620" as "2026-06-20"; undefined where it is no date. */
function fromTeeDate(value: unknown): string | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(typeof value === 'string' ? value : '');
  if (!match) return undefined;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  return Number.isNaN(Date.parse(`${date}T12:00:00Z`)) ? undefined : date;
}

/** "7/14/2026" as "2026-07-14"; undefined where it is no date. */
function fromShownDate(value: unknown): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typeof value === 'string' ? value : '');
  if (!match) return undefined;
  return fromTeeDate(`${match[3]}${match[1]!.padStart(2, '0')}${match[2]!.padStart(2, '0')}`);
}

/** What a search asks: which of the portal's courses, how many players, which part of the day. */
interface Search {
  date: string;
  /** 0: every course of the portal. */
  courseNumber: number;
  /** 0: any tee time with a spot open. */
  players: number;
  timeOfDay: 'any' | 'morning' | 'afternoon';
}

/**
 * Quick18 (Sagacity Golf): every course sells tee times on a portal of its own
 * (https://{subdomain}.quick18.com), served here under /quick18/{subdomain}. A day's tee times are
 * one server-rendered page, a matrix of tee times by rate. Booking needs the golfer's own sign-in
 * at the portal, so only the matrix is served.
 */
export function quick18StandIn(context: TeeSheetContext): StandIn {
  return {
    descriptor: {
      id: 'quick18',
      name: 'Quick18',
      description:
        "Quick18 portals under /quick18/{subdomain}, for the catalogue courses with a Quick18 link: the day's tee-time matrix page (HTML, a row per open tee time and a column per rate, a members' rate at some portals, nine-hole rates at about a third), by its date link or its search form. Booking needs the golfer's own sign-in there, so only the matrix is served.",
      basePath: '/quick18',
      endpoints: quick18Endpoints,
    },
    plugin: async (app) => {
      const { world, guard } = context;
      const portals = coursesBySite(world, 'quick18', (ids) => ids.subdomain);

      guardPlatform(app, guard, 'quick18', {
        tooManyRequests: {
          contentType: 'text/html; charset=utf-8',
          body: page('Too Many Requests', '<h1>Too Many Requests</h1>'),
        },
        unauthorized: {
          contentType: 'text/html; charset=utf-8',
          body: page('401 - Unauthorized', '<h2>401 - Unauthorized: Access is denied.</h2>'),
        },
        serverError: {
          contentType: 'text/html; charset=utf-8',
          body: page(
            'Runtime Error',
            "<h1>Server Error in '/' Application.</h1><h2><i>Runtime Error</i></h2>",
          ),
        },
        emptied: emptiedMatrix,
      });
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );

      const html = (reply: FastifyReply, status: number, body: string) =>
        reply.code(status).type('text/html; charset=utf-8').send(body);

      const answer = (reply: FastifyReply, subdomain: string, search: Search) => {
        const portal = portals.get(subdomain);
        if (!portal) return html(reply, 404, notFound);
        const wanted = portal.filter(
          (course) =>
            search.courseNumber === 0 || quick18CourseNumber(course.ids) === search.courseNumber,
        );
        const withCourse = namesCourses(portal);
        // A party the tee time takes: no more than its open spots, no fewer than its smallest.
        const takesParty = (course: PortalCourse, slot: Slot) =>
          search.players === 0 ||
          (slot.openSpots >= search.players &&
            smallestPartyOf(course.ids.subdomain, slot.openSpots) <= search.players);
        return html(
          reply,
          200,
          matrixPage(portal, search, world.today(), (course, columns) =>
            wanted.includes(course)
              ? world
                  .sheet(course.worldCourse.course.id, search.date)
                  .filter(
                    (slot) =>
                      !slot.blocked &&
                      slot.openSpots > 0 &&
                      takesParty(course, slot) &&
                      (search.timeOfDay === 'any' ||
                        (search.timeOfDay === 'morning') === slot.minute < 12 * 60),
                  )
                  .map((slot) => renderRow(course, columns, slot, search.players, withCourse))
              : [],
          ),
        );
      };

      app.get('/:subdomain/teetimes/searchmatrix', async (request, reply) => {
        const { subdomain } = request.params as { subdomain: string };
        const { teedate } = request.query as { teedate?: string };
        // Without a date it reads (a bare link to the matrix), the page shows today.
        const date = fromTeeDate(teedate) ?? world.today();
        return answer(reply, subdomain, { date, courseNumber: 0, players: 0, timeOfDay: 'any' });
      });

      app.post('/:subdomain/teetimes/searchmatrix', async (request, reply) => {
        const { subdomain } = request.params as { subdomain: string };
        const fields = (request.body ?? {}) as Record<string, string | undefined>;
        const { teedate } = request.query as { teedate?: string };
        const date =
          fromShownDate(fields['SearchForm.Date']) ?? fromTeeDate(teedate) ?? world.today();
        const courseNumber = Number(fields['SearchForm.CourseId'] ?? 0);
        const players = Number(fields['SearchForm.Players'] ?? 0);
        const timeOfDay = (fields['SearchForm.TimeOfDay'] ?? 'Any').toLowerCase();
        if (
          !Number.isInteger(courseNumber) ||
          !Number.isInteger(players) ||
          players < 0 ||
          players > 4 ||
          !['any', 'morning', 'afternoon'].includes(timeOfDay)
        )
          return html(reply, 400, page('Bad Request', '<h2>Bad Request</h2>'));
        return answer(reply, subdomain, {
          date,
          courseNumber: Math.max(0, courseNumber),
          players,
          timeOfDay: timeOfDay as Search['timeOfDay'],
        });
      });
    },
  };
}
