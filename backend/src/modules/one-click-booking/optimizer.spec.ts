import { defaultSearchPreferences, type SearchPreferences } from '@teewatch/contracts';
import { type Candidate, rank, rankAll, strategyFor, successReason } from './optimizer.js';
import { survivalChance, type ObservedSlot } from './slot-lifetimes.js';

const denver = defaultSearchPreferences.location;
const preferences: SearchPreferences = {
  ...defaultSearchPreferences,
  preferredTimes: ['08:00'],
  preferredCourses: ['city-park'],
};
const slot = (overrides: Partial<Candidate> = {}): Candidate => ({
  id: 'tee-1',
  courseId: 'city-park',
  courseName: 'City Park Golf Course',
  date: '2026-12-05',
  time: '08:10',
  priceCents: 13800,
  holes: 18,
  openSpots: 4,
  minPlayers: 1,
  latitude: denver.latitude + 0.05, // about 3.5 miles north
  longitude: denver.longitude,
  bookingUrl: 'https://example.test/slot',
  ...overrides,
});

describe('ranking a tee time', () => {
  it('explains the fit in plain words: time, budget, course and distance', () => {
    expect(rank(slot(), preferences)?.reasons).toEqual([
      '8:10 AM, 10 minutes from your 8:00 AM',
      '$12 under your budget',
      'One of your preferred courses',
      '3 miles from you',
    ]);
  });

  it('says it in the request language: Spanish tú, German Sie with 24-hour times', () => {
    // French and German space prices and percents with a no-break space; read it as a space.
    const plain = (reasons: string[] | undefined) =>
      reasons?.map((reason) => reason.replace(/[\u00a0\u202f]/g, ' '));
    expect(plain(rank(slot(), preferences, 'es')?.reasons)).toEqual([
      '8:10 a.m., a 10 minutos de tu hora preferida (8:00 a.m.)',
      '$12 por debajo de tu presupuesto',
      'Uno de tus campos preferidos',
      'A 3 millas de ti',
    ]);
    expect(
      plain(
        rank(slot({ time: '13:01' }), { ...preferences, preferredTimes: ['13:00'] }, 'de')?.reasons,
      ),
    ).toEqual([
      '13:01, 1 Minute von Ihrer Wunschzeit (13:00) entfernt',
      '12 $ unter Ihrem Budget',
      'Einer Ihrer bevorzugten Golfplätze',
      '3 Meilen von Ihnen entfernt',
    ]);
    expect(
      rank(slot({ time: '08:00', latitude: denver.latitude + 0.01 }), preferences, 'es')?.reasons,
    ).toEqual([
      '8:00 a.m., justo a tu hora preferida',
      '$12 por debajo de tu presupuesto',
      'Uno de tus campos preferidos',
      'A menos de una milla de ti',
    ]);
  });

  it('rules out what the preferences forbid: too few spots, too dear, too late, too far', () => {
    expect(rank(slot({ openSpots: 1 }), preferences)).toBeNull();
    // Sold only to a larger party than the golfer's.
    expect(rank(slot({ minPlayers: preferences.players + 1 }), preferences)).toBeNull();
    // moderate price flexibility allows 10% over $150, strict none
    expect(rank(slot({ priceCents: 16400 }), preferences)?.reasons[1]).toBe(
      '$14 over your budget, within your price flexibility',
    );
    expect(rank(slot({ priceCents: 16600 }), preferences)).toBeNull();
    expect(rank(slot({ priceCents: 15100 }), { ...preferences, priceFlexibility: 'strict' })).toBe(
      null,
    );
    // moderate time flexibility: within an hour of a preferred time
    expect(rank(slot({ time: '09:00' }), preferences)).not.toBeNull();
    expect(rank(slot({ time: '09:01' }), preferences)).toBeNull();
    expect(rank(slot({ time: '09:45' }), { ...preferences, timeFlexibility: 'flexible' })).not.toBe(
      null,
    );
    expect(rank(slot({ latitude: denver.latitude + 0.5 }), preferences)).toBeNull();
  });

  it('scores a closer, cheaper slot at a preferred course higher, between 0 and 1', () => {
    const best = rank(slot({ time: '08:00', priceCents: 6000 }), preferences)!;
    const worse = rank(slot({ time: '08:50', courseId: 'other', priceCents: 14900 }), preferences)!;
    expect(best.optimizationScore).toBeGreaterThan(worse.optimizationScore);
    expect(best.optimizationScore).toBeLessThanOrEqual(1);
    expect(worse.optimizationScore).toBeGreaterThan(0);
  });

  it('orders by score, then the earlier tee time', () => {
    const ranked = rankAll(
      [
        slot({ id: 'late', time: '08:40' }),
        slot({ id: 'exact', time: '08:00' }),
        slot({ id: 'early', time: '07:40' }),
        slot({ id: 'same-as-late', time: '07:20' }),
      ],
      preferences,
    );
    expect(ranked.map((entry) => entry.candidate.id)).toEqual([
      'exact',
      'early',
      'same-as-late',
      'late',
    ]);
  });
});

describe('the booking strategy', () => {
  it('books a strong fit now, queues a weaker one where slots go fast, else monitors', () => {
    expect(strategyFor(0.8, 0.3)).toBe('immediate');
    expect(strategyFor(0.6, 0.4)).toBe('queue');
    expect(strategyFor(0.6, 0.9)).toBe('monitor');
  });
});

describe('the success probability, in words', () => {
  it('gives the chance and what it rests on, in each language', () => {
    expect(successReason(0.75, 0)).toBe(
      '75% likely still open in 10 minutes (no history for this course yet)',
    );
    expect(successReason(0.75, 1)).toBe('75% likely still open in 10 minutes, from 1 similar slot');
    expect(successReason(0.4, 12, 'es')).toBe(
      '40% de probabilidad de que siga libre en 10 minutos, según 12 tee times similares',
    );
    expect(successReason(0.4, 1, 'es')).toBe(
      '40% de probabilidad de que siga libre en 10 minutos, según 1 tee time similar',
    );
    expect(successReason(0.75, 12, 'de').replace(/\u00a0/g, ' ')).toBe(
      'Zu 75 % in 10 Minuten noch frei, basierend auf 12 ähnlichen Startzeiten',
    );
  });
});

describe('the success probability', () => {
  const observed = (openMinutes: number, gone = true, courseId = 'city-park'): ObservedSlot => ({
    courseId,
    hour: 8,
    leadHours: 30,
    openMinutes,
    gone,
  });
  const now = { courseId: 'city-park', hour: 8, leadHours: 30, ageMinutes: 0 };

  it('is low where comparable slots went within minutes and high where they lasted', () => {
    const fast = Array.from({ length: 20 }, () => observed(3));
    const slow = Array.from({ length: 20 }, () => observed(240));
    expect(survivalChance(now, fast).chance).toBeLessThan(0.2);
    expect(survivalChance(now, slow).chance).toBeGreaterThan(0.9);
    expect(survivalChance(now, slow).basedOn).toBe(20);
  });

  it('counts only slots that lasted as long as this one has, and skips ones too young to tell', () => {
    const history = [
      ...Array.from({ length: 10 }, () => observed(5)), // gone before this slot's 30 minutes
      ...Array.from({ length: 10 }, () => observed(35)), // outlasted 30, gone before 40
      ...Array.from({ length: 10 }, () => observed(60)), // outlasted 40
      ...Array.from({ length: 10 }, () => observed(32, false)), // still open: too young to tell
    ];
    const estimate = survivalChance({ ...now, ageMinutes: 30 }, history);
    expect(estimate.basedOn).toBe(20);
    expect(estimate.chance).toBeCloseTo((10 + 1.5) / 22, 5);
  });

  it('widens to the course, then to every course, when there are too few comparable slots', () => {
    const elsewhere = Array.from({ length: 10 }, () => observed(2, true, 'other-course'));
    const evening = Array.from({ length: 10 }, () => ({ ...observed(500), hour: 18 }));
    expect(survivalChance(now, elsewhere).chance).toBeLessThan(0.2);
    expect(survivalChance(now, [...elsewhere, ...evening]).chance).toBeGreaterThan(0.9);
    expect(survivalChance(now, []).basedOn).toBe(0);
  });
});
