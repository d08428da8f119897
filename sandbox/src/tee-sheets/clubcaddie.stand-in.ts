import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type StandIn } from '../stand-in.js';
import { pad2 } from './denver-time.js';
import { fromSearchDate as fromUsDate } from './ezlinks.stand-in.js';
import { guardPlatform } from './platform-guard.js';
import { clubcaddieCourseNumber } from './platform-ids.js';
import { hash32, hexFrom } from './seeded-random.js';
import {
  type Endpoints,
  type SiteCourse,
  type TeeSheetContext,
  coursesBySite,
  dollars,
} from './tee-sheet-context.js';
import { type Slot } from './tee-sheet-world.js';

const shown = '/clubcaddie/{server}/webapi';

export const clubcaddieEndpoints: Endpoints = [
  {
    method: 'GET',
    path: `${shown}/view/{courseKey}/slots?date=06/20/2026&player=1&ratetype=any`,
    summary:
      'The course\'s booking page (also without /slots): HTML whose search form (id "SearchForm") carries the hidden CourseId, apikey and HoleGroup the search posts; a new Session-Id header per visit. {server} is cc11 of apimanager-cc11.clubcaddie.com, {courseKey} the last part of the booking URL; a key the server does not have answers 404.',
  },
  {
    method: 'POST',
    path: `${shown}/TeeTimes`,
    summary:
      'Form date=06/20/2026, player (1 to 4, or any), holes (any, 9, 18), fromtime and totime (hours), minprice, maxprice, ratetype, HoleGroup, CourseId, apikey, Interaction (the Session-Id): HTML, a form per open tee time (id TeeTimeSlotForm<n>) whose hidden "slot" input is the tee time as URL-encoded JSON {CourseId, StartTime "07:10:00", PlayersAvailable, MinimumPlayersAvailable, LowestPrice, HighestPrice, LowestPriceHoleRate_18, LowestPriceHoleRate_9 (null where the round is not sold), PricingPlan [{TitleType, HoleRate_18, HoleRate_9}], ...} and whose hidden Date input is the day; a day without any says "Use Time & Day Filters To Find Desired Tee-Times". Some servers leave the per-round rates out. 400 for a form it cannot read.',
  },
];

type CoursePage = SiteCourse<'clubcaddie'>;

/** What the platform says where no tee time is left for the filters. */
export const noTeeTimes =
  'Use Time &amp; Day Filters To Find Desired Tee-Times. To see more times adjust your filters for date, holes, players, or time of day.';

const page = (title: string, body: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
const notFound = page(
  'Not Found',
  '<h1>Not Found</h1><p>The page you requested was not found.</p>',
);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "07:10:00" of a minute after midnight, as a slot's StartTime says it. */
const wallClock = (minute: number) => `${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}:00`;

/** "06:30 AM", as the page shows a tee time (zero-padded, as at Applewood and Salida). */
function shownTime(minute: number): string {
  const hours = Math.floor(minute / 60);
  return `${pad2(((hours + 11) % 12) + 1)}:${pad2(minute % 60)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Some servers leave the rates per round (LowestPriceHoleRate_18 ...) out: decided per server. */
function ratesPerRound(server: string): boolean {
  return hash32('clubcaddie-rates-per-round', server) % 2 === 0;
}

/** Nine-hole courses sell nine holes; about a third of the others sell both rounds. */
function rounds(course: CoursePage): { eighteen: boolean; nine: boolean } {
  if (course.worldCourse.profile.holes === 9) return { eighteen: false, nine: true };
  const nine = hash32('clubcaddie-nine', course.ids.server, course.ids.courseKey) % 3 === 0;
  return { eighteen: true, nine };
}

/** A rate of a tee time: its title and its price per player per round, in dollars. */
interface Plan {
  TitleType: string;
  HoleRate_18: number | null;
  HoleRate_9: number | null;
}

/** Walking (or with the cart, where the price includes one), and riding where the cart is extra. */
function plansOf(course: CoursePage, slot: Slot): Plan[] {
  const sold = rounds(course);
  const eighteen = slot.holes === 18 ? slot.priceCents : null;
  const nine = sold.nine ? slot.ninePriceCents : null;
  const rate = (title: string, extraCents: number): Plan => ({
    TitleType: title,
    HoleRate_18: sold.eighteen && eighteen !== null ? dollars(eighteen + extraCents) : null,
    HoleRate_9: nine === null ? null : dollars(nine + extraCents),
  });
  if (slot.cartIncluded) return [rate('Public Rate with Cart', 0)];
  return [rate('Public Rate', 0), rate('Public Rate with Cart', slot.cartFeeCents)];
}

/**
 * The tee time as the platform's JSON says it, before its URL encoding. The rates per round end
 * it, LowestPriceHoleRate_18 right before LowestPriceHoleRate_9: a client of the real pages finds
 * a tee time by that pair, a few characters before the Date input.
 */
function slotJson(course: CoursePage, slot: Slot): Record<string, unknown> {
  const plans = plansOf(course, slot);
  const of = (round: 'HoleRate_18' | 'HoleRate_9') =>
    plans.map((plan) => plan[round]).filter((rate): rate is number => rate !== null);
  const all = [...of('HoleRate_18'), ...of('HoleRate_9')];
  const lowest = (rates: number[]) => (rates.length > 0 ? Math.min(...rates) : null);
  const highest = (rates: number[]) => (rates.length > 0 ? Math.max(...rates) : null);
  const interval = course.worldCourse.profile.intervalMinutes;
  return {
    CourseId: clubcaddieCourseNumber(course.ids),
    StartTime: wallClock(slot.minute),
    EndTime: wallClock(slot.minute + interval),
    PlayersAvailable: slot.openSpots,
    MinimumPlayersAvailable: 1,
    LowestPrice: lowest(all),
    HighestPrice: highest(all),
    HoleGroup: 'front',
    HoleGroupAlias: `${course.worldCourse.course.name} - Front`,
    PricingPlan: plans,
    ...(ratesPerRound(course.ids.server)
      ? {
          HighestPriceHoleRate_18: highest(of('HoleRate_18')),
          HighestPriceHoleRate_9: highest(of('HoleRate_9')),
          LowestPriceHoleRate_18: lowest(of('HoleRate_18')),
          LowestPriceHoleRate_9: lowest(of('HoleRate_9')),
        }
      : {}),
  };
}

/** URL-encoded as a form encodes (a space is "+"), as the platform writes a slot input. */
const formEncoded = (value: unknown) =>
  new URLSearchParams({ v: JSON.stringify(value) }).toString().slice('v='.length);

/** The columns of a tee time's row, in the page's grid. */
const column = 'col-2 col-md-2 col-lg-2 col-sm-2 text-left';

/**
 * What a golfer sees of a tee time, markup and whitespace as in the captured windows of
 * Applewood's and Salida's pages: the nine it starts on, the time, the price, the holes (a bare
 * "9" at Salida). The class of the nine's box, the golfers line and the button lie outside the
 * windows: they are the sandbox's own, as is "9 or 18" for a tee time selling both rounds.
 */
function visibleTeeTime(name: string, minute: number, price: string, holes: string): string {
  return `
                    <div class="${column} itembox">
                        <span class="resource-outer-label"> Starting 9: </span><br>
                        <div class='resource-label bg-btncolor'> <span class="holeName">${escapeHtml(name)}</span></div>
                        </div>
                        <div class="${column} itembox tt-label">
                        <span class="tee-time-label"> Tee Time: </span><br>
                        ${shownTime(minute)}                    </div>
                                             <div class="${column}  itembox teetime-col-4 tt-price"><span class="tt-price-label"> Price: </span><br>$${price}</div>
                                                                                    <div class="${column} itembox teetime-col-hole tt-price"> <span class="tt-price-label"> Holes: </span><br>${holes}</div>`;
}

function renderSlot(course: CoursePage, slot: Slot, index: number): string {
  const json = slotJson(course, slot);
  const sold = rounds(course);
  const holes = [sold.nine ? '9' : '', sold.eighteen ? '18' : ''].filter(Boolean).join(' or ');
  const price = Number(json.LowestPrice).toFixed(2);
  return [
    `<form id="TeeTimeSlotForm${index}" action="/webapi/view/${course.ids.courseKey}/slots/booking" method="post">`,
    '<div class="teetime bigscreen">',
    visibleTeeTime(String(json.HoleGroupAlias), slot.minute, price, holes),
    `<div class="tt-golfers">Golfers: ${slot.openSpots === 1 ? '1' : `1 - ${slot.openSpots}`}</div>`,
    `<input type="hidden" name="slot" value="${formEncoded(json)}">`,
    `<input type="hidden" name="Date" value="${slot.date}">`,
    `<input type="hidden" name="fromtime" value="${wallClock(slot.minute)}">`,
    '<button type="submit" class="btn tt-btn">Book Now</button>',
    '</div>',
    '</form>',
  ].join('');
}

const slotBox = (content: string) => `<div id="SlotBox" class="slot-outer-box">${content}</div>`;

/** A TeeTimes answer with its tee times taken out: the page of a day without any. */
export function emptiedTeeTimes(payload: string): string {
  if (!payload.includes('TeeTimeSlotForm')) return payload;
  return slotBox(`<div class="no-slots">${noTeeTimes}</div>`);
}

/** The search's fields, or undefined where the platform would refuse the form. */
function readSearch(body: unknown) {
  const fields = (body ?? {}) as Record<string, string | undefined>;
  const date = fromUsDate(fields.date);
  const number = (value: string | undefined, otherwise: number) =>
    value === undefined || value === '' || value === 'any' ? otherwise : Number(value);
  const players = number(fields.player, 1);
  const holes = number(fields.holes, 0);
  const from = number(fields.fromtime, 0);
  const to = number(fields.totime, 23);
  const minDollars = number(fields.minprice, 0);
  const maxDollars = number(fields.maxprice, Infinity);
  const known = [players, holes, from, to, minDollars, maxDollars].every(
    (value) => !Number.isNaN(value),
  );
  if (!date || !known || ![0, 9, 18].includes(holes) || players < 1 || players > 4)
    return undefined;
  return { date, players, holes, from, to, minDollars, maxDollars, courseId: fields.CourseId };
}

/**
 * Club Caddie: every course has a booking page on one of the platform's numbered servers
 * (https://apimanager-{server}.clubcaddie.com/webapi/view/{courseKey}), served here under
 * /clubcaddie/{server}. The page names the course's number and opens a session; its search posts
 * the day's filters and gets HTML back, a form per tee time with the tee time as URL-encoded JSON.
 * Booking needs the golfer's own sign-in on that page, so only searching is served.
 */
export function clubcaddieStandIn(context: TeeSheetContext): StandIn {
  return {
    descriptor: {
      id: 'clubcaddie',
      name: 'Club Caddie',
      description:
        "Club Caddie booking pages under /clubcaddie/{server}, for the catalogue courses with a Club Caddie link: the course's page with its search form and a session, the TeeTimes search answered as HTML with each tee time's JSON URL-encoded in a hidden input, the per-round rates left out at some servers. Booking needs the golfer's own sign-in there, so only searching is served.",
      basePath: '/clubcaddie',
      endpoints: clubcaddieEndpoints,
    },
    plugin: async (app) => {
      const { world, guard } = context;
      const pages = coursesBySite(world, 'clubcaddie', (ids) => `${ids.server}/${ids.courseKey}`);
      let visits = 0;

      guardPlatform(app, guard, 'clubcaddie', {
        tooManyRequests: {
          contentType: 'text/html; charset=utf-8',
          body: page('Too Many Requests', '<h1>Too Many Requests</h1>'),
        },
        unauthorized: {
          contentType: 'text/html; charset=utf-8',
          body: page('Unauthorized', '<h1>Unauthorized</h1>'),
        },
        serverError: {
          contentType: 'text/html; charset=utf-8',
          body: page('Error', '<h2>An error occurred while processing your request.</h2>'),
        },
        emptied: emptiedTeeTimes,
      });
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );

      const html = (reply: FastifyReply, status: number, body: string) =>
        reply.code(status).type('text/html; charset=utf-8').send(body);

      /** The course a server and key name, or the page a key the server does not have gets. */
      const courseOf = (
        server: string,
        courseKey: string,
        reply: FastifyReply,
      ): CoursePage | FastifyReply =>
        pages.get(`${server}/${courseKey}`)?.[0] ?? html(reply, 404, notFound);

      const bookingPage = async (request: FastifyRequest, reply: FastifyReply) => {
        const { server, courseKey } = request.params as { server: string; courseKey: string };
        const course = courseOf(server, courseKey, reply);
        if (!('ids' in course)) return course;
        const { date } = request.query as { date?: string };
        const fields = {
          date: fromUsDate(date) === undefined ? '' : String(date),
          player: '1',
          holes: 'any',
          fromtime: '4',
          totime: '23',
          minprice: '0',
          maxprice: '9999',
          ratetype: 'any',
          HoleGroup: 'front',
          CourseId: String(clubcaddieCourseNumber(course.ids)),
          apikey: course.ids.courseKey,
        };
        const inputs = Object.entries(fields)
          .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
          .join('');
        visits += 1;
        const name = escapeHtml(course.worldCourse.course.name);
        return html(
          reply.header('session-id', hexFrom(26, 'clubcaddie-session', server, courseKey, visits)),
          200,
          page(
            `${name} - Tee Times`,
            `<h1>${name}</h1><form id="SearchForm" action="/webapi/TeeTimes" method="post">${inputs}</form>${slotBox('')}`,
          ),
        );
      };
      app.get('/:server/webapi/view/:courseKey', bookingPage);
      app.get('/:server/webapi/view/:courseKey/slots', bookingPage);

      app.post('/:server/webapi/TeeTimes', async (request, reply) => {
        const { server } = request.params as { server: string };
        const { apikey = '' } = (request.body ?? {}) as { apikey?: string };
        const course = courseOf(server, apikey, reply);
        if (!('ids' in course)) return course;
        const search = readSearch(request.body);
        if (!search || search.courseId !== String(clubcaddieCourseNumber(course.ids)))
          return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
        const sold = rounds(course);
        const open = world
          .sheet(course.worldCourse.course.id, search.date)
          .filter(
            (slot) =>
              !slot.blocked &&
              slot.openSpots >= search.players &&
              slot.minute >= search.from * 60 &&
              slot.minute < (search.to + 1) * 60 &&
              (search.holes === 0 || (search.holes === 9 ? sold.nine : sold.eighteen)),
          )
          .filter((slot) => {
            const lowest = Number(slotJson(course, slot).LowestPrice);
            return lowest >= search.minDollars && lowest <= search.maxDollars;
          });
        const forms = open.map((slot, index) => renderSlot(course, slot, index));
        return html(
          reply,
          200,
          slotBox(forms.length > 0 ? forms.join('') : `<div class="no-slots">${noTeeTimes}</div>`),
        );
      });
    },
  };
}
