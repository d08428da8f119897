import {
  courseTimeFromInstant,
  courseTimeFromLocal,
  courseTimeFromMinutes,
  addDays,
  denverDate,
} from './denver-time.js';

describe('Denver time', () => {
  it('reads UTC instants on either side of the March and November changes', () => {
    expect(courseTimeFromInstant(Date.parse('2026-06-20T13:48:00.000Z'))).toEqual({
      startsAt: '2026-06-20T07:48:00-06:00',
      localDate: '2026-06-20',
      localTime: '07:48',
    });
    expect(courseTimeFromInstant(Date.parse('2026-03-07T14:00:00Z')).startsAt).toBe(
      '2026-03-07T07:00:00-07:00',
    );
    expect(courseTimeFromInstant(Date.parse('2026-03-08T14:00:00Z')).startsAt).toBe(
      '2026-03-08T08:00:00-06:00',
    );
    expect(courseTimeFromInstant(Date.parse('2026-10-31T14:00:00Z')).startsAt).toBe(
      '2026-10-31T08:00:00-06:00',
    );
    expect(courseTimeFromInstant(Date.parse('2026-11-01T14:00:00Z')).startsAt).toBe(
      '2026-11-01T07:00:00-07:00',
    );
  });

  it('agrees with Intl at every minute of the days the clocks change, kept offsets and all', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Denver',
      dateStyle: 'short',
      timeStyle: 'short',
    });
    for (const day of ['2026-03-08', '2026-11-01', '2027-03-14', '2027-11-07']) {
      const from = Date.parse(`${day}T00:00:00Z`);
      for (let epochMs = from; epochMs < from + 86400000; epochMs += 60000) {
        const { localDate, localTime } = courseTimeFromInstant(epochMs);
        expect(`${localDate} ${localTime}`).toBe(intl.format(epochMs));
      }
    }
  });

  it('puts a late-evening UTC date on the Denver calendar day', () => {
    expect(courseTimeFromInstant(Date.parse('2026-06-21T01:30:00Z'))).toMatchObject({
      localDate: '2026-06-20',
      localTime: '19:30',
    });
  });

  it('gives wall-clock times the offset in force on that day', () => {
    expect(courseTimeFromLocal('2026-03-07', '07:00')?.startsAt).toBe('2026-03-07T07:00:00-07:00');
    expect(courseTimeFromLocal('2026-03-08', '07:00')?.startsAt).toBe('2026-03-08T07:00:00-06:00');
    expect(courseTimeFromLocal('2026-10-31', '7:05')?.startsAt).toBe('2026-10-31T07:05:00-06:00');
    expect(courseTimeFromLocal('2026-11-01', '07:05')?.startsAt).toBe('2026-11-01T07:05:00-07:00');
  });

  it('takes the earlier instant in the repeated hour and moves a skipped time forward', () => {
    expect(courseTimeFromLocal('2026-11-01', '01:30')?.startsAt).toBe('2026-11-01T01:30:00-06:00');
    expect(courseTimeFromLocal('2026-03-08', '02:30')?.startsAt).toBe('2026-03-08T03:30:00-06:00');
  });

  it('reads minutes after local midnight', () => {
    expect(courseTimeFromMinutes('2026-06-20', 430)?.startsAt).toBe('2026-06-20T07:10:00-06:00');
    expect(courseTimeFromMinutes('2026-12-01', 0)?.localTime).toBe('00:00');
    expect(courseTimeFromMinutes('2026-12-01', 1439)?.localTime).toBe('23:59');
    expect(courseTimeFromMinutes('2026-12-01', 1440)).toBeNull();
    expect(courseTimeFromMinutes('2026-12-01', 7.5)).toBeNull();
  });

  it('refuses dates and times that do not exist', () => {
    expect(courseTimeFromLocal('2026-02-30', '07:00')).toBeNull();
    expect(courseTimeFromLocal('2026-06-20', '24:10')).toBeNull();
    expect(courseTimeFromLocal('20-06-2026', '07:00')).toBeNull();
  });
});

describe('denverDate and addDays', () => {
  it('gives the Denver date, which lags UTC in the evening', () => {
    expect(denverDate(new Date('2026-06-21T03:30:00Z'))).toBe('2026-06-20');
    expect(denverDate(new Date('2026-06-21T07:30:00Z'))).toBe('2026-06-21');
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
