import { addDays, formatMinute, parseMinute, toInstant, toLocal } from './denver-time.js';

describe('Denver time', () => {
  it('converts wall-clock times to instants in summer and winter', () => {
    expect(new Date(toInstant('2026-06-20', 7 * 60 + 10)).toISOString()).toBe(
      '2026-06-20T13:10:00.000Z',
    );
    expect(new Date(toInstant('2026-12-20', 7 * 60 + 10)).toISOString()).toBe(
      '2026-12-20T14:10:00.000Z',
    );
  });

  it('handles the daylight-saving days, before and after the switch', () => {
    expect(new Date(toInstant('2026-03-08', 60)).toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(new Date(toInstant('2026-03-08', 8 * 60)).toISOString()).toBe(
      '2026-03-08T14:00:00.000Z',
    );
    expect(new Date(toInstant('2026-11-01', 0)).toISOString()).toBe('2026-11-01T06:00:00.000Z');
    expect(new Date(toInstant('2026-11-01', 8 * 60)).toISOString()).toBe(
      '2026-11-01T15:00:00.000Z',
    );
  });

  it('reads an instant back as the Denver date and minute', () => {
    expect(toLocal(Date.parse('2026-06-21T05:30:00Z'))).toEqual({
      date: '2026-06-20',
      minute: 23 * 60 + 30,
    });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(formatMinute(425)).toBe('07:05');
    expect(parseMinute('7:05')).toBe(425);
    expect(parseMinute('24:00')).toBeUndefined();
  });
});
