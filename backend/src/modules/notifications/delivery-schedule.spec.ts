import { defaultNotificationPreferences, type NotificationPreferences } from '@teewatch/contracts';
import { deliveryDueAt, inQuietHours, urgencyOf } from './delivery-schedule.js';

/** A Denver wall-clock time in December (MST, UTC-7). */
const denver = (local: string) => new Date(`${local}-07:00`);
const prefs = (overrides: Partial<NotificationPreferences> = {}): NotificationPreferences => ({
  ...defaultNotificationPreferences,
  ...overrides,
});
const due = (now: Date, preferences: NotificationPreferences, lastSentAt: Date | null = null) =>
  deliveryDueAt({ now, preferences, lastSentAt, dailyDigestHour: 8 }).toISOString();

describe('quiet hours (Denver time)', () => {
  const quiet = { enabled: true, start: '22:00', end: '08:00' };
  it('span midnight', () => {
    expect(inQuietHours(denver('2026-12-01T22:00:00'), quiet)).toBe(true);
    expect(inQuietHours(denver('2026-12-02T07:59:00'), quiet)).toBe(true);
    expect(inQuietHours(denver('2026-12-02T08:00:00'), quiet)).toBe(false);
    expect(inQuietHours(denver('2026-12-01T21:59:00'), quiet)).toBe(false);
  });
  it('can sit inside one day, and are off when disabled or empty', () => {
    const lunch = { enabled: true, start: '12:00', end: '13:00' };
    expect(inQuietHours(denver('2026-12-01T12:30:00'), lunch)).toBe(true);
    expect(inQuietHours(denver('2026-12-01T13:00:00'), lunch)).toBe(false);
    expect(inQuietHours(denver('2026-12-01T23:00:00'), { ...quiet, enabled: false })).toBe(false);
    expect(inQuietHours(denver('2026-12-01T23:00:00'), { ...quiet, end: '22:00' })).toBe(false);
  });
});

describe('when a new match may be sent', () => {
  it('immediately, outside quiet hours', () => {
    const now = denver('2026-12-01T14:05:00');
    expect(due(now, prefs())).toBe(now.toISOString());
  });

  it('not within ten minutes of the alert’s last message on the channel', () => {
    const now = denver('2026-12-01T14:05:00');
    const last = denver('2026-12-01T14:00:00');
    expect(due(now, prefs(), last)).toBe(denver('2026-12-01T14:10:00').toISOString());
    expect(due(now, prefs(), denver('2026-12-01T13:50:00'))).toBe(now.toISOString());
  });

  it('at the end of quiet hours, the next morning', () => {
    expect(due(denver('2026-12-01T23:30:00'), prefs())).toBe(
      denver('2026-12-02T08:00:00').toISOString(),
    );
    expect(due(denver('2026-12-02T03:00:00'), prefs())).toBe(
      denver('2026-12-02T08:00:00').toISOString(),
    );
  });

  it('at the next full hour for hourly digests, and at the digest hour for daily ones', () => {
    expect(due(denver('2026-12-01T14:05:00'), prefs({ frequency: 'hourly' }))).toBe(
      denver('2026-12-01T15:00:00').toISOString(),
    );
    expect(due(denver('2026-12-01T14:05:00'), prefs({ frequency: 'daily' }))).toBe(
      denver('2026-12-02T08:00:00').toISOString(),
    );
    expect(due(denver('2026-12-01T06:05:00'), prefs({ frequency: 'daily' }))).toBe(
      denver('2026-12-01T08:00:00').toISOString(),
    );
  });

  it('an hourly digest that would land in quiet hours waits for their end', () => {
    expect(due(denver('2026-12-01T21:30:00'), prefs({ frequency: 'hourly' }))).toBe(
      denver('2026-12-02T08:00:00').toISOString(),
    );
  });

  it('keeps Denver wall-clock hours across the change to daylight time', () => {
    // The night of 2026-03-08 clocks jump from 02:00 MST to 03:00 MDT; 08:00 is then UTC-6.
    expect(due(new Date('2026-03-07T23:30:00-07:00'), prefs())).toBe('2026-03-08T14:00:00.000Z');
  });
});

describe('urgencyOf', () => {
  const at = new Date('2026-12-01T15:00:00Z');
  const inHours = (hours: number) => new Date(at.getTime() + hours * 3_600_000);

  it('sorts a tee time by how soon it starts', () => {
    expect(urgencyOf(inHours(1.9), at)).toBe('immediate');
    expect(urgencyOf(inHours(2), at)).toBe('urgent');
    expect(urgencyOf(inHours(23.9), at)).toBe('urgent');
    expect(urgencyOf(inHours(24), at)).toBe('normal');
    expect(urgencyOf(inHours(7 * 24 - 1), at)).toBe('normal');
    expect(urgencyOf(inHours(7 * 24), at)).toBe('low');
  });
});
