import { type FastifyInstance } from 'fastify';
import { capturedAnswer, shapeDifferences, shapeOf } from './answer-shape.fixture.js';
import { type CatalogueCourse } from './catalogue.js';
import { buildTestSandbox, fixtureCatalogue } from './test-support.fixture.js';

/**
 * The stand-in against answers captured from the real TeeItUp (test/platform-answers/captured):
 * Green Knoll (two audiences a tee time), Sprain Lake (cart-only rates, a transaction fee) and a
 * day not yet released. Asked the same request for a fixture facility, it answers field for field
 * and type for type as they do.
 */
const saturday = '2026-06-20';
const vail = { 'x-be-alias': 'fixture-vail-golf-club' };

interface Rate {
  _id: number;
  name: string;
  externalId: string;
  tags: string[];
  golfnow: { TTTeeTimeId: number; GolfCourseId: number; GolfFacilityId: number };
  greenFeeWalking?: number;
  greenFeeCart?: number;
  dueOnlineWalking?: number;
  dueOnlineRiding?: number;
  transactionFees: number;
  showTransactionFees: boolean;
}

interface Teetime {
  teetime: string;
  players: unknown;
  maxPlayers: number;
  rates: Rate[];
}

interface Day {
  courseId: string;
  teetimes: Teetime[];
  totalAvailableTeetimes: number;
  message?: string;
}

const captured = ['teeitup-tee-times.json', 'teeitup-tee-times-cart-rates.json'].map(
  (file) => JSON.parse(capturedAnswer(file)) as Day[],
);
const capturedEmpty = JSON.parse(capturedAnswer('teeitup-tee-times-empty.json')) as Day[];
const capturedRates = captured.flat().flatMap((day) => day.teetimes.flatMap((t) => t.rates));

/** Two facilities of one alias, as Riverdale's Dunes (1016) and Knolls (1017) are. */
const riverdale = (facilityId: number, name: string): CatalogueCourse => ({
  ...fixtureCatalogue.courses.find((course) => course.id === 'fixture-vail')!,
  id: `fixture-riverdale-${name.toLowerCase()}`,
  name: `Fixture Riverdale ${name}`,
  type: 'Public',
  links: [{ platform: 'teeitup', ids: { alias: 'fixture-riverdale', facilityId } }],
});

describe('TeeItUp stand-in against captured real answers', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox({
      catalogue: {
        courses: [...fixtureCatalogue.courses, riverdale(1016, 'Dunes'), riverdale(1017, 'Knolls')],
      },
    }));
  });
  afterEach(async () => app.close());

  const teeTimes = async (
    query: string,
    headers: Record<string, string> = vail,
  ): Promise<Day[]> => {
    const response = await app.inject({ url: `/teeitup/v2/tee-times?${query}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json<Day[]>();
  };
  const served = async () => [
    await teeTimes(`date=${saturday}&facilityIds=12190`),
    await teeTimes(`date=${saturday}&facilityIds=1016`, { 'x-be-alias': 'fixture-riverdale' }),
    await teeTimes(`date=${saturday}&facilityIds=1017`, { 'x-be-alias': 'fixture-riverdale' }),
  ];

  it('answers the shape of the real answers', async () => {
    expect(shapeDifferences(shapeOf(...captured), shapeOf(...(await served())))).toEqual([]);
  });

  it('answers a day not yet released as the real one: no tee times, a message saying when', async () => {
    const [day] = await teeTimes('date=2026-07-20&facilityIds=12190');
    expect(shapeDifferences(shapeOf(capturedEmpty), shapeOf([day]))).toEqual([]);
    expect(day).toMatchObject({ teetimes: [], totalAvailableTeetimes: 0 });
    expect(day!.message).toMatch(
      /^Tee times will be available to book from \w+day, \w+ \d{1,2}, 2026 at \d{1,2}:\d{2} [AP]M$/,
    );
  });

  it('names each rate by its GolfNow tee-time id and prices it walking or riding, never both', async () => {
    const rates = (await served()).flat().flatMap((day) => day.teetimes.flatMap((t) => t.rates));
    for (const rate of [...capturedRates, ...rates]) {
      expect(rate._id).toBe(rate.golfnow.TTTeeTimeId);
      expect(rate.externalId).toBe(String(rate._id));
      expect((rate.greenFeeWalking === undefined) !== (rate.greenFeeCart === undefined)).toBe(true);
    }
    expect(new Set(rates.map((rate) => rate.golfnow.GolfFacilityId))).toEqual(
      new Set([12190, 1016, 1017]),
    );
  });

  it('lists players as an empty list and charges its online fee in dollars', async () => {
    const days = (await served()).flat();
    for (const teetime of [...captured.flat(), ...days].flatMap((day) => day.teetimes))
      expect(teetime.players).toEqual([]);
    const rates = days.flatMap((day) => day.teetimes.flatMap((t) => t.rates));
    expect(new Set(rates.map((rate) => rate.transactionFees))).toEqual(new Set([0, 2.49]));
    for (const rate of rates) expect(rate.showTransactionFees).toBe(rate.transactionFees > 0);
  });

  it('sells a cheaper Junior / Senior rate beside the public one at some courses, as Green Knoll', async () => {
    const [day] = await teeTimes(`date=${saturday}&facilityIds=12190`);
    for (const { rates } of day!.teetimes) {
      const juniorSenior = rates.find((rate) => rate.name === 'Junior / Senior')!;
      expect(juniorSenior.tags).toEqual(expect.arrayContaining(['SRD', 'JR']));
      const price = (rate: Rate) => rate.greenFeeWalking ?? rate.greenFeeCart ?? 0;
      const publicPrices = rates.filter((rate) => rate !== juniorSenior).map(price);
      expect(price(juniorSenior)).toBeLessThan(Math.min(...publicPrices));
    }
  });

  it('answers every facility of the alias without facilityIds, as the real platform does', async () => {
    const riverdaleAlias = { 'x-be-alias': 'fixture-riverdale' };
    const bare = await teeTimes(`date=${saturday}`, riverdaleAlias);
    const dunes = await teeTimes(`date=${saturday}&facilityIds=1016`, riverdaleAlias);
    const knolls = await teeTimes(`date=${saturday}&facilityIds=1017`, riverdaleAlias);
    expect(bare).toEqual([...dunes, ...knolls]);
    expect(bare.every((day) => day.teetimes.length > 0)).toBe(true);
  });
});
