import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type StandIn } from '../stand-in.js';
import { isValidDate, pad2 } from './denver-time.js';
import { guardPlatform } from './platform-guard.js';
import { clubprophetApiKey } from './platform-ids.js';
import { hash32, uuidFrom } from './seeded-random.js';
import {
  type Endpoints,
  type SiteCourse as SitePlatformCourse,
  type TeeSheetContext,
  coursesBySite,
  queryList,
  queryText,
} from './tee-sheet-context.js';
import { type Slot } from './tee-sheet-world.js';

const api = '/:tenant/onlineres/onlineapi/api/v1/onlinereservation';
const shown = '/clubprophet/{tenant}/onlineres/onlineapi/api/v1/onlinereservation';
const apiHeaders =
  'Headers x-apikey (from Configuration: 401 without it), x-componentid (400 "Invalid componentid request header" without it), x-websiteid, x-siteid, x-moduleid, x-productid, x-terminalid, x-ismobile, x-timezoneid, x-requestid.';

export const clubprophetEndpoints: Endpoints = [
  {
    method: 'GET',
    path: '/clubprophet/{tenant}/onlineresweb/Home/Configuration',
    summary:
      'The site configuration a visitor loads first: {clientId, production, onlineApi, siteName, apiKey, buildNumber}. {tenant} is the site, indiantree of indiantree.cps.golf; 404 for a site the catalogue does not have.',
  },
  {
    method: 'GET',
    path: `${shown}/GetAllOptions/{tenant}`,
    summary: `${apiHeaders} {webSiteId, courseOptions: [{courseId, courseName}]}: the ids TeeTimes takes.`,
  },
  {
    method: 'POST',
    path: `${shown}/RegisterTransactionId`,
    summary: 'Same headers. JSON {transactionId: <uuid the client makes>}: true.',
  },
  {
    method: 'GET',
    path: `${shown}/TeeTimes?searchDate=Wed Apr 15 2026&courseIds=1,2&transactionId={uuid}&holes=0&numberOfPlayer=0&teeOffTimeMin=0&teeOffTimeMax=23`,
    summary:
      'Same headers. {transactionId, isSuccess, content}: content lists the open tee times of the courses (startTime course-local without zone, participants the room, maxPlayer the largest party still taken, availableParticipantNo the free seats, shItemPrices by shItemCode GreenFee18 / GreenFee9 / FullCart18 in dollars, some sites adding "Online" to the codes; is18HoleOnly only on 18-only tee times, is9HoleOnly on 9-only ones, neither where both rounds sell), or is {messageKey: "NO_TEETIMES", messageTemplate} on a day without any.',
  },
];

type SiteCourse = SitePlatformCourse<'clubprophet'>;

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** "Wed Apr 15 2026" (how the booking page writes a day) as 2026-04-15; undefined if unreadable. */
export function fromSearchDate(text: string): string | undefined {
  const match = /^(?:[A-Za-z]{3},? )?([A-Za-z]{3}) (\d{1,2}),? (\d{4})$/.exec(text.trim());
  const month = monthNames.findIndex((name) => name.toLowerCase() === match?.[1]?.toLowerCase());
  if (!match || month < 0) return undefined;
  const date = `${match[3]}-${pad2(month + 1)}-${pad2(Number(match[2]))}`;
  return isValidDate(date) ? date : undefined;
}

/**
 * Some sites code their items with a suffix ("GreenFee18Online" at Overland Park and in St Paul,
 * plain "GreenFee18" at Rancho Bernardo): decided per site.
 */
function itemCodeSuffix(tenant: string): string {
  return hash32('clubprophet-item-suffix', tenant) % 2 === 0 ? 'Online' : '';
}

/** About a third of the 18-hole courses also sell nine holes on every tee time. */
function sellsNine(course: SiteCourse): boolean {
  if (course.worldCourse.profile.holes === 9) return true;
  return hash32('clubprophet-nine', course.ids.tenant, course.ids.courseId) % 3 === 0;
}

/** An ASP.NET validation problem, the shape the platform's API answers a bad parameter with. */
function validationProblem(field: string, value: string): Record<string, unknown> {
  return {
    type: 'https://tools.ietf.org/html/rfc7231#section-6.5.1',
    title: 'One or more validation errors occurred.',
    status: 400,
    errors: { [field]: [`The value '${value}' is not valid.`] },
  };
}

/**
 * Club Prophet (CPS): every course site is its own host (https://{tenant}.cps.golf), served here
 * under /clubprophet/{tenant}. A visitor loads the site's configuration for its API key, registers
 * a transaction id and searches one date for several of the site's courses at once.
 */
export function clubprophetStandIn(context: TeeSheetContext): StandIn {
  return {
    descriptor: {
      id: 'clubprophet',
      name: 'Club Prophet (CPS)',
      description:
        "Club Prophet online reservations per course site under /clubprophet/{tenant}, for the catalogue courses with a Club Prophet link: the site key from its configuration, the required client headers, one TeeTimes search for several courses, NO_TEETIMES on an empty day, hole flags only where they hold, item codes with a site's suffix. Booking needs the golfer's own account there, so only searching is served.",
      basePath: '/clubprophet',
      endpoints: clubprophetEndpoints,
    },
    plugin: async (app) => {
      const { world, guard } = context;
      const sites = coursesBySite(world, 'clubprophet', (ids) => ids.tenant);

      guardPlatform(app, guard, 'clubprophet', {
        // Some sites sit behind Cloudflare, whose rate limiting answers with this page.
        tooManyRequests: { contentType: 'text/plain; charset=UTF-8', body: 'error code: 1015' },
        unauthorized: { contentType: 'text/plain; charset=utf-8', body: '' },
        serverError: {
          contentType: 'application/problem+json; charset=utf-8',
          body: '{"type":"https://tools.ietf.org/html/rfc7231#section-6.6.1","title":"An error occurred while processing your request.","status":500}',
        },
      });

      const siteOf = (request: FastifyRequest): SiteCourse[] | undefined =>
        sites.get((request.params as { tenant: string }).tenant);
      const siteMissing = { message: 'Site not found' };

      /** The site of an API call, or the answer that refuses the call. */
      const callerSite = (
        request: FastifyRequest,
        reply: FastifyReply,
      ): { tenant: string; courses: SiteCourse[] } | FastifyReply => {
        const courses = siteOf(request);
        if (!courses) return reply.code(404).send(siteMissing);
        const tenant = (request.params as { tenant: string }).tenant;
        if (!queryText(request.headers['x-componentid'])) {
          return reply
            .code(400)
            .type('text/plain; charset=utf-8')
            .send('Invalid componentid request header');
        }
        if (queryText(request.headers['x-apikey']) !== clubprophetApiKey(tenant)) {
          return reply.code(401).type('text/plain; charset=utf-8').send('');
        }
        return { tenant, courses };
      };

      app.get('/:tenant/onlineresweb/Home/Configuration', async (request, reply) => {
        const courses = siteOf(request);
        if (!courses) return reply.code(404).send(siteMissing);
        const { tenant } = request.params as { tenant: string };
        return siteConfiguration(tenant, `${request.protocol}://${request.host}/clubprophet`);
      });

      app.get(`${api}/GetAllOptions/:name`, async (request, reply) => {
        const site = callerSite(request, reply);
        if (!('courses' in site)) return site;
        return {
          webSiteId: site.courses[0]?.ids.websiteId ?? null,
          courseOptions: site.courses.map(({ worldCourse, ids }) => ({
            courseId: ids.courseId,
            courseName: worldCourse.course.name,
          })),
        };
      });

      // The sandbox does not check later that a search's transaction was registered.
      app.post(`${api}/RegisterTransactionId`, async (request, reply) => {
        const site = callerSite(request, reply);
        if (!('courses' in site)) return site;
        const body = (request.body ?? {}) as Record<string, unknown>;
        if (typeof body.transactionId !== 'string' || body.transactionId.trim() === '') {
          return reply.code(400).send(validationProblem('transactionId', ''));
        }
        return true;
      });

      app.get(`${api}/TeeTimes`, async (request, reply) => {
        const site = callerSite(request, reply);
        if (!('courses' in site)) return site;
        const query = request.query as Record<string, unknown>;
        const asked = queryText(query.searchDate) ?? '';
        const date = fromSearchDate(asked);
        if (!date) return reply.code(400).send(validationProblem('searchDate', asked));
        const wanted = queryList(query.courseIds).map(Number);
        const courses = site.courses.filter(
          ({ ids }) => wanted.length === 0 || wanted.includes(ids.courseId),
        );
        const content = courses
          .flatMap((course) =>
            world
              .sheet(course.worldCourse.course.id, date)
              .filter((slot) => !slot.blocked && slot.openSpots > 0)
              .map((slot) => ({ slot, course })),
          )
          .sort(
            (a, b) =>
              a.slot.startsAt - b.slot.startsAt || a.course.ids.courseId - b.course.ids.courseId,
          )
          .map(({ slot, course }) => renderTeeTime(course, slot));
        return {
          transactionId: queryText(query.transactionId) ?? null,
          isSuccess: true,
          content:
            content.length > 0
              ? content
              : {
                  messageKey: 'NO_TEETIMES',
                  messageTemplate: 'No tee times available for the selected date and criteria.',
                },
        };
      });
    },
  };
}

/**
 * The configuration as the real sites answer it (Indian Tree, captured 2026-02, whose build
 * number ends in a stray line break). onlineApi points into the sandbox, where the site is served.
 */
function siteConfiguration(tenant: string, base: string): Record<string, unknown> {
  return {
    clientId: 'onlineresweb',
    production: true,
    onlineApi: `${base}/${tenant}/onlineres/onlineapi/api/v1/onlinereservation`,
    siteName: tenant,
    apiKey: clubprophetApiKey(tenant),
    buildNumber: '25.3.4.21239412485\n',
  };
}

/** The rate a site books online by default, as its rows and their price items name it. */
const defaultRateCode = 'PUBLIC';

/**
 * One price item of a tee time, with the site's own item number. The world's fees are what the golfer
 * pays, so nothing is added for tax (taxCode "N/A", as on Overland Park's green fee).
 */
function priceItem(tenant: string, shItemCode: string, cents: number, itemDesc: string) {
  const dollars = Math.round(cents) / 100;
  return {
    itemGuid: uuidFrom('clubprophet-item', tenant, shItemCode),
    shItemCode,
    itemCode: String(10 + (hash32('clubprophet-item-code', tenant, shItemCode) % 90)),
    price: dollars,
    displayPrice: dollars,
    taxInclusivePrice: dollars,
    taxCode: 'N/A',
    itemDesc,
    classCode: 'R',
    rateCode: defaultRateCode,
    currentPrice: dollars,
    priceType: 1,
    priceTypeName: 'ClassPrice',
  };
}

/** The green fees and the cart of a tee time, coded as its site codes them. */
function priceItems(course: SiteCourse, slot: Slot, nine: boolean) {
  const { tenant } = course.ids;
  const code = (item: string, holes: number) => `${item}${holes}${itemCodeSuffix(tenant)}`;
  const items = [
    priceItem(tenant, code('GreenFee', slot.holes), slot.priceCents, `${slot.holes} Holes`),
  ];
  if (slot.holes === 18 && nine)
    items.push(priceItem(tenant, code('GreenFee', 9), slot.ninePriceCents, '9 Holes'));
  if (!slot.cartIncluded)
    items.push(
      priceItem(
        tenant,
        code('FullCart', slot.holes),
        slot.cartFeeCents,
        `${slot.holes} Holes Cart`,
      ),
    );
  return items;
}

/**
 * The hole flags as real rows carry them: is18HoleOnly on a tee time that sells only 18 (Rancho
 * Bernardo), is9HoleOnly with isDisabled18Hole on a nine (George Wright), neither where both
 * rounds sell (Overland Park's "9 or 18").
 */
function holeFlags(slot: Slot, nine: boolean): Record<string, boolean> {
  if (slot.holes === 9) return { is9HoleOnly: true, isDisabled18Hole: true };
  return nine ? {} : { is18HoleOnly: true };
}

/**
 * A tee time field for field as the captured Overland Park row: participants is the slot's room,
 * maxPlayer the largest party it still takes, availableParticipantNo its free seats by number
 * (two free of four are [3, 4]).
 */
function renderTeeTime(course: SiteCourse, slot: Slot): Record<string, unknown> {
  const nine = sellsNine(course);
  const name = course.worldCourse.course.name;
  const minPlayer = 1;
  return {
    teeSheetId: slot.slotNumber,
    startTime: `${slot.date}T${slot.time}:00`,
    courseTimeId:
      10_000 + (hash32('clubprophet-course-time', course.ids.courseId, slot.minute) % 90_000),
    startingTee: 1,
    ...holeFlags(slot, nine),
    crossOverTeeSheetId: 0,
    participants: slot.capacity,
    courseId: course.ids.courseId,
    courseDate: `${slot.date}T00:00:00`,
    defaultRateCode,
    defaultBookingRate: {
      rateCode: defaultRateCode,
      bookingRateType: 4,
      bookingRateTypeName: 'MemberRate',
    },
    teeTypeId: 1,
    holes: slot.holes,
    defaultHoles: 0,
    siteId: course.ids.siteId,
    courseName: name,
    courseNameIncludeCrossOver: name,
    shItemPrices: priceItems(course, slot, nine),
    shItemPricesGroup: [],
    holesDisplay: slot.holes === 18 && nine ? '9 or 18' : String(slot.holes),
    playersDisplay: `${minPlayer} - ${slot.openSpots} GOLFERS`,
    minPlayer,
    maxPlayer: slot.openSpots,
    availableParticipantNo: Array.from(
      { length: slot.openSpots },
      (_, index) => slot.capacity - slot.openSpots + index + 1,
    ),
    summaryDetail: {},
    playersRateCode: [],
    isIncludeCartPriceInPreview: true,
    isShowSeparateGreenCartFee: true,
    playerNames: [],
    blockTexts: [],
    allowSpecialTeetimeClassCodes: [],
    isShowCartDetail: true,
    isContain9HoleItems: nine,
    isContain18HoleItems: slot.holes === 18,
    bookingNotes: [],
    defaultClassCode: '01',
    teeSuffix: ' ',
  };
}
