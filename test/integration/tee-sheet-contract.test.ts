import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import { loadCatalogue } from '../../backend/src/modules/courses/catalogue/load-catalogue.js';
import { TeeSheetError } from '../../backend/src/providers/tee-sheet/tee-sheet.errors.js';
import { teeSheetSettingsFromEnv } from '../../backend/src/providers/tee-sheet/tee-sheet.config.js';
import {
  type ProviderLink,
  type TeeSheetPlatform,
} from '../../backend/src/providers/tee-sheet/tee-sheet.provider.js';
import { TeeSheetProviders } from '../../backend/src/providers/tee-sheet/tee-sheet.providers.js';
import { startSandbox, type TestSandbox } from '../support/sandbox.js';

/**
 * Each adapter against the sandbox's copy of its platform, over HTTP: what it reads must be what
 * the sandbox's ground truth holds, and every fault the sandbox can inject must end as the error
 * (or recovery) the scanner relies on.
 */
const courseOf: Record<TeeSheetPlatform, string> = {
  foreup: 'aspen-golf-club',
  chronogolf: 'collindale-golf-course',
  teeitup: 'vail-golf-club',
  membersports: 'city-park-golf-course',
};
const catalogue = loadCatalogue();
let sandbox: TestSandbox;
const date = addDays(denverDate(), 2);

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.control('DELETE', '/faults'));

function adapters(overrides: Record<string, string> = {}) {
  return TeeSheetProviders.fromSettings(
    teeSheetSettingsFromEnv({
      ...sandbox.adapterEnv,
      TEE_SHEET_TIMEOUT_MS: '1000',
      TEE_SHEET_RETRIES: '1',
      TEE_SHEET_RETRY_BASE_MS: '20',
      TEE_SHEET_BREAKER_FAILURES: '50',
      TEE_SHEET_FOREUP_RATE_PER_SECOND: '100',
      TEE_SHEET_CHRONOGOLF_RATE_PER_SECOND: '100',
      TEE_SHEET_TEEITUP_RATE_PER_SECOND: '100',
      TEE_SHEET_MEMBERSPORTS_RATE_PER_SECOND: '100',
      ...overrides,
    }),
  );
}

function query(platform: TeeSheetPlatform) {
  const course = catalogue.courses.find((c) => c.id === courseOf[platform])!;
  const link = course.links.find((l) => l.platform === platform)!;
  return {
    link: { platform, ids: link.ids } as ProviderLink,
    date,
    courseBookingUrl: course.bookingUrl ?? '',
  };
}

async function failure(promise: Promise<unknown>): Promise<TeeSheetError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TeeSheetError) return error;
    throw error;
  }
  throw new Error('expected a TeeSheetError');
}

interface TruthSlot {
  time: string;
  holes: number;
  openSpots: number;
  blocked: boolean;
}

describe.each(Object.keys(courseOf) as TeeSheetPlatform[])(
  '%s adapter against the sandbox',
  (platform) => {
    it('reads every open slot of the course-date with its spots', async () => {
      const truth = await sandbox.control<{ slots: TruthSlot[] }>(
        'GET',
        `/courses/${courseOf[platform]}/sheet?date=${date}`,
      );
      const expected = truth.slots
        .filter((slot) => slot.openSpots > 0 && !slot.blocked)
        .map((slot) => `${slot.time} ${slot.openSpots}`);
      expect(expected.length).toBeGreaterThan(5);

      const read = await adapters().get(platform).fetchTeeTimes(query(platform));

      const eighteen = read.filter((slot) => slot.holes === 18 || read.every((s) => s.holes === 9));
      expect(eighteen.map((slot) => `${slot.localTime} ${slot.openSpots}`).sort()).toEqual(
        expected.sort(),
      );
      for (const slot of read) {
        expect(slot.localDate).toBe(date);
        expect(slot.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[67]:00$/);
        expect(slot.pricePerPlayerCents).toBeGreaterThan(0);
      }
    });

    it('sees a slot the sandbox opens', async () => {
      await sandbox.control('POST', '/slots/open', {
        courseId: courseOf[platform],
        date,
        time: '06:01',
        spots: 3,
        price: 42,
      });
      const read = await adapters().get(platform).fetchTeeTimes(query(platform));
      expect(read.find((slot) => slot.localTime === '06:01')).toMatchObject({ openSpots: 3 });
    });

    it('rides out extra latency within its timeout', async () => {
      await sandbox.control('POST', '/faults', { platform, kind: 'latency', ms: 100 });
      const started = Date.now();
      expect(
        (await adapters().get(platform).fetchTeeTimes(query(platform))).length,
      ).toBeGreaterThan(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    });

    it('gives up on a platform that does not answer: timeout', async () => {
      await sandbox.control('POST', '/faults', { platform, kind: 'timeout', ms: 4000 });
      expect((await failure(adapters().get(platform).fetchTeeTimes(query(platform)))).kind).toBe(
        'timeout',
      );
    });

    it('waits as long as a 429 Retry-After says, then reads the sheet', async () => {
      await sandbox.control('POST', '/faults', {
        platform,
        kind: '429',
        retryAfterSeconds: 1,
        count: 1,
      });
      const started = Date.now();
      expect(
        (await adapters().get(platform).fetchTeeTimes(query(platform))).length,
      ).toBeGreaterThan(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    });

    it('backs off after a 429 without Retry-After, then reads the sheet', async () => {
      await sandbox.control('POST', '/faults', { platform, kind: '429', count: 1 });
      expect(
        (await adapters().get(platform).fetchTeeTimes(query(platform))).length,
      ).toBeGreaterThan(0);
    });

    it('retries a 500 once, then reports the platform unavailable', async () => {
      await sandbox.control('POST', '/faults', { platform, kind: '500', status: 503 });
      const error = await failure(adapters().get(platform).fetchTeeTimes(query(platform)));
      expect(error).toMatchObject({ kind: 'unavailable', status: 503 });
    });

    it('recovers when a single 500 is followed by a good answer', async () => {
      await sandbox.control('POST', '/faults', { platform, kind: '500', count: 1 });
      expect(
        (await adapters().get(platform).fetchTeeTimes(query(platform))).length,
      ).toBeGreaterThan(0);
    });

    it('refuses a malformed body', async () => {
      await sandbox.control('POST', '/faults', { platform, kind: 'malformed' });
      expect((await failure(adapters().get(platform).fetchTeeTimes(query(platform)))).kind).toBe(
        'malformed',
      );
    });

    it('reports a 401 as unauthorized', async () => {
      await sandbox.control('POST', '/faults', { platform, kind: '401' });
      expect((await failure(adapters().get(platform).fetchTeeTimes(query(platform)))).kind).toBe(
        'unauthorized',
      );
    });

    it('reads an emptied answer (soft throttling) as a day without tee times', async () => {
      await sandbox.control('POST', '/faults', { platform, kind: 'empty' });
      expect(await adapters().get(platform).fetchTeeTimes(query(platform))).toEqual([]);
    });

    it('opens its breaker after repeated failures and then fails fast without calling', async () => {
      await sandbox.control('POST', '/faults', { platform, kind: '500' });
      const providers = adapters({
        TEE_SHEET_BREAKER_FAILURES: '3',
        TEE_SHEET_BREAKER_COOLDOWN_MS: '60000',
      });
      await failure(providers.get(platform).fetchTeeTimes(query(platform)));
      await failure(providers.get(platform).fetchTeeTimes(query(platform)));
      expect(providers.breakerStates()[platform]).toBe('open');
      const started = Date.now();
      expect((await failure(providers.get(platform).fetchTeeTimes(query(platform)))).kind).toBe(
        'breaker_open',
      );
      expect(Date.now() - started).toBeLessThan(250);
    });
  },
);
