import { sandboxTeeSheetEnv, teeSheetSettingsFromEnv } from './tee-sheet.config.js';

describe('tee-sheet settings', () => {
  it('points at the real platforms with safe defaults when nothing is set', () => {
    const settings = teeSheetSettingsFromEnv({});
    expect(settings.foreup).toEqual({
      baseUrl: 'https://foreupsoftware.com',
      ratePerSecond: 1,
      timeoutMs: 10000,
      retries: 2,
      retryBaseMs: 500,
      retryMaxMs: 8000,
      maxRetryAfterMs: 30000,
      breaker: { failureThreshold: 5, cooldownMs: 30000 },
    });
    expect(settings.chronogolf).toMatchObject({
      baseUrl: 'https://www.chronogolf.com',
      ratePerSecond: 0.4,
    });
    expect(settings.teeitup).toMatchObject({
      baseUrl: 'https://phx-api-be-east-1b.kenna.io',
      ratePerSecond: 0.8,
    });
    expect(settings.membersports).toMatchObject({
      baseUrl: 'https://api.membersports.com',
      ratePerSecond: 1,
      apiKey: '',
    });
    expect(settings.clubprophet).toMatchObject({
      baseUrl: 'https://{tenant}.cps.golf',
      ratePerSecond: 1,
    });
    expect(settings.ezlinks).toMatchObject({
      baseUrl: 'https://{tenant}.ezlinksgolf.com',
      ratePerSecond: 1,
    });
    expect(settings.clubcaddie).toMatchObject({
      baseUrl: 'https://apimanager-{tenant}.clubcaddie.com',
      ratePerSecond: 1,
    });
    expect(settings.teesnap).toMatchObject({
      baseUrl: 'https://{tenant}.teesnap.net',
      ratePerSecond: 1,
    });
    expect(settings.golfnow).toMatchObject({
      baseUrl: 'https://www.golfnow.com',
      ratePerSecond: 0.5,
    });
    expect(settings.quick18).toMatchObject({
      baseUrl: 'https://{tenant}.quick18.com',
      ratePerSecond: 1,
    });
  });

  it('moves every platform to the sandbox by configuration alone', () => {
    const settings = teeSheetSettingsFromEnv(sandboxTeeSheetEnv());
    expect(
      [
        settings.foreup,
        settings.chronogolf,
        settings.teeitup,
        settings.membersports,
        settings.clubprophet,
        settings.ezlinks,
        settings.clubcaddie,
        settings.teesnap,
        settings.golfnow,
        settings.quick18,
      ].map((s) => s.baseUrl),
    ).toEqual([
      'http://127.0.0.1:4000/foreup',
      'http://127.0.0.1:4000/chronogolf',
      'http://127.0.0.1:4000/teeitup',
      'http://127.0.0.1:4000/membersports',
      'http://127.0.0.1:4000/clubprophet',
      'http://127.0.0.1:4000/ezlinks',
      'http://127.0.0.1:4000/clubcaddie',
      'http://127.0.0.1:4000/teesnap',
      'http://127.0.0.1:4000/golfnow',
      'http://127.0.0.1:4000/quick18',
    ]);
  });

  it('lets one platform override the shared timeout, retries and breaker', () => {
    const settings = teeSheetSettingsFromEnv({
      TEE_SHEET_TIMEOUT_MS: '5000',
      TEE_SHEET_MEMBERSPORTS_TIMEOUT_MS: '20000',
      TEE_SHEET_MEMBERSPORTS_RETRIES: '0',
      TEE_SHEET_MEMBERSPORTS_BREAKER_FAILURES: '10',
      TEE_SHEET_CHRONOGOLF_RATE_PER_SECOND: '0.5',
      MEMBERSPORTS_API_KEY: 'key',
    });
    expect(settings.foreup.timeoutMs).toBe(5000);
    expect(settings.membersports).toMatchObject({
      timeoutMs: 20000,
      retries: 0,
      apiKey: 'key',
      breaker: { failureThreshold: 10, cooldownMs: 30000 },
    });
    expect(settings.chronogolf.ratePerSecond).toBe(0.5);
  });

  it("refuses a Teesnap URL that is not one, naming the sites' own", () => {
    expect(() =>
      teeSheetSettingsFromEnv({ TEE_SHEET_TEESNAP_URL: '{tenant}.teesnap.net' }),
    ).toThrow(
      /TEE_SHEET_TEESNAP_URL: must be a URL like https:\/\/\{tenant\}\.teesnap\.net or http:\/\/127\.0\.0\.1:4000\/teesnap/,
    );
  });

  it('lists every bad value at once', () => {
    expect(() =>
      teeSheetSettingsFromEnv({
        TEE_SHEET_FOREUP_URL: 'ftp://example.com',
        TEE_SHEET_TEEITUP_RATE_PER_SECOND: '0',
        TEE_SHEET_RETRIES: '-1',
        TEE_SHEET_CLUBPROPHET_URL: 'https://{tenant}.cps golf',
        TEE_SHEET_EZLINKS_URL: '{tenant}.ezlinksgolf.com',
        TEE_SHEET_EZLINKS_RATE_PER_SECOND: 'fast',
        TEE_SHEET_CLUBCADDIE_URL: 'apimanager-{tenant}.clubcaddie.com',
      }),
    ).toThrow(
      /TEE_SHEET_RETRIES[\s\S]*TEE_SHEET_FOREUP_URL: must be a URL[\s\S]*TEE_SHEET_TEEITUP_RATE_PER_SECOND[\s\S]*TEE_SHEET_CLUBPROPHET_URL: must be a URL like https:\/\/\{tenant\}\.cps\.golf[\s\S]*TEE_SHEET_EZLINKS_URL: must be a URL like https:\/\/\{tenant\}\.ezlinksgolf\.com[\s\S]*TEE_SHEET_EZLINKS_RATE_PER_SECOND: must be a number[\s\S]*TEE_SHEET_CLUBCADDIE_URL: must be a URL like https:\/\/apimanager-\{tenant\}\.clubcaddie\.com/,
    );
  });
});
