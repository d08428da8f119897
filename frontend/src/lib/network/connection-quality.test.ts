import { connectionQuality } from './connection-quality';

describe('connection quality', () => {
  it('follows the rule: 4g above 2 Mb/s, 3g or above 1 Mb/s, else poor; offline first', () => {
    expect(connectionQuality(true, { effectiveType: '4g', downlink: 10 })).toBe('excellent');
    expect(connectionQuality(true, { effectiveType: '4g', downlink: 2 })).toBe('good');
    expect(connectionQuality(true, { effectiveType: '3g', downlink: 0.4 })).toBe('good');
    expect(connectionQuality(true, { effectiveType: '2g', downlink: 1.5 })).toBe('good');
    expect(connectionQuality(true, { effectiveType: '2g', downlink: 0.2 })).toBe('poor');
    expect(connectionQuality(true, {})).toBe('poor');
    expect(connectionQuality(false, { effectiveType: '4g', downlink: 10 })).toBe('offline');
  });
});
