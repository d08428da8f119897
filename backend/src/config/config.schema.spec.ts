import { ConfigError, parseConfig } from './config.schema.js';

describe('parseConfig', () => {
  it('gives every setting a working default', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/teewatch');
    expect(config.WORKER_ROLES).toBe('scanner,notifier,relay,auto-booking');
  });

  it('lists every bad value at once, by name', () => {
    let error: unknown;
    try {
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(problems.sort()).toEqual(['DATABASE_URL', 'PORT', 'TRUST_PROXY']);
    expect((error as ConfigError).message).toMatch(/^Invalid configuration:\n {2}- /);
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ PORT: '' }).PORT).toBe(3000);
  });
});
