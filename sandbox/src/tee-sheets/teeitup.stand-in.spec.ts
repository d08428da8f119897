import { type FastifyInstance } from 'fastify';
import { buildTestSandbox } from './test-support.fixture.js';

const saturday = '2026-06-20';
const alias = { 'x-be-alias': 'fixture-vail-golf-club' };

interface Teetime {
  teetime: string;
  maxPlayers: number;
  bookedPlayers: number;
  rates: { name: string; greenFeeWalking?: number; greenFeeCart?: number; holes: number }[];
}

describe('TeeItUp stand-in', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox());
  });
  afterEach(async () => app.close());

  it('answers by alias and facility, money in cents and maxPlayers as the open spots', async () => {
    const response = await app.inject({
      url: `/teeitup/v2/tee-times?date=${saturday}&facilityIds=12190`,
      headers: alias,
    });
    const truth = (
      await app.inject({ url: `/control/courses/fixture-vail/sheet?date=${saturday}` })
    ).json() as {
      slots: { startsAt: string; openSpots: number; price: number; blocked: boolean }[];
    };

    expect(response.statusCode).toBe(200);
    const [day] = response.json() as {
      courseId: string;
      totalAvailableTeetimes: number;
      dayInfo: Record<string, string>;
      teetimes: Teetime[];
    }[];
    expect(day!.courseId).toMatch(/^[0-9a-f]{24}$/);
    expect(Object.keys(day!.dayInfo)).toEqual(['dawn', 'sunrise', 'sunset', 'dusk']);
    expect(day!.totalAvailableTeetimes).toBe(day!.teetimes.length);
    const open = truth.slots.filter((slot) => !slot.blocked && slot.openSpots > 0);
    expect(day!.teetimes).toHaveLength(open.length);
    for (const teetime of day!.teetimes) {
      const slot = open.find((each) => each.startsAt === teetime.teetime)!;
      expect(teetime.maxPlayers).toBe(slot.openSpots);
      expect(teetime.bookedPlayers).toBe(4 - slot.openSpots);
      // The public price is the cheapest public rate: walking, or riding where the cart is included.
      const publicPrices = teetime.rates
        .filter((rate) => rate.name !== 'Junior / Senior')
        .map((rate) => rate.greenFeeWalking ?? rate.greenFeeCart);
      expect(Math.min(...(publicPrices as number[]))).toBe(Math.round(slot.price * 100));
    }
  });

  it('answers the whole sheet without facilityIds, as the real platform does (not an empty one)', async () => {
    const url = `/teeitup/v2/tee-times?date=${saturday}`;
    const bare = await app.inject({ url, headers: alias });
    const pinned = await app.inject({ url: `${url}&facilityIds=12190`, headers: alias });
    expect(bare.statusCode).toBe(200);
    const [day] = bare.json() as { teetimes: Teetime[] }[];
    expect(day!.teetimes.length).toBeGreaterThan(0);
    expect(bare.json()).toEqual(pinned.json());
  });

  it('refuses a call without the alias header (400) and an unknown alias (404) as the real one', async () => {
    const url = `/teeitup/v2/tee-times?date=${saturday}&facilityIds=12190`;
    const missing = await app.inject({ url });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'x-be-alias is required' });

    for (const unknown of [
      await app.inject({ url, headers: { 'x-be-alias': 'nowhere' } }),
      await app.inject({ url: '/teeitup/alias/nowhere/facilities' }),
    ]) {
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'Booking Engine Settings not found' });
    }
  });

  it('lists the facilities of an alias', async () => {
    const response = await app.inject({ url: '/teeitup/alias/fixture-vail-golf-club/facilities' });
    expect(response.json()).toEqual([
      {
        id: 12190,
        courseId: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Fixture Vail Golf Club',
        timeZone: 'America/Denver',
        cancellationPolicy: expect.stringMatching(/^Cancel at least \d+ hours before/),
      },
    ]);
  });

  it('holds and commits; the held spots leave maxPlayers at once', async () => {
    const url = `/teeitup/v2/tee-times?date=${saturday}&facilityIds=12190`;
    const before = (
      (await app.inject({ url, headers: alias })).json() as { teetimes: Teetime[] }[]
    )[0]!.teetimes[0]!;
    const held = await app.inject({
      method: 'POST',
      url: '/teeitup/v2/tee-times/holds',
      headers: alias,
      payload: { facilityId: 12190, teetime: before.teetime, players: 1 },
    });
    expect(held.statusCode).toBe(201);
    const after = (
      (await app.inject({ url, headers: alias })).json() as { teetimes: Teetime[] }[]
    )[0]!.teetimes.find((each) => each.teetime === before.teetime);
    expect(after?.maxPlayers ?? 0).toBe(before.maxPlayers - 1);

    const { holdId } = held.json() as { holdId: string };
    const committed = await app.inject({
      method: 'POST',
      url: '/teeitup/v2/reservations',
      headers: alias,
      payload: { holdId },
    });
    expect(committed.statusCode).toBe(201);
    expect(committed.json()).toMatchObject({
      status: 'CONFIRMED',
      players: 1,
      teetime: before.teetime,
    });

    const withoutHold = await app.inject({
      method: 'POST',
      url: '/teeitup/v2/reservations',
      headers: alias,
      payload: { holdId: 'made-up' },
    });
    expect(withoutHold.statusCode).toBe(409);
  });
});
