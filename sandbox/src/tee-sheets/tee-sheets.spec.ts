import { defaultCataloguePath } from './catalogue.js';
import { readTeeSheetSettings } from './tee-sheets.js';

describe('readTeeSheetSettings', () => {
  it('defaults to seed 2026, real speed, 1 request per second and the repository catalogue', () => {
    const problems: string[] = [];
    expect(readTeeSheetSettings({}, problems)).toEqual({
      cataloguePath: defaultCataloguePath,
      seed: 2026,
      clockSpeed: 1,
      burst: 2,
      requestsPerSecond: 1,
    });
    expect(problems).toEqual([]);
    expect(defaultCataloguePath).toMatch(/\/data\/course-catalogue\.json$/);
  });

  it('reads per-platform budgets, off included', () => {
    const options = readTeeSheetSettings(
      {
        SANDBOX_TEE_SHEET_RATE_LIMITS: 'foreup=2, teeitup=off',
        SANDBOX_TEE_SHEET_SEED: '7',
        SANDBOX_TEE_SHEET_CLOCK_SPEED: '500',
        SANDBOX_TEE_SHEET_CLOCK_START: '2026-06-17T14:00:00Z',
        SANDBOX_MEMBERSPORTS_API_KEY: 'key',
      },
      [],
    );
    expect(options).toMatchObject({
      seed: 7,
      clockSpeed: 500,
      clockStart: Date.parse('2026-06-17T14:00:00Z'),
      rateLimits: { foreup: { requestsPerSecond: 2 }, teeitup: { requestsPerSecond: null } },
      membersportsApiKey: 'key',
    });
  });

  it('names every bad value', () => {
    const problems: string[] = [];
    readTeeSheetSettings(
      {
        SANDBOX_TEE_SHEET_SEED: 'abc',
        SANDBOX_TEE_SHEET_CLOCK_SPEED: '5000',
        SANDBOX_TEE_SHEET_CLOCK_START: 'yesterday',
        SANDBOX_TEE_SHEET_RATE_LIMITS: 'tenfore=1',
        SANDBOX_TEE_SHEET_RATE_BURST: '0',
      },
      problems,
    );
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/SEED[\s\S]*SPEED[\s\S]*START[\s\S]*BURST[\s\S]*tenfore/);
  });
});
