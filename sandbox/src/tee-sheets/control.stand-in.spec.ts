import { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import {
  type ManualClock,
  buildTestSandbox,
  fixtureStart,
  foreupDate,
} from './test-support.fixture.js';

const saturday = '2026-06-20';
const foreupTimes = `/foreup/index.php/api/booking/times?time=all&date=${foreupDate(saturday)}&holes=all&players=0&schedule_id=19850`;
const teeitupTimes = `/teeitup/v2/tee-times?date=${saturday}&facilityIds=12190`;
const alias = { 'x-be-alias': 'fixture-vail-golf-club' };
const chronogolfTimes = `/chronogolf/marketplace/clubs/20806/teetimes?date=${saturday}&course_id=45732&affiliation_type_ids[]=15423`;
const membersports = {
  method: 'POST' as const,
  url: '/membersports/api/v1/golfclubs/onlineBookingTeeTimes',
  headers: { 'x-api-key': 'k' },
  payload: {
    configurationTypeId: 1,
    date: saturday,
    golfClubGroupId: 0,
    golfClubId: 4236,
    golfCourseId: 35320,
  },
};

interface ForeupSlot {
  time: string;
  available_spots: number;
  green_fee: number | string;
}

describe('control API', () => {
  let app: FastifyInstance;
  let clock: ManualClock;
  beforeEach(async () => {
    ({ app, clock } = await buildTestSandbox());
  });
  afterEach(async () => app.close());

  const control = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    app.inject({ method, url: `/control${url}`, ...(payload ? { payload } : {}) });

  const fullSlot = async (courseId: string): Promise<string> => {
    const sheet = (await control('GET', `/courses/${courseId}/sheet?date=${saturday}`)).json() as {
      slots: { time: string; openSpots: number; blocked: boolean }[];
    };
    return sheet.slots.find((slot) => slot.openSpots === 0 && !slot.blocked)!.time;
  };

  describe('slots and prices', () => {
    it('opens a full slot so that it appears with its spots and price on the platform', async () => {
      const time = await fullSlot('fixture-muni');
      const before = (await app.inject({ url: foreupTimes })).json() as ForeupSlot[];
      expect(before.map((slot) => slot.time)).not.toContain(`${saturday} ${time}`);

      const response = await control('POST', '/slots/open', {
        courseId: 'fixture-muni',
        date: saturday,
        time,
        spots: 3,
        price: 19.5,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        before: { time, openSpots: 0 },
        after: { time, openSpots: 3, price: 19.5 },
      });

      const after = (await app.inject({ url: foreupTimes })).json() as ForeupSlot[];
      const opened = after.find((slot) => slot.time === `${saturday} ${time}`)!;
      expect(opened.available_spots).toBe(3);
      expect(Number(opened.green_fee)).toBe(19.5);
    });

    it('frees spots (a cancellation) and books spots away, as TeeItUp shows', async () => {
      const time = await fullSlot('fixture-vail');
      const freed = await control('POST', '/slots/free', {
        courseId: 'fixture-vail',
        date: saturday,
        time,
        spots: 2,
      });
      expect(freed.json()).toMatchObject({ before: { openSpots: 0 }, after: { openSpots: 2 } });
      const teetimes = (
        (await app.inject({ url: teeitupTimes, headers: alias })).json() as {
          teetimes: { teetime: string; maxPlayers: number }[];
        }[]
      )[0]!.teetimes;
      const startsAt = (freed.json() as { after: { startsAt: string } }).after.startsAt;
      expect(teetimes.find((each) => each.teetime === startsAt)?.maxPlayers).toBe(2);

      const booked = await control('POST', '/slots/book', {
        courseId: 'fixture-vail',
        date: saturday,
        time,
        spots: 2,
      });
      expect(booked.json()).toMatchObject({ after: { openSpots: 0 } });
    });

    it('changes the price of a whole date', async () => {
      const response = await control('POST', '/prices', {
        courseId: 'fixture-muni',
        date: saturday,
        price: 42,
      });
      expect(response.statusCode).toBe(200);
      const slots = (await app.inject({ url: foreupTimes })).json() as ForeupSlot[];
      expect(slots.every((slot) => Number(slot.green_fee) === 42)).toBe(true);
    });

    it('says plainly when the slot or course does not exist', async () => {
      const outside = await control('POST', '/slots/free', {
        courseId: 'fixture-muni',
        date: '2026-08-01',
        time: '08:00',
        spots: 1,
      });
      const unknown = await control('POST', '/slots/open', {
        courseId: 'nowhere',
        date: saturday,
        time: '08:00',
      });
      const invalid = await control('POST', '/slots/open', { courseId: 'fixture-muni' });

      expect(outside.statusCode).toBe(404);
      expect(outside.json()).toEqual({
        error: expect.stringContaining('outside the booking window'),
      });
      expect(unknown.statusCode).toBe(404);
      expect(invalid.statusCode).toBe(400);
    });
  });

  describe('clock', () => {
    it('reads the world clock in Denver time', async () => {
      expect((await control('GET', '/clock')).json()).toEqual({
        now: new Date(fixtureStart).toISOString(),
        local: { date: '2026-06-17', time: '08:00', timeZone: 'America/Denver' },
        speed: 1,
      });
    });

    it('runs the world faster and jumps it forward', async () => {
      const response = await control('PUT', '/clock', { speed: 1000, advanceMinutes: 60 });
      expect(response.json()).toMatchObject({
        before: { speed: 1 },
        after: { speed: 1000, local: { time: '09:00' } },
      });
      clock.advance(3_600);
      expect((await control('GET', '/clock')).json()).toMatchObject({ local: { time: '10:00' } });
    });

    it('lets a hold expire after 300 s of world time', async () => {
      const form = async (): Promise<string> => {
        const login = await app.inject({
          method: 'POST',
          url: '/foreup/index.php/api/booking/users/login',
          payload: { username: 'a', password: 'b' },
        });
        return (login.json() as { jwt: string }).jwt;
      };
      const jwt = await form();
      const [slot] = (await app.inject({ url: foreupTimes })).json() as ForeupSlot[];
      const held = await app.inject({
        method: 'POST',
        url: '/foreup/index.php/api/booking/pending_reservation',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-authorization': `Bearer ${jwt}`,
        },
        payload: `time=${encodeURIComponent(slot!.time)}&players=1&schedule_id=19850&holes=18`,
      });
      const id = (held.json() as { reservation_id: string }).reservation_id;
      await control('PUT', '/clock', { speed: 100 });
      clock.advance(3_000);

      const late = await app.inject({
        method: 'POST',
        url: '/foreup/index.php/api/booking/users/reservations',
        headers: { 'x-authorization': `Bearer ${jwt}` },
        payload: { ...slot, players: '1', pending_reservation_id: id },
      });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ success: false, msg: 'Your reservation has expired' });
    });
  });

  describe('faults', () => {
    const addFault = async (fault: object): Promise<LightMyRequestResponse> => {
      const response = await control('POST', '/faults', fault);
      expect(response.statusCode).toBe(200);
      return response;
    };

    it('answers 500 (or another 5xx) for the count asked, then recovers', async () => {
      await addFault({ platform: 'membersports', kind: '500', status: 504, count: 2 });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await app.inject(membersports)).statusCode);
      expect(statuses).toEqual([504, 504, 200]);
      expect((await control('GET', '/faults')).json()).toEqual([]);
    });

    it('answers 429 with Retry-After when asked, without it otherwise', async () => {
      await addFault({ platform: 'teeitup', kind: '429', count: 1 });
      await addFault({ platform: 'chronogolf', kind: '429', retryAfterSeconds: 7, count: 1 });
      const teeitup = await app.inject({ url: teeitupTimes, headers: alias });
      const chronogolf = await app.inject({ url: chronogolfTimes });
      expect(teeitup.statusCode).toBe(429);
      expect(teeitup.headers['retry-after']).toBeUndefined();
      expect(chronogolf.statusCode).toBe(429);
      expect(chronogolf.headers['retry-after']).toBe('7');
    });

    it('answers 401 for the platform', async () => {
      await addFault({ platform: 'foreup', kind: '401', count: 1 });
      const response = await app.inject({ url: foreupTimes });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ msg: 'Unauthorized' });
    });

    it('cuts the JSON answer in half', async () => {
      await addFault({ platform: 'foreup', kind: 'malformed', count: 1 });
      const broken = await app.inject({ url: foreupTimes });
      const whole = await app.inject({ url: foreupTimes });
      expect(broken.statusCode).toBe(200);
      expect(() => JSON.parse(broken.body)).toThrow();
      expect(whole.body.startsWith(broken.body)).toBe(true);
    });

    it('empties the tee times (soft throttling) but keeps the shape', async () => {
      await addFault({ platform: 'teeitup', kind: 'empty', count: 1 });
      const response = await app.inject({ url: teeitupTimes, headers: alias });
      expect(response.json()).toEqual([
        expect.objectContaining({ teetimes: [], totalAvailableTeetimes: 0 }),
      ]);
    });

    it('adds latency, answers late, or never answers', async () => {
      await addFault({ platform: 'foreup', kind: 'latency', ms: 120, count: 1 });
      let started = Date.now();
      expect((await app.inject({ url: foreupTimes })).statusCode).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(100);

      await addFault({ platform: 'foreup', kind: 'timeout', ms: 150, count: 1 });
      started = Date.now();
      expect((await app.inject({ url: foreupTimes })).statusCode).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(130);

      await addFault({ platform: 'foreup', kind: 'timeout', count: 1 });
      const hanging = app.inject({ url: foreupTimes });
      const winner = await Promise.race([
        hanging.then(() => 'answered'),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300)),
      ]);
      expect(winner).toBe('still waiting');
      await app.close();
      expect((await hanging).statusCode).toBe(504);
    });

    it('hits about the share of requests asked for, and only its platform', async () => {
      await addFault({ platform: 'foreup', kind: '500', rate: 0.5 });
      let failed = 0;
      for (let i = 0; i < 60; i++) {
        if ((await app.inject({ url: foreupTimes })).statusCode === 500) failed += 1;
      }
      expect(failed).toBeGreaterThan(15);
      expect(failed).toBeLessThan(45);
      expect((await app.inject({ url: teeitupTimes, headers: alias })).statusCode).toBe(200);
    });

    it('clears faults by platform or all, answering what it removed', async () => {
      await addFault({ platform: 'foreup', kind: '500' });
      await addFault({ platform: 'teeitup', kind: '500' });
      const one = await control('DELETE', '/faults?platform=foreup');
      expect(one.json()).toEqual({ cleared: [expect.objectContaining({ platform: 'foreup' })] });
      expect((await app.inject({ url: foreupTimes })).statusCode).toBe(200);
      const rest = await control('DELETE', '/faults');
      expect((rest.json() as { cleared: unknown[] }).cleared).toHaveLength(1);
    });

    it('refuses an unknown fault kind', async () => {
      const response = await control('POST', '/faults', { platform: 'foreup', kind: 'fire' });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('request budget', () => {
    it('answers 429 once the budget is spent, with Retry-After on foreUP only', async () => {
      const limited = await buildTestSandbox({ requestsPerSecond: 1, burst: 2 });
      try {
        const foreup = [];
        const teeitup = [];
        for (let i = 0; i < 4; i++) foreup.push(await limited.app.inject({ url: foreupTimes }));
        for (let i = 0; i < 4; i++) {
          teeitup.push(await limited.app.inject({ url: teeitupTimes, headers: alias }));
        }
        expect(foreup.map((r) => r.statusCode)).toEqual([200, 200, 429, 429]);
        expect(foreup[2]!.headers['retry-after']).toBe('1');
        expect(teeitup.map((r) => r.statusCode)).toEqual([200, 200, 429, 429]);
        expect(teeitup[2]!.headers['retry-after']).toBeUndefined();

        limited.clock.advance(1000);
        expect((await limited.app.inject({ url: foreupTimes })).statusCode).toBe(200);
        expect((await limited.app.inject({ url: foreupTimes })).statusCode).toBe(429);

        const budgets = (
          await limited.app.inject({ url: '/control/rate-limits' })
        ).json() as Record<string, { traffic: { requests: number; throttled: number } }>;
        expect(budgets.foreup!.traffic).toMatchObject({ requests: 6, throttled: 3 });
      } finally {
        await limited.app.close();
      }
    });

    it('is changed or switched off per platform', async () => {
      const limited = await buildTestSandbox({ requestsPerSecond: 1, burst: 1 });
      try {
        const change = await limited.app.inject({
          method: 'PUT',
          url: '/control/rate-limits/chronogolf',
          payload: { requestsPerSecond: null },
        });
        expect(change.json()).toMatchObject({
          before: { requestsPerSecond: 1 },
          after: { requestsPerSecond: null },
        });
        for (let i = 0; i < 5; i++) {
          expect((await limited.app.inject({ url: chronogolfTimes })).statusCode).toBe(200);
        }
        expect((await limited.app.inject(membersports)).statusCode).toBe(200);
        expect((await limited.app.inject(membersports)).statusCode).toBe(429);
      } finally {
        await limited.app.close();
      }
    });

    it('does not count control calls or the live page', async () => {
      const limited = await buildTestSandbox({ requestsPerSecond: 1, burst: 1 });
      try {
        for (let i = 0; i < 3; i++) {
          expect((await limited.app.inject({ url: '/control/clock' })).statusCode).toBe(200);
          expect((await limited.app.inject({ url: '/tee-sheets' })).statusCode).toBe(200);
        }
      } finally {
        await limited.app.close();
      }
    });
  });

  it('resets bookings, overrides, faults and the clock', async () => {
    const time = await fullSlot('fixture-muni');
    const pristine = (await app.inject({ url: foreupTimes })).body;
    await control('POST', '/slots/open', { courseId: 'fixture-muni', date: saturday, time });
    await control('POST', '/faults', { platform: 'teeitup', kind: '500' });
    await control('PUT', '/clock', { advanceMinutes: 90, speed: 10 });

    const response = await control('POST', '/reset');

    expect(response.json()).toMatchObject({ reset: true, clock: { speed: 1 } });
    expect((await app.inject({ url: foreupTimes })).body).toBe(pristine);
    expect((await control('GET', '/faults')).json()).toEqual([]);
  });

  it('lists the courses with the ids each platform uses', async () => {
    const courses = (await control('GET', '/courses')).json() as {
      id: string;
      links: { platform: string; ids: Record<string, unknown> }[];
    }[];
    expect(courses.map((course) => course.id)).not.toContain('fixture-private');
    const park = courses.find((course) => course.id === 'fixture-park')!;
    expect(park.links[0]!.ids).toMatchObject({
      clubId: 20806,
      courseId: 45732,
      courseUuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});
