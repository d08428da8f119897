import { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { type Platform } from './catalogue.js';
import { buildTestSandbox, fixtureCatalogue } from './test-support.fixture.js';

/**
 * What every platform's booking path enforces, driven over HTTP as a client would: a hold lapses
 * with the world clock, a slot can fill over a hold, a hold books once, a faulted commit may or
 * may not have booked, and every booking is recorded with the golfer the platform was told of.
 */

const saturday = '2026-06-20';
const golfer = { name: 'Pat Golfer', email: 'pat@example.test', phone: '+13035550100' };
const foreupUser = 'pat@example.test';

/** A foreUP course busy enough to ask for a card (popularity above 0.7 with the default seed). */
const busyCourse = {
  ...fixtureCatalogue.courses[0]!,
  id: 'fixture-busy',
  name: 'Fixture Busy Golf Course',
  links: [
    {
      platform: 'foreup' as const,
      ids: { courseId: '22980', scheduleId: '19851', bookingClass: null },
    },
  ],
};
/** A TeeItUp course as busy, whose rates charge online. */
const prepaidCourse = {
  ...fixtureCatalogue.courses[0]!,
  id: 'fixture-resort-links',
  name: 'Fixture Resort Links',
  links: [
    {
      platform: 'teeitup' as const,
      ids: { alias: 'fixture-resort-links', facilityId: 12191 },
    },
  ],
};
const catalogue = { courses: [...fixtureCatalogue.courses, busyCourse, prepaidCourse] };

interface TruthSlot {
  time: string;
  startsAt: string;
  slotNumber: number;
  openSpots: number;
  blocked: boolean;
}

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

/**
 * One platform's booking calls, as its clients make them. Club Prophet, EZLinks, Club Caddie,
 * Teesnap, GolfNow and Quick18 have none here: they book only golfers signed in to their own
 * account, so their stand-ins serve searching only.
 */
interface Driver {
  platform: Exclude<
    Platform,
    'clubprophet' | 'ezlinks' | 'clubcaddie' | 'teesnap' | 'golfnow' | 'quick18'
  >;
  courseId: string;
  hold(app: FastifyInstance, slot: TruthSlot, players: number): Promise<string>;
  commit(app: FastifyInstance, holdId: string, slot: TruthSlot): Promise<Answer>;
  release(app: FastifyInstance, holdId: string): Promise<LightMyRequestResponse>;
  /** Confirmation ids of the golfer's reservations the platform lists. */
  reservations(app: FastifyInstance): Promise<string[]>;
  /** The id of the booking in a commit answer. */
  bookingId(answer: Answer): unknown;
  /** The refusal a commit gets after the hold lapsed, and after the slot filled over it. */
  expired: Record<string, unknown>;
  taken: Record<string, unknown>;
}

const answer = (response: LightMyRequestResponse): Answer => ({
  status: response.statusCode,
  body: response.body === '' ? null : (response.json() as Record<string, unknown>),
});

async function foreupLogin(
  app: FastifyInstance,
): Promise<{ jwt: string; reservations: { teetime_id: string }[] }> {
  const response = await app.inject({
    method: 'POST',
    url: '/foreup/index.php/api/booking/users/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `username=${encodeURIComponent(foreupUser)}&password=secret&api_key=no_limits`,
  });
  return response.json() as { jwt: string; reservations: { teetime_id: string }[] };
}

const foreup = (courseId: string, scheduleId: string): Driver => ({
  platform: 'foreup',
  courseId,
  async hold(app, slot, players) {
    const { jwt } = await foreupLogin(app);
    const response = await app.inject({
      method: 'POST',
      url: '/foreup/index.php/api/booking/pending_reservation',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-authorization': `Bearer ${jwt}`,
      },
      payload: new URLSearchParams({
        time: `${saturday} ${slot.time}`,
        holes: '18',
        players: String(players),
        schedule_id: scheduleId,
      }).toString(),
    });
    return (response.json() as { reservation_id: string }).reservation_id;
  },
  async commit(app, holdId, slot) {
    const { jwt } = await foreupLogin(app);
    return answer(
      await app.inject({
        method: 'POST',
        url: '/foreup/index.php/api/booking/users/reservations',
        headers: { 'x-authorization': `Bearer ${jwt}` },
        payload: { time: `${saturday} ${slot.time}`, pending_reservation_id: holdId },
      }),
    );
  },
  release: (app, holdId) =>
    app.inject({
      method: 'DELETE',
      url: `/foreup/index.php/api/booking/pending_reservation/${holdId}`,
    }),
  reservations: async (app) =>
    (await foreupLogin(app)).reservations.map((reservation) => reservation.teetime_id),
  bookingId: (committed) => committed.body?.teetime_id,
  expired: { status: 400, body: { success: false, msg: 'Your reservation has expired' } },
  taken: {
    status: 400,
    body: { success: false, msg: 'The time you selected is no longer available' },
  },
});

const chronogolf: Driver = {
  platform: 'chronogolf',
  courseId: 'fixture-park',
  async hold(app, slot, players) {
    const response = await app.inject({
      method: 'POST',
      url: `/chronogolf/marketplace/v2/teetimes/${slot.slotNumber}/holds`,
      payload: { nb_players: players },
    });
    return (response.json() as { id: string }).id;
  },
  commit: async (app, holdId) =>
    answer(
      await app.inject({
        method: 'POST',
        url: '/chronogolf/marketplace/v2/reservations',
        payload: { hold_id: holdId, customer: golfer },
      }),
    ),
  release: (app, holdId) =>
    app.inject({ method: 'DELETE', url: `/chronogolf/marketplace/v2/holds/${holdId}` }),
  reservations: async (app) =>
    (
      (
        await app.inject({ url: `/chronogolf/marketplace/v2/reservations?email=${golfer.email}` })
      ).json() as { reservations: { id: string }[] }
    ).reservations.map((reservation) => reservation.id),
  bookingId: (committed) => committed.body?.id,
  expired: { status: 422, body: { code: 'hold_expired' } },
  taken: { status: 422, body: { code: 'teetime_unavailable' } },
};

const alias = { 'x-be-alias': 'fixture-vail-golf-club' };
const teeitup: Driver = {
  platform: 'teeitup',
  courseId: 'fixture-vail',
  async hold(app, slot, players) {
    const response = await app.inject({
      method: 'POST',
      url: '/teeitup/v2/tee-times/holds',
      headers: alias,
      payload: { facilityId: 12190, teetime: slot.startsAt, players },
    });
    return (response.json() as { holdId: string }).holdId;
  },
  commit: async (app, holdId) =>
    answer(
      await app.inject({
        method: 'POST',
        url: '/teeitup/v2/reservations',
        headers: alias,
        payload: { holdId, customer: golfer },
      }),
    ),
  release: (app, holdId) =>
    app.inject({ method: 'DELETE', url: `/teeitup/v2/tee-times/holds/${holdId}` }),
  reservations: async (app) =>
    (
      (
        await app.inject({ url: `/teeitup/v2/reservations?email=${golfer.email}`, headers: alias })
      ).json() as { reservationId: string }[]
    ).map((reservation) => reservation.reservationId),
  bookingId: (committed) => committed.body?.reservationId,
  expired: { status: 409, body: { code: 'hold_expired' } },
  taken: { status: 409, body: { code: 'teetime_unavailable' } },
};

const apiKey = { 'x-api-key': 'site-key' };

/** The teeTimeId the club's sheet lists for the slot's 18-hole round, as a golfer's page holds it. */
async function membersportsTeeTimeId(app: FastifyInstance, slot: TruthSlot): Promise<number> {
  const sheet = await app.inject({
    method: 'POST',
    url: '/membersports/api/v1/golfclubs/onlineBookingTeeTimes',
    headers: apiKey,
    payload: {
      configurationTypeId: 1,
      date: saturday,
      golfClubGroupId: 1,
      golfClubId: 3660,
      golfCourseId: 4711,
      groupSheetTypeId: 0,
    },
  });
  const [hours, minutes] = slot.time.split(':').map(Number);
  const row = (
    sheet.json() as {
      teeTime: number;
      items: { golfCourseId: number; holesRequirementTypeId: number; teeTimeId: number }[];
    }[]
  ).find((each) => each.teeTime === hours! * 60 + minutes!);
  return row!.items.find((item) => item.golfCourseId === 4711 && item.holesRequirementTypeId === 2)!
    .teeTimeId;
}

const membersports: Driver = {
  platform: 'membersports',
  courseId: 'fixture-city',
  async hold(app, slot, players) {
    const response = await app.inject({
      method: 'POST',
      url: '/membersports/api/v1/teeTimes/holds',
      headers: apiKey,
      payload: { teeTimeId: await membersportsTeeTimeId(app, slot), numberOfPlayers: players },
    });
    return (response.json() as { holdId: string }).holdId;
  },
  commit: async (app, holdId) =>
    answer(
      await app.inject({
        method: 'POST',
        url: '/membersports/api/v1/teeTimes/reservations',
        headers: apiKey,
        payload: { holdId, customer: golfer },
      }),
    ),
  release: (app, holdId) =>
    app.inject({
      method: 'DELETE',
      url: `/membersports/api/v1/teeTimes/holds/${holdId}`,
      headers: apiKey,
    }),
  reservations: async (app) =>
    (
      (
        await app.inject({
          url: `/membersports/api/v1/teeTimes/reservations?email=${golfer.email}`,
          headers: apiKey,
        })
      ).json() as { reservationId: string }[]
    ).map((reservation) => reservation.reservationId),
  bookingId: (committed) => committed.body?.reservationId,
  expired: { status: 409, body: { code: 'hold_expired' } },
  taken: { status: 409, body: { code: 'teetime_unavailable' } },
};

const drivers = [foreup('fixture-muni', '19850'), chronogolf, teeitup, membersports];

describe.each(drivers.map((driver) => [driver.platform, driver] as const))(
  'booking at the %s stand-in',
  (_platform, driver) => {
    let app: FastifyInstance;
    beforeEach(async () => {
      ({ app } = await buildTestSandbox({ catalogue }));
    });
    afterEach(async () => app.close());

    const control = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      (await app.inject({ method, url: `/control${url}`, ...(payload ? { payload } : {}) })).json();

    /** A bookable slot with all four spots open (control calls keep simulated golfers off it). */
    const openSlot = async (): Promise<TruthSlot> => {
      const sheet = (await control(
        'GET',
        `/courses/${driver.courseId}/sheet?date=${saturday}`,
      )) as {
        slots: TruthSlot[];
      };
      const slot = sheet.slots.find((each) => !each.blocked && each.openSpots > 0)!;
      await control('POST', '/slots/open', {
        courseId: driver.courseId,
        date: saturday,
        time: slot.time,
        spots: 4,
      });
      return slot;
    };
    const truth = async (slot: TruthSlot): Promise<TruthSlot> => {
      const sheet = (await control(
        'GET',
        `/courses/${driver.courseId}/sheet?date=${saturday}`,
      )) as {
        slots: TruthSlot[];
      };
      return sheet.slots.find((each) => each.time === slot.time)!;
    };
    const recorded = async () =>
      (await control('GET', `/bookings?platform=${driver.platform}`)) as {
        holds: { id: string; live: boolean; outcome?: string }[];
        bookings: { id: string; platform: string; time: string; golfer: object | null }[];
      };

    it('books through a live hold and records the booking with its golfer', async () => {
      const slot = await openSlot();
      const holdId = await driver.hold(app, slot, 2);
      const committed = await driver.commit(app, holdId, slot);

      expect(committed.status).toBeLessThan(300);
      const { bookings } = await recorded();
      expect(bookings).toEqual([
        expect.objectContaining({
          id: driver.bookingId(committed),
          platform: driver.platform,
          time: slot.time,
          players: 2,
          golfer: expect.objectContaining({ email: golfer.email }),
        }),
      ]);
      expect(await driver.reservations(app)).toEqual([driver.bookingId(committed)]);
      expect((await truth(slot)).openSpots).toBe(2);
    });

    it('refuses a commit once the hold lapsed on the sandbox clock, and gives the spots back', async () => {
      const slot = await openSlot();
      const holdId = await driver.hold(app, slot, 2);
      expect((await truth(slot)).openSpots).toBe(2);

      await control('PUT', '/clock', { advanceMinutes: 5 });

      expect(await driver.commit(app, holdId, slot)).toMatchObject(driver.expired);
      expect((await truth(slot)).openSpots).toBe(4);
      expect((await recorded()).bookings).toEqual([]);
    });

    it('refuses a commit when the slot filled over the hold, until the hold is released', async () => {
      const slot = await openSlot();
      const holdId = await driver.hold(app, slot, 2);
      await control('POST', '/slots/book', {
        courseId: driver.courseId,
        date: saturday,
        time: slot.time,
        spots: 4,
        overHolds: true,
      });

      expect(await driver.commit(app, holdId, slot)).toMatchObject(driver.taken);
      expect((await recorded()).holds).toEqual([expect.objectContaining({ live: true })]);
      expect((await driver.release(app, holdId)).statusCode).toBeLessThan(300);
      expect((await recorded()).holds).toEqual([
        expect.objectContaining({ live: false, outcome: 'released' }),
      ]);
      expect((await truth(slot)).openSpots).toBe(0);
      expect((await recorded()).bookings).toEqual([]);
    });

    it('books a hold once, whatever a second commit of it answers', async () => {
      const slot = await openSlot();
      const holdId = await driver.hold(app, slot, 1);
      const first = await driver.commit(app, holdId, slot);
      const second = await driver.commit(app, holdId, slot);

      if (driver.platform === 'membersports') {
        expect(second).toEqual(first);
      } else {
        expect(second.status).toBe(driver.expired.status);
        expect(driver.bookingId(second)).toBeUndefined();
      }
      expect((await recorded()).bookings).toHaveLength(1);
      expect((await truth(slot)).openSpots).toBe(3);
    });

    it('books but answers 500 when the fault strikes after handling, and does not book when it strikes before', async () => {
      const commitPath = {
        foreup: '/users/reservations',
        chronogolf: '/v2/reservations',
        teeitup: '/v2/reservations',
        membersports: '/teeTimes/reservations',
      }[driver.platform];
      const slot = await openSlot();

      await control('POST', '/faults', {
        platform: driver.platform,
        kind: '500',
        status: 503,
        path: commitPath,
        method: 'POST',
        count: 1,
      });
      const refusedHold = await driver.hold(app, slot, 1);
      expect((await driver.commit(app, refusedHold, slot)).status).toBe(503);
      expect((await recorded()).bookings).toHaveLength(0);

      await control('POST', '/faults', {
        platform: driver.platform,
        kind: '500',
        path: commitPath,
        method: 'POST',
        afterHandling: true,
        count: 1,
      });
      const lostHold = await driver.hold(app, slot, 1);
      expect((await driver.commit(app, lostHold, slot)).status).toBe(500);
      const { bookings } = await recorded();
      expect(bookings).toHaveLength(1);
      expect(await driver.reservations(app)).toEqual([bookings[0]!.id]);
    });
  },
);

describe('foreUP card-less booking class', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox({ catalogue }));
  });
  afterEach(async () => app.close());

  const busy = foreup('fixture-busy', '19851');
  const busySlot = async (): Promise<TruthSlot> => {
    const sheet = (
      await app.inject({ url: `/control/courses/fixture-busy/sheet?date=${saturday}` })
    ).json() as { slots: TruthSlot[] };
    return sheet.slots.find((each) => !each.blocked && each.openSpots > 0)!;
  };

  it('tells clients the slot needs a card and declines a commit without one', async () => {
    const slot = await busySlot();
    const times = (
      await app.inject({
        url: `/foreup/index.php/api/booking/times?time=all&date=06-20-2026&holes=all&players=0&schedule_id=19851`,
      })
    ).json() as { time: string; require_credit_card: boolean }[];
    expect(times.find((each) => each.time === `${saturday} ${slot.time}`)).toMatchObject({
      require_credit_card: true,
    });

    const holdId = await busy.hold(app, slot, 1);
    expect(await busy.commit(app, holdId, slot)).toEqual({
      status: 400,
      body: { success: false, msg: 'A credit card is required to book this tee time' },
    });
    const { holds, bookings } = (
      await app.inject({ url: '/control/bookings?platform=foreup' })
    ).json() as { holds: { live: boolean }[]; bookings: unknown[] };
    expect(bookings).toEqual([]);
    expect(holds).toEqual([expect.objectContaining({ live: true })]);
  });

  it('books the same hold once a card is given', async () => {
    const slot = await busySlot();
    const holdId = await busy.hold(app, slot, 1);
    const { jwt } = await foreupLogin(app);
    const committed = await app.inject({
      method: 'POST',
      url: '/foreup/index.php/api/booking/users/reservations',
      headers: { 'x-authorization': `Bearer ${jwt}` },
      payload: { pending_reservation_id: holdId, credit_card_id: 'card_1' },
    });
    expect(committed.statusCode).toBe(200);
    expect(committed.json()).toMatchObject({ teetime_id: expect.stringMatching(/^TT/) });
  });
});

describe('TeeItUp rates charged online', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox({ catalogue }));
  });
  afterEach(async () => app.close());

  const resortAlias = { 'x-be-alias': 'fixture-resort-links' };

  it('shows what is due online and refuses a commit without a payment', async () => {
    const [day] = (
      await app.inject({
        url: `/teeitup/v2/tee-times?date=${saturday}&facilityIds=12191`,
        headers: resortAlias,
      })
    ).json() as { teetimes: { teetime: string; rates: { dueOnlineRiding: number }[] }[] }[];
    const teetime = day!.teetimes[0]!;
    expect(teetime.rates[0]!.dueOnlineRiding).toBeGreaterThan(0);

    const held = await app.inject({
      method: 'POST',
      url: '/teeitup/v2/tee-times/holds',
      headers: resortAlias,
      payload: { facilityId: 12191, teetime: teetime.teetime, players: 1 },
    });
    const { holdId } = held.json() as { holdId: string };
    const unpaid = await app.inject({
      method: 'POST',
      url: '/teeitup/v2/reservations',
      headers: resortAlias,
      payload: { holdId, customer: golfer },
    });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ code: 'payment_required' });

    const paid = await app.inject({
      method: 'POST',
      url: '/teeitup/v2/reservations',
      headers: resortAlias,
      payload: { holdId, customer: golfer, payment: { token: 'tok_1' } },
    });
    expect(paid.statusCode).toBe(201);
  });
});

describe('fault narrowing', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox());
  });
  afterEach(async () => app.close());

  it('hits only the requests of the named path and method', async () => {
    await app.inject({
      method: 'POST',
      url: '/control/faults',
      payload: { platform: 'chronogolf', kind: '500', path: '/reservations', method: 'POST' },
    });
    const read = await app.inject({
      url: `/chronogolf/marketplace/clubs/20806/teetimes?date=${saturday}&course_id=45732&affiliation_type_ids[]=15423`,
    });
    const list = await app.inject({
      url: `/chronogolf/marketplace/v2/reservations?email=${golfer.email}`,
    });
    const commit = await app.inject({
      method: 'POST',
      url: '/chronogolf/marketplace/v2/reservations',
      payload: { hold_id: 'made-up' },
    });
    expect([read.statusCode, list.statusCode, commit.statusCode]).toEqual([200, 200, 500]);
  });

  it('refuses afterHandling on a fault that cannot strike after the work', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/control/faults',
      payload: { platform: 'teeitup', kind: '429', afterHandling: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'afterHandling applies to 500 and timeout faults only',
    });
  });
});
