import { type FastifyInstance } from 'fastify';
import { buildSandbox } from '../app.js';
import { type Catalogue, type CatalogueCourse, type ClubprophetIds } from './catalogue.js';
import { type TeeSheetOptions, createTeeSheetStandIns } from './tee-sheets.js';

/** A small catalogue with every shape the simulator must handle; tests never need the real file. */
export const fixtureCatalogue: Catalogue = {
  courses: [
    course('fixture-muni', 'Fixture Municipal Golf Course', 'Public', [
      { platform: 'foreup', ids: { courseId: '22979', scheduleId: '19850', bookingClass: null } },
    ]),
    course('fixture-members-welcome', 'Fixture Members Welcome Golf Club', 'Semi-Private', [
      { platform: 'foreup', ids: { courseId: '22540', scheduleId: '11130', bookingClass: '4321' } },
    ]),
    course('fixture-park', 'Fixture Park Golf Course', 'Public', [
      { platform: 'chronogolf', ids: { clubId: 20806, courseId: 45732, affiliationTypeId: 15423 } },
    ]),
    course('fixture-park-nine', 'Fixture Park Nine Golf Course', 'Public', [
      { platform: 'chronogolf', ids: { clubId: 20806, courseId: 45733, affiliationTypeId: 15423 } },
    ]),
    course('fixture-vail', 'Fixture Vail Golf Club', 'Resort', [
      { platform: 'teeitup', ids: { alias: 'fixture-vail-golf-club', facilityId: 12190 } },
    ]),
    course('fixture-city', 'Fixture City Golf Course', 'Public', [
      {
        platform: 'membersports',
        ids: { golfClubId: 3660, golfCourseId: 4711, golfClubGroupId: 1, configurationTypeId: 1 },
      },
    ]),
    course('fixture-city-west', 'Fixture City West Golf Course', 'Public', [
      {
        platform: 'membersports',
        ids: { golfClubId: 3660, golfCourseId: 4712, golfClubGroupId: 1, configurationTypeId: 1 },
      },
    ]),
    course('fixture-broken-tee', 'Fixture Broken Tee Golf Course', 'Public', [
      {
        platform: 'membersports',
        ids: { golfClubId: 3689, golfCourseId: 4748, golfClubGroupId: 1, configurationTypeId: 1 },
      },
    ]),
    course('fixture-lonely', 'Fixture Lonely Links', 'Public', [
      {
        platform: 'membersports',
        ids: { golfClubId: 4236, golfCourseId: 35320, golfClubGroupId: 0, configurationTypeId: 1 },
      },
    ]),
    // Two courses of one Club Prophet site, and a site of its own.
    course('fixture-legacy', 'Fixture Legacy Golf Course', 'Public', [
      { platform: 'clubprophet', ids: clubprophetSite('fixturewestminster', 1) },
    ]),
    course('fixture-walnut', 'Fixture Walnut Creek Golf Preserve', 'Public', [
      { platform: 'clubprophet', ids: clubprophetSite('fixturewestminster', 2) },
    ]),
    course('fixture-peaks', 'Fixture Peaks Golf Course', 'Public', [
      { platform: 'clubprophet', ids: clubprophetSite('fixturepeaks', 10) },
    ]),
    // Two courses of one EZLinks portal, and a portal of its own.
    course('fixture-aurora-hills', 'Fixture Aurora Hills Golf Course', 'Public', [
      { platform: 'ezlinks', ids: { portal: 'fixtureaurora', courseId: 6386 } },
    ]),
    course('fixture-meadow-hills', 'Fixture Meadow Hills Golf Course', 'Public', [
      { platform: 'ezlinks', ids: { portal: 'fixtureaurora', courseId: 6474 } },
    ]),
    course('fixture-grand-elk', 'Fixture Grand Elk Golf Club', 'Public', [
      { platform: 'ezlinks', ids: { portal: 'fixtureelk', courseId: 7001 } },
    ]),
    // Club Caddie courses: one key on two servers (rates per round at cc90, only the pricing
    // plans at cc91, which also sells nine holes), and a nine-hole course.
    course('fixture-applewood', 'Fixture Applewood Golf Course', 'Public', [
      { platform: 'clubcaddie', ids: { server: 'cc90', courseKey: 'fixaabab' } },
    ]),
    course('fixture-monte-vista', 'Fixture Monte Vista Country Club', 'Public', [
      { platform: 'clubcaddie', ids: { server: 'cc91', courseKey: 'fixaabab' } },
    ]),
    course('fixture-salida-nine', 'Fixture Salida Nine Golf Course', 'Public', [
      { platform: 'clubcaddie', ids: { server: 'cc90', courseKey: 'fixbbbab' } },
    ]),
    // GolfNow resells a course that sells on its own platform too (its search answers the older
    // rate shape), and a course of its own (the current shape); both sell nine holes as well.
    course('fixture-arrowhead', 'Fixture Arrowhead Golf Club', 'Public', [
      { platform: 'ezlinks', ids: { portal: 'fixturearrowhead', courseId: 7100 } },
      { platform: 'golfnow', ids: { facilityId: 453, seoFriendlyName: '453-fixture-arrowhead' } },
    ]),
    course('fixture-four-mile', 'Fixture Four Mile Ranch Golf Club', 'Public', [
      {
        platform: 'golfnow',
        ids: { facilityId: 4402, seoFriendlyName: '4402-fixture-four-mile-ranch' },
      },
    ]),
    // Teesnap sites: two courses on one site of Sundance's kind (rack rates, tenth-tee starts, a
    // closed day answered with a 200), one selling both rounds and one of nine holes, and a site
    // of its own of Mt. Massive's kind (no rack rate, first tee only, a closed day's 400).
    course('fixture-havasu', 'Fixture Havasu Golf Course', 'Public', [
      { platform: 'teesnap', ids: { subdomain: 'fixturehavasu', courseId: 307 } },
    ]),
    course('fixture-havasu-nine', 'Fixture Havasu Nine Golf Course', 'Public', [
      { platform: 'teesnap', ids: { subdomain: 'fixturehavasu', courseId: 308 } },
    ]),
    course('fixture-leadville', 'Fixture Leadville Golf Course', 'Public', [
      { platform: 'teesnap', ids: { subdomain: 'fixtureleadville', courseId: 966 } },
    ]),
    // Quick18 portals: one whose numbers for the course and its two nines are known (a members'
    // rate beside the public ones), and one whose number is made up (it sells nine holes too).
    course('fixture-thorncreek', 'Fixture Thorncreek Golf Course', 'Public', [
      { platform: 'quick18', ids: { subdomain: 'fixturethorncreek', courseIds: [693, 694, 705] } },
    ]),
    course('fixture-river', 'Fixture River Course', 'Resort', [
      { platform: 'quick18', ids: { subdomain: 'fixtureriver', courseIds: [] } },
    ]),
    { ...course('fixture-private', 'Fixture Private Club', 'Private', []), onlineBooking: false },
  ],
};

function clubprophetSite(tenant: string, courseId: number): ClubprophetIds {
  return { tenant, websiteId: `${tenant}-website`, siteId: 1, courseId };
}

function course(
  id: string,
  name: string,
  type: string,
  links: CatalogueCourse['links'],
): CatalogueCourse {
  return {
    id,
    name,
    city: 'Denver',
    zip: '80205',
    type,
    latitude: 39.74,
    longitude: -104.95,
    area: 'denver',
    onlineBooking: true,
    bookingUrl: `https://example.test/${id}`,
    platform: links[0]?.platform ?? null,
    links,
  };
}

/** Wednesday 17 June 2026, 08:00 in Denver (MDT). */
export const fixtureStart = Date.parse('2026-06-17T14:00:00Z');

/** A settable real clock for the sandbox under test. */
export class ManualClock {
  constructor(public value = 1_000_000) {}
  now = (): number => this.value;
  advance(ms: number): void {
    this.value += ms;
  }
}

export interface TestSandbox {
  app: FastifyInstance;
  clock: ManualClock;
}

/**
 * A sandbox with only the tee-sheet stand-ins over the fixture catalogue, the world clock at
 * fixtureStart and no request budget (tests of the budget turn it on).
 */
export async function buildTestSandbox(options: TeeSheetOptions = {}): Promise<TestSandbox> {
  const clock = new ManualClock();
  const app = await buildSandbox({
    standIns: createTeeSheetStandIns({
      catalogue: fixtureCatalogue,
      now: clock.now,
      clockStart: fixtureStart,
      requestsPerSecond: null,
      ...options,
    }),
  });
  return { app, clock };
}

/** A slot of the world's tee sheet, as `/control/courses/{id}/sheet` tells it. */
export interface TruthSlot {
  time: string;
  holes: number;
  openSpots: number;
  price: number;
  ninePrice: number;
  cartIncluded: boolean;
  blocked: boolean;
}

/** The slots of a course's day a golfer could book: not blocked, with a spot open. */
export async function bookableTruth(
  app: FastifyInstance,
  courseId: string,
  date: string,
): Promise<TruthSlot[]> {
  const sheet = (
    await app.inject({ url: `/control/courses/${courseId}/sheet?date=${date}` })
  ).json<{
    slots: TruthSlot[];
  }>();
  return sheet.slots.filter((slot) => !slot.blocked && slot.openSpots > 0);
}

/**
 * Three requests to `url` at a budget of one a second with a burst of two, back to back: the
 * answers, the third refused as the platform refuses a request over its budget.
 */
export async function answersOverBudget(url: string) {
  const limited = await buildTestSandbox({ requestsPerSecond: 1, burst: 2 });
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await limited.app.inject({ url }));
  await limited.app.close();
  return answers;
}

/** "2026-06-19" -> "06-19-2026", foreUP's date parameter. */
export function foreupDate(date: string): string {
  return `${date.slice(5, 7)}-${date.slice(8, 10)}-${date.slice(0, 4)}`;
}
