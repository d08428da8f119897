import { parseForeupRelease } from './foreup-release.js';

const ids = { courseId: '22979', scheduleId: '1832', bookingClass: null };
const page = (schedules: unknown, raw?: string) =>
  `<html><head><title>Golf - Online Booking</title></head><body><script>
   var COURSE_ID = 22979;
   var SCHEDULES = ${raw ?? JSON.stringify(schedules).replaceAll('/', '\\/')};
   var OTHER = [1, 2];
   </script></body></html>`;
const aClass = (id: string, overrides: Record<string, unknown> = {}) => ({
  booking_class_id: id,
  teesheet_id: '1832',
  active: '1',
  hidden: '0',
  name: 'Public',
  online_booking_protected: '0',
  days_in_booking_window: '8',
  online_open_time: '0600',
  ...overrides,
});

describe("a foreUP course's release, from its booking page", () => {
  it('is the open class of the schedule read: its window (today counted) and opening time', () => {
    const schedules = [
      { teesheet_id: '999', booking_classes: [aClass('1', { online_open_time: '0700' })] },
      {
        teesheet_id: 1832,
        days_in_booking_window: '5',
        booking_classes: [
          aClass('2431', { online_booking_protected: '1', online_open_time: '1900' }),
          aClass('2432', { hidden: '1', online_open_time: '2000' }),
          aClass('2433', { name: 'Daily Golf / Public' }),
        ],
      },
    ];
    expect(parseForeupRelease(page(schedules), ids)).toEqual({ daysAhead: 7, opensAt: '06:00:00' });
    // A link that names its class reads that one's.
    expect(parseForeupRelease(page(schedules), { ...ids, bookingClass: '2431' })).toEqual({
      daysAhead: 7,
      opensAt: '19:00:00',
    });
  });

  it('takes the schedule’s window when the class has none', () => {
    const schedules = [
      {
        teesheet_id: '1832',
        days_in_booking_window: '5',
        booking_classes: [aClass('7', { days_in_booking_window: undefined })],
      },
    ];
    expect(parseForeupRelease(page(schedules), ids)).toEqual({ daysAhead: 4, opensAt: '06:00:00' });
  });

  it('says nothing where the page does not: no blob, broken JSON, no schedule, no opening time', () => {
    expect(parseForeupRelease('<html></html>', ids)).toBeNull();
    expect(parseForeupRelease(page(null, '[{"teesheet_id": '), ids)).toBeNull();
    expect(
      parseForeupRelease(page([{ teesheet_id: '5', booking_classes: [aClass('1')] }]), ids),
    ).toBeNull();
    for (const online_open_time of [null, '', '2560', 'soon']) {
      const schedules = [
        { teesheet_id: '1832', booking_classes: [aClass('1', { online_open_time })] },
      ];
      expect(parseForeupRelease(page(schedules), ids)).toBeNull();
    }
    const membersOnly = [
      { teesheet_id: '1832', booking_classes: [aClass('1', { online_booking_protected: '1' })] },
    ];
    expect(parseForeupRelease(page(membersOnly), ids)).toBeNull();
  });
});
