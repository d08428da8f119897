import { type FastifyInstance } from 'fastify';
import { capturedAnswer, shapeDifferences, shapeOf } from './answer-shape.fixture.js';
import { buildTestSandbox, fixtureCatalogue } from './test-support.fixture.js';

/**
 * The stand-in against answers captured from the real Chronogolf (test/platform-answers/captured):
 * v1 of Rock Spring for a party of one, v2 of Baker National, Evergreen and Dwan. Asked the same
 * requests for fixture clubs, it answers field for field and type for type as they do.
 */
const saturday = '2026-06-20';
/** The fixture club (18 holes and a nine), which lets singles onto empty tee times. */
const fixtureClub = { clubId: 20806, courseId: 45732, nineCourseId: 45733, affiliation: 15423 };
/** A club that keeps singles off empty tee times, as Rock Spring and Baker National do. */
const strictClub = { clubId: 3261, courseId: 3689, affiliation: 13866 };

const v1 = (players: number, club: { clubId: number; courseId: number; affiliation: number }) =>
  `/chronogolf/marketplace/clubs/${club.clubId}/teetimes?date=${saturday}&course_id=${club.courseId}&nb_holes=18${`&affiliation_type_ids[]=${club.affiliation}`.repeat(players)}`;

interface V1Slot {
  start_time: string;
  round: number;
  out_of_capacity: boolean;
  restrictions: string[];
  green_fees?: unknown[];
}

interface V2Slot {
  min_player_size: number;
  max_player_size: number;
  course: { id: number; bookable_holes: number[] };
  default_price: { bookable_holes: number };
}

describe('Chronogolf stand-in against captured real answers', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    const strictCourse = {
      ...fixtureCatalogue.courses.find((course) => course.id === 'fixture-park')!,
      id: 'fixture-strict',
      links: [
        {
          platform: 'chronogolf' as const,
          ids: {
            clubId: strictClub.clubId,
            courseId: strictClub.courseId,
            affiliationTypeId: strictClub.affiliation,
          },
        },
      ],
    };
    ({ app } = await buildTestSandbox({
      catalogue: { courses: [...fixtureCatalogue.courses, strictCourse] },
    }));
  });
  afterEach(async () => app.close());

  const served = async <T>(url: string): Promise<T> => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  describe('v1 (chronogolf-v1-teetimes.json, a party of one)', () => {
    const captured = JSON.parse(capturedAnswer('chronogolf-v1-teetimes.json')) as V1Slot[];

    it('answers the shape of the real answer', async () => {
      const singles = [
        await served<V1Slot[]>(v1(1, fixtureClub)),
        await served<V1Slot[]>(v1(1, strictClub)),
      ];
      expect(shapeDifferences(shapeOf(captured), shapeOf(...singles))).toEqual([]);
    });

    it('lists full tee times as the real one does: out of capacity, with the fee of the party', async () => {
      const single = await served<V1Slot[]>(v1(1, fixtureClub));
      const full = single.filter((slot) => slot.out_of_capacity);
      expect(full.length).toBeGreaterThan(0);
      for (const slot of full) expect(slot.green_fees).toHaveLength(1);
      for (const slot of [...captured, ...single]) expect(slot.round).toBe(1);
    });

    it('keeps a single off an empty tee time with the real wording and no green_fees key', async () => {
      const [, , capturedKept] = captured;
      const kept = (await served<V1Slot[]>(v1(1, strictClub))).filter(
        (slot) => slot.restrictions.length > 0,
      );
      expect(kept.length).toBeGreaterThan(0);
      for (const slot of kept) {
        expect(slot.restrictions).toEqual(capturedKept!.restrictions);
        expect(slot.out_of_capacity).toBe(false);
        expect(slot).not.toHaveProperty('green_fees');
      }
    });
  });

  describe('v2 (chronogolf-v2-teetimes.json)', () => {
    const captured = JSON.parse(capturedAnswer('chronogolf-v2-teetimes.json')) as {
      teetimes: V2Slot[];
    };
    const v2 = async (clubId = fixtureClub.clubId) => {
      const courses = await served<{ uuid: string }[]>(
        `/chronogolf/private_api/clubs/${clubId}/courses`,
      );
      return served<{ status: string; teetimes: V2Slot[] }>(
        `/chronogolf/marketplace/v2/teetimes?start_date=${saturday}&course_ids=${courses.map((course) => course.uuid).join(',')}&holes=9,18&start_time=00:00&page=1`,
      );
    };

    it('answers the shape of the real answer', async () => {
      const answers = [await v2(), await v2(strictClub.clubId)];
      expect(shapeDifferences(shapeOf(captured), shapeOf(...answers))).toEqual([]);
    });

    it("prices the round's holes as a number and lists the course's as [9, 18]", async () => {
      const { teetimes } = await v2();
      const roundOf = (courseId: number) =>
        new Set(
          teetimes
            .filter((slot) => slot.course.id === courseId)
            .map((slot) => slot.default_price.bookable_holes),
        );
      expect(roundOf(fixtureClub.courseId)).toEqual(new Set([18]));
      expect(roundOf(fixtureClub.nineCourseId)).toEqual(new Set([9]));
      for (const slot of [...captured.teetimes, ...teetimes])
        expect(slot.course.bookable_holes).toEqual([9, 18]);
    });

    it('asks two players or more for an empty tee time, as Baker National does', async () => {
      const { teetimes } = await v2(strictClub.clubId);
      const capturedEmpty = captured.teetimes.filter((slot) => slot.max_player_size === 4);
      expect(capturedEmpty.map((slot) => slot.min_player_size)).toEqual([2, 2]);
      for (const slot of teetimes)
        expect(slot.min_player_size).toBe(slot.max_player_size === 4 ? 2 : 1);
    });
  });
});
