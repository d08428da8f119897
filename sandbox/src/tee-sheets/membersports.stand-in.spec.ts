import { type FastifyInstance } from 'fastify';
import { type ManualClock, type TruthSlot, buildTestSandbox } from './test-support.fixture.js';

const saturday = '2026-06-20';
const key = { 'x-api-key': 'public-site-key' };
const request = (body: Record<string, number | string>): Record<string, unknown> => ({
  configurationTypeId: 1,
  date: saturday,
  golfClubGroupId: 0,
  golfClubId: 3660,
  golfCourseId: 4711,
  groupSheetTypeId: 0,
  memberProfileId: 0,
  ...body,
});

interface Item {
  name: string;
  golfCourseId: number;
  golfCourseNumberOfHoles: number;
  holesRequirementTypeId: number;
  isBackNine: boolean;
  playerCount: number;
  price: number;
  teeTimeId: number;
  teeTime: number;
  bookingNotAllowed: boolean;
}

async function teeTimes(
  app: FastifyInstance,
  body: Record<string, unknown>,
  path = '/membersports/api/v1/golfclubs/onlineBookingTeeTimes',
): Promise<{ teeTime: number; items: Item[] }[]> {
  const response = await app.inject({ method: 'POST', url: path, headers: key, payload: body });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const courseIds = (answer: { items: Item[] }[]): number[] =>
  [...new Set(answer.flatMap((time) => time.items.map((item) => item.golfCourseId)))].sort();

describe('MemberSports stand-in', () => {
  let app: FastifyInstance;
  let clock: ManualClock;
  beforeEach(async () => {
    ({ app, clock } = await buildTestSandbox());
  });
  afterEach(async () => app.close());

  it('refuses a request without the x-api-key header', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/membersports/api/v1/golfclubs/onlineBookingTeeTimes',
      payload: request({}),
    });
    expect(response.statusCode).toBe(401);
  });

  it('insists on the configured key when one is set', async () => {
    const strict = await buildTestSandbox({ membersportsApiKey: 'the-key' });
    const wrong = await strict.app.inject({
      method: 'POST',
      url: '/membersports/api/v1/golfclubs/onlineBookingTeeTimes',
      headers: key,
      payload: request({}),
    });
    const right = await strict.app.inject({
      method: 'POST',
      url: '/membersports/api/v1/golfclubs/onlineBookingTeeTimes',
      headers: { 'x-api-key': 'the-key' },
      payload: request({}),
    });
    await strict.app.close();
    expect(wrong.statusCode).toBe(401);
    expect(right.statusCode).toBe(200);
  });

  it("answers a row per tee time of the sheet, in minutes after midnight, with the tee time's 18-hole round and its nine", async () => {
    const answer = await teeTimes(app, request({}));
    const truth = (
      await app.inject({ url: `/control/courses/fixture-city/sheet?date=${saturday}` })
    ).json() as { slots: TruthSlot[] };

    expect(answer).toHaveLength(truth.slots.length);
    for (const [index, time] of answer.entries()) {
      const slot = truth.slots[index]!;
      expect(time.teeTime).toBe(Number(slot.time.slice(0, 2)) * 60 + Number(slot.time.slice(3)));
      if (slot.openSpots === 0) {
        expect(time.items).toEqual([]);
        continue;
      }
      const [eighteen, nine] = time.items;
      expect(time.items).toHaveLength(2);
      // The round is in holesRequirementTypeId; golfCourseNumberOfHoles is the course's size.
      expect(eighteen).toMatchObject({ holesRequirementTypeId: 2, golfCourseNumberOfHoles: 18 });
      expect(nine).toMatchObject({ holesRequirementTypeId: 1, golfCourseNumberOfHoles: 18 });
      expect([eighteen!.price, nine!.price]).toEqual([slot.price, slot.ninePrice]);
      for (const item of time.items) {
        expect(4 - item.playerCount).toBe(slot.openSpots);
        expect(item.bookingNotAllowed).toBe(slot.blocked);
        expect(String(item.teeTimeId)).toMatch(/^\d{8}$/);
      }
      expect(eighteen!.teeTimeId).not.toBe(nine!.teeTimeId);
    }
  });

  it('starts the nine on the back nine until twilight, then on the first tee', async () => {
    const items = (await teeTimes(app, request({}))).flatMap((time) => time.items);
    const nines = items.filter((item) => item.holesRequirementTypeId === 1);
    expect(nines[0]).toMatchObject({
      name: 'Fixture City Golf Course Back Nine',
      isBackNine: true,
    });
    expect(nines.at(-1)).toMatchObject({ name: 'Fixture City Golf Course', isBackNine: false });
  });

  it('leaves a full tee time out, as an empty row', async () => {
    const truth = (
      await app.inject({ url: `/control/courses/fixture-city/sheet?date=${saturday}` })
    ).json() as { slots: TruthSlot[] };
    const open = truth.slots.find((slot) => slot.openSpots > 0)!;
    await app.inject({
      method: 'POST',
      url: '/control/slots/book',
      payload: { courseId: 'fixture-city', date: saturday, time: open.time, spots: open.openSpots },
    });
    const minute = Number(open.time.slice(0, 2)) * 60 + Number(open.time.slice(3));
    const answer = await teeTimes(app, request({}));
    expect(answer.find((time) => time.teeTime === minute)).toEqual({ teeTime: minute, items: [] });
  });

  it('answers every course of the club for golfCourseId 0 and the whole group for a group id', async () => {
    expect(courseIds(await teeTimes(app, request({ golfCourseId: 0 })))).toEqual([4711, 4712]);
    expect(courseIds(await teeTimes(app, request({ golfClubGroupId: 1 })))).toEqual([
      4711, 4712, 4748,
    ]);
    expect(
      courseIds(
        await teeTimes(
          app,
          request({ golfClubGroupId: 1 }),
          '/membersports/api/v1.0/GolfClubs/onlineBookingTeeTimes',
        ),
      ),
    ).toEqual([4711, 4712, 4748]);
    // Without a group the configuration picks one of the club's sheets; a group answers for all.
    expect(await teeTimes(app, request({ configurationTypeId: 2 }))).toEqual([]);
    expect(
      courseIds(await teeTimes(app, request({ golfClubGroupId: 1, configurationTypeId: 0 }))),
    ).toEqual([4711, 4712, 4748]);
  });

  it("holds and commits the nine by its own teeTimeId; the tee time's eighteen shows the spot taken", async () => {
    const answer = await teeTimes(app, request({}));
    // A tee time with room left after one more golfer, so that it stays on the sheet.
    const time = answer.find(
      (each) =>
        each.items.length === 2 &&
        each.items.every((item) => !item.bookingNotAllowed && item.playerCount <= 2),
    )!;
    const [eighteen, nine] = time.items;

    const held = await app.inject({
      method: 'POST',
      url: '/membersports/api/v1/teeTimes/holds',
      headers: key,
      payload: { teeTimeId: nine!.teeTimeId, numberOfPlayers: 1 },
    });
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({ teeTimeId: nine!.teeTimeId, numberOfPlayers: 1 });
    const after = (await teeTimes(app, request({})))
      .flatMap((each) => each.items)
      .find((each) => each.teeTimeId === eighteen!.teeTimeId)!;
    expect(after.playerCount).toBe(eighteen!.playerCount + 1);

    const committed = await app.inject({
      method: 'POST',
      url: '/membersports/api/v1/teeTimes/reservations',
      headers: key,
      payload: { holdId: (held.json() as { holdId: string }).holdId },
    });
    expect(committed.statusCode).toBe(200);
    expect(committed.json()).toMatchObject({
      teeTimeId: nine!.teeTimeId,
      numberOfPlayers: 1,
      golfCourseId: 4711,
      teeTime: time.teeTime,
    });
  });

  it('knows no teeTimeId it never served', async () => {
    const hold = async (teeTimeId: number) =>
      (
        await app.inject({
          method: 'POST',
          url: '/membersports/api/v1/teeTimes/holds',
          headers: key,
          payload: { teeTimeId, numberOfPlayers: 1 },
        })
      ).statusCode;
    const [first] = (await teeTimes(app, request({}))).flatMap((time) => time.items);
    expect(await hold(first!.teeTimeId + 1)).toBe(200);
    expect(await hold(first!.teeTimeId + 3)).toBe(404);
    expect(await hold(99_999_999)).toBe(404);
  });

  it("publishes the club group's booking policy, one for all its courses, and opens their next date at its time", async () => {
    const policy = async (group: number) =>
      app.inject({ url: `/membersports/api/v1/golfclubs/group/${group}`, headers: key });
    const seeded = (await policy(1)).json() as { advanceBookingDays: number };
    const courses = (await app.inject({ url: '/control/courses' })).json() as {
      id: string;
      bookingWindowDays: number;
      releaseTime: string;
    }[];
    const groupCourses = courses.filter((course) => course.id.startsWith('fixture-city'));
    expect(new Set(groupCourses.map((course) => course.releaseTime)).size).toBe(1);
    expect(groupCourses[0]!.bookingWindowDays).toBe(seeded.advanceBookingDays);
    expect((await policy(99)).statusCode).toBe(404);

    // 08:00 in Denver now; the group now opens dates five days ahead at 08:00:30.
    const moved = await app.inject({
      method: 'PUT',
      url: '/control/courses/fixture-city-west/release',
      payload: { releaseTime: '08:00:30', bookingWindowDays: 5 },
    });
    expect(moved.json()).toMatchObject({ releaseTime: '08:00:30', bookingWindowDays: 5 });
    expect((await policy(1)).json()).toEqual({
      golfClubGroupId: 1,
      advanceBookingDays: 5,
      onlineBookingStartTime: '08:00:30',
    });
    const released = request({ golfClubGroupId: 1, date: '2026-06-22' });
    expect(await teeTimes(app, released)).toEqual([]);
    clock.advance(31_000);
    expect(courseIds(await teeTimes(app, released))).toEqual([4711, 4712, 4748]);
  });
});
