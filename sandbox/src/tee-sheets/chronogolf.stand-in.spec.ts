import { type FastifyInstance } from 'fastify';
import { buildTestSandbox, fixtureCatalogue } from './test-support.fixture.js';

const saturday = '2026-06-20';
const v1 = (players: number, extra = ''): string =>
  `/chronogolf/marketplace/clubs/20806/teetimes?date=${saturday}&course_id=45732${'&affiliation_type_ids[]=15423'.repeat(players)}&nb_holes=18${extra}`;

interface V1Slot {
  id: number;
  start_time: string;
  out_of_capacity: boolean;
  restrictions: string[];
  green_fees?: { green_fee: number; teetime_id: number }[];
}

interface V2Slot {
  id: number;
  uuid: string;
  start_time: string;
  min_player_size: number;
  max_player_size: number;
  course: { id: number; uuid: string; holes: number };
}

/** A club that keeps single golfers off empty tee times, as most real clubs do (the fixture's does not). */
const strictClub = {
  ...fixtureCatalogue.courses.find((course) => course.id === 'fixture-park')!,
  id: 'fixture-strict',
  name: 'Fixture Strict Golf Course',
  links: [
    {
      platform: 'chronogolf' as const,
      ids: { clubId: 3261, courseId: 3689, affiliationTypeId: 13866 },
    },
  ],
};
const strictV1 = (players: number): string =>
  `/chronogolf/marketplace/clubs/3261/teetimes?date=${saturday}&course_id=3689${'&affiliation_type_ids[]=13866'.repeat(players)}&nb_holes=18`;

describe('Chronogolf stand-in', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox({
      catalogue: { courses: [...fixtureCatalogue.courses, strictClub] },
    }));
  });
  afterEach(async () => app.close());

  it('answers 422 without a valid affiliation type', async () => {
    for (const url of [
      `/chronogolf/marketplace/clubs/20806/teetimes?date=${saturday}&course_id=45732&nb_holes=18`,
      `/chronogolf/marketplace/clubs/20806/teetimes?date=${saturday}&course_id=45732&affiliation_type_ids[]=999&nb_holes=18`,
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: ['Player type provided is not valid'] });
    }
  });

  it('has no open-spots field: out_of_capacity is relative to the party, full slots listed too', async () => {
    const truth = (
      await app.inject({ url: `/control/courses/fixture-park/sheet?date=${saturday}` })
    ).json() as { slots: { time: string; openSpots: number; blocked: boolean }[] };
    const shown = truth.slots.filter((slot) => !slot.blocked);
    expect(shown.some((slot) => slot.openSpots === 0)).toBe(true);

    for (const party of [1, 2, 3, 4]) {
      const slots = (await app.inject({ url: v1(party) })).json() as V1Slot[];
      expect(slots.map((slot) => slot.start_time)).toEqual(shown.map((slot) => slot.time));
      for (const slot of slots) {
        const open = shown.find((each) => each.time === slot.start_time)!.openSpots;
        expect(slot).not.toHaveProperty('available_spots');
        expect(slot.out_of_capacity).toBe(open < party);
        // One fee per player asked for, as real answers list even on a full slot.
        if (slot.restrictions.length === 0) expect(slot.green_fees).toHaveLength(party);
        expect(slot.start_time).toMatch(/^\d{2}:\d{2}$/);
      }
    }
  });

  it('keeps a single golfer off an empty tee time where the club says so: a restriction, no green fees', async () => {
    const truth = (
      await app.inject({ url: `/control/courses/fixture-strict/sheet?date=${saturday}` })
    ).json() as { slots: { time: string; openSpots: number; blocked: boolean }[] };
    const empty = truth.slots.filter((slot) => !slot.blocked && slot.openSpots === 4);
    expect(empty.length).toBeGreaterThan(0);

    const single = (await app.inject({ url: strictV1(1) })).json() as V1Slot[];
    const pair = (await app.inject({ url: strictV1(2) })).json() as V1Slot[];
    for (const { time } of empty) {
      const kept = single.find((slot) => slot.start_time === time)!;
      expect(kept).toMatchObject({
        out_of_capacity: false,
        restrictions: [expect.stringMatching(/^Single players are not allowed/)],
      });
      expect(kept).not.toHaveProperty('green_fees');
      expect(pair.find((slot) => slot.start_time === time)).toMatchObject({
        restrictions: [],
        green_fees: [expect.anything(), expect.anything()],
      });
    }
    for (const slot of single.filter((each) => !empty.some(({ time }) => time === each.start_time)))
      expect(slot.restrictions).toEqual([]);

    const { id } = single.find((slot) => slot.start_time === empty[0]!.time)!;
    const hold = (players: number) =>
      app.inject({
        method: 'POST',
        url: `/chronogolf/marketplace/v2/teetimes/${id}/holds`,
        payload: { nb_players: players },
      });
    expect((await hold(1)).statusCode).toBe(422);
    expect((await hold(2)).statusCode).toBe(201);

    const v2 = (
      await app.inject({
        url: `/chronogolf/marketplace/v2/teetimes?start_date=${saturday}&course_ids=3689`,
      })
    ).json() as { teetimes: V2Slot[] };
    for (const slot of v2.teetimes)
      expect(slot.min_player_size).toBe(slot.max_player_size === 4 ? 2 : 1);
  });

  it('puts no restriction on a single where the club lets singles onto empty tee times', async () => {
    const single = (await app.inject({ url: v1(1) })).json() as V1Slot[];
    for (const slot of single) {
      expect(slot.restrictions).toEqual([]);
      expect(slot.green_fees).toHaveLength(1);
    }
  });

  it('serves v2 for several courses by uuid, 24 per page, max_player_size as open spots', async () => {
    const courses = (
      await app.inject({ url: '/chronogolf/private_api/clubs/20806/courses' })
    ).json() as {
      id: number;
      uuid: string;
      holes: number;
    }[];
    expect(courses.map((course) => [course.id, course.holes])).toEqual([
      [45732, 18],
      [45733, 9],
    ]);
    const ids = courses.map((course) => course.uuid).join(',');

    const pages: V2Slot[][] = [];
    for (let page = 1; page <= 10; page++) {
      const response = await app.inject({
        url: `/chronogolf/marketplace/v2/teetimes?start_date=${saturday}&course_ids=${ids}&holes=9,18&page=${page}`,
      });
      const body = response.json() as { status: string; teetimes: V2Slot[] };
      expect(body.status).toBe('open');
      pages.push(body.teetimes);
      if (body.teetimes.length < 24) break;
    }
    expect(pages[0]).toHaveLength(24);
    const all = pages.flat();
    expect(new Set(all.map((slot) => slot.course.id))).toEqual(new Set([45732, 45733]));
    expect(new Set(all.map((slot) => slot.uuid)).size).toBe(all.length);
    const first = all[0]!;
    expect(first.start_time).toMatch(/^\d{1,2}:\d{2}$/);
    expect(first.start_time.startsWith('0')).toBe(false);
    expect(first).toMatchObject({ starts_at: expect.stringMatching(/Z$/) });
    for (const slot of all) {
      expect(slot.max_player_size).toBeGreaterThanOrEqual(1);
      expect(slot.min_player_size).toBe(1);
    }
  });

  it('looks clubs up by id or slug with the default affiliation as a string', async () => {
    const byId = (await app.inject({ url: '/chronogolf/private_api/clubs/20806' })).json();
    expect(byId).toMatchObject({
      id: 20806,
      online_booking_enabled: true,
      settings: { default_affiliation_type_id: '15423' },
    });
    const bySlug = await app.inject({
      url: `/chronogolf/private_api/clubs/${(byId as { slug: string }).slug}`,
    });
    expect(bySlug.json()).toEqual(byId);
    expect((await app.inject({ url: '/chronogolf/private_api/clubs/1' })).statusCode).toBe(404);
  });

  it('holds and commits a tee time; a commit without a live hold fails', async () => {
    const slot = ((await app.inject({ url: v1(2) })).json() as V1Slot[]).find(
      (each) => !each.out_of_capacity,
    );
    const v2 = (
      await app.inject({
        url: `/chronogolf/marketplace/v2/teetimes?start_date=${saturday}&course_ids=45732`,
      })
    ).json() as { teetimes: V2Slot[] };
    const uuid = v2.teetimes.find((each) => each.id === slot!.id)!.uuid;

    const held = await app.inject({
      method: 'POST',
      url: `/chronogolf/marketplace/v2/teetimes/${uuid}/holds`,
      payload: { nb_players: 2 },
    });
    expect(held.statusCode).toBe(201);
    const hold = held.json() as { id: string; teetime_id: number };
    expect(hold.teetime_id).toBe(slot!.id);

    const committed = await app.inject({
      method: 'POST',
      url: '/chronogolf/marketplace/v2/reservations',
      payload: { hold_id: hold.id },
    });
    expect(committed.statusCode).toBe(201);
    expect(committed.json()).toMatchObject({
      status: 'confirmed',
      teetime_id: slot!.id,
      nb_players: 2,
    });

    const again = await app.inject({
      method: 'POST',
      url: '/chronogolf/marketplace/v2/reservations',
      payload: { hold_id: hold.id },
    });
    expect(again.statusCode).toBe(422);
  });

  it('gives the last spot to exactly one of many concurrent holds', async () => {
    const [slot] = (await app.inject({ url: v1(1) })).json() as V1Slot[];
    await app.inject({
      method: 'POST',
      url: '/control/slots/open',
      payload: { courseId: 'fixture-park', date: saturday, time: slot!.start_time, spots: 1 },
    });
    const attempts = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({
          method: 'POST',
          url: `/chronogolf/marketplace/v2/teetimes/${slot!.id}/holds`,
          payload: { nb_players: 1 },
        }),
      ),
    );
    expect(attempts.map((attempt) => attempt.statusCode).sort()).toEqual([
      201,
      ...Array<number>(9).fill(409),
    ]);
  });
});
