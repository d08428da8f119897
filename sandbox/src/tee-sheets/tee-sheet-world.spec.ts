import { addDays, toLocal } from './denver-time.js';
import { ManualClock, fixtureCatalogue, fixtureStart } from './test-support.fixture.js';
import { holdMilliseconds, type Slot, TeeSheetWorld } from './tee-sheet-world.js';
import { WorldClock } from './world-clock.js';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

function buildWorld(seed = 2026): { world: TeeSheetWorld; clock: ManualClock } {
  const clock = new ManualClock();
  return {
    world: new TeeSheetWorld(fixtureCatalogue, seed, new WorldClock(clock.now, fixtureStart)),
    clock,
  };
}

const today = '2026-06-17';
const saturday = '2026-06-20';
const monday = '2026-06-22';

describe('TeeSheetWorld', () => {
  describe('determinism', () => {
    it('gives the same sheets for the same seed and time, whenever they are asked for', () => {
      const first = buildWorld();
      const second = buildWorld();
      second.world.sheet('fixture-park', monday);
      second.clock.advance(3 * hour);
      second.world.sheet('fixture-park', saturday);
      second.clock.advance(-3 * hour);

      for (const date of [today, saturday, monday]) {
        expect(second.world.sheet('fixture-muni', date)).toEqual(
          first.world.sheet('fixture-muni', date),
        );
      }
    });

    it('gives a different world for another seed', () => {
      const a = buildWorld(2026).world.sheet('fixture-muni', saturday);
      const b = buildWorld(7).world.sheet('fixture-muni', saturday);
      expect(b.map((slot) => [slot.time, slot.openSpots, slot.priceCents])).not.toEqual(
        a.map((slot) => [slot.time, slot.openSpots, slot.priceCents]),
      );
    });
  });

  describe('the sheet', () => {
    it('runs from first light to late afternoon at the course interval, four players a slot', () => {
      const { world } = buildWorld();
      const profile = world.course('fixture-muni')!.profile;
      const sheet = world.sheet('fixture-muni', saturday);

      expect(sheet[0]!.minute).toBe(profile.firstTeeMinute);
      expect(profile.firstTeeMinute).toBeGreaterThanOrEqual(6 * 60);
      expect(sheet.at(-1)!.minute).toBeLessThanOrEqual(17 * 60 + 30);
      expect(sheet.at(-1)!.minute).toBeGreaterThan(16 * 60 + 45);
      expect(profile.intervalMinutes).toBeGreaterThanOrEqual(7);
      expect(profile.intervalMinutes).toBeLessThanOrEqual(10);
      for (let i = 1; i < sheet.length; i++) {
        expect(sheet[i]!.minute - sheet[i - 1]!.minute).toBe(profile.intervalMinutes);
      }
      for (const slot of sheet) {
        expect(slot.capacity).toBe(4);
        expect(slot.openSpots + slot.bookedPlayers + slot.heldPlayers).toBeLessThanOrEqual(4);
      }
    });

    it('is 9 holes where the course name says so, 18 elsewhere', () => {
      const { world } = buildWorld();
      expect(world.sheet('fixture-park-nine', saturday)[0]!.holes).toBe(9);
      expect(world.sheet('fixture-park', saturday)[0]!.holes).toBe(18);
    });

    it('has no sheet for a course without online booking', () => {
      const { world } = buildWorld();
      expect(world.course('fixture-private')).toBeUndefined();
      expect(world.sheet('fixture-private', saturday)).toEqual([]);
    });

    it('prices weekends higher and twilight lower, and resorts above municipal courses', () => {
      const { world } = buildWorld();
      const morning = (slots: Slot[]): Slot => slots.find((slot) => !slot.twilight)!;
      const weekend = morning(world.sheet('fixture-muni', saturday));
      const weekday = morning(world.sheet('fixture-muni', monday));
      const twilight = world.sheet('fixture-muni', monday).find((slot) => slot.twilight)!;

      expect(weekend.priceCents).toBeGreaterThan(weekday.priceCents);
      expect(twilight.priceCents).toBeLessThan(weekday.priceCents);
      expect(world.course('fixture-vail')!.profile.basePriceCents).toBeGreaterThanOrEqual(15_000);
      expect(world.course('fixture-muni')!.profile.basePriceCents).toBeLessThanOrEqual(7_000);
      expect(weekend.ninePriceCents).toBeLessThan(weekend.priceCents);
    });

    it('shows only slots that have not started', () => {
      const { world } = buildWorld();
      const now = world.now();
      const sheet = world.sheet('fixture-muni', today);

      expect(sheet.length).toBeGreaterThan(0);
      expect(sheet.every((slot) => slot.startsAt > now)).toBe(true);
      expect(sheet[0]!.minute).toBeGreaterThan(toLocal(now).minute);
    });
  });

  describe('the booking window', () => {
    it('publishes dates up to the course window and nothing beyond, nor in the past', () => {
      const { world } = buildWorld();
      const window = world.course('fixture-muni')!.profile.bookingWindowDays;
      expect(window).toBeGreaterThanOrEqual(7);
      expect(window).toBeLessThanOrEqual(14);

      const dates = world.openDates('fixture-muni');
      expect(dates[0]).toBe(today);
      expect(dates.length).toBeGreaterThanOrEqual(window);
      expect(world.sheet('fixture-muni', dates.at(-1)!).length).toBeGreaterThan(0);
      expect(world.sheet('fixture-muni', addDays(today, window + 1))).toEqual([]);
      expect(world.sheet('fixture-muni', addDays(today, -1))).toEqual([]);
    });

    it('publishes the next date at the course release time', () => {
      const { world, clock } = buildWorld();
      const window = world.course('fixture-muni')!.profile.bookingWindowDays;
      const next = addDays(today, window + 1);
      const release = world.releaseInstant('fixture-muni', next);

      clock.advance(release - world.now() - 1);
      expect(world.sheet('fixture-muni', next)).toEqual([]);
      clock.advance(1);
      expect(world.sheet('fixture-muni', next).length).toBeGreaterThan(0);
    });
  });

  describe('golfers', () => {
    it('book slots and cancel some as the clock runs', () => {
      const { world, clock } = buildWorld();
      const open = (): number[] =>
        world.sheet('fixture-muni', saturday).map((slot) => slot.openSpots);
      const snapshots: number[][] = [];
      for (let step = 0; step < 72; step++) {
        snapshots.push(open());
        clock.advance(hour);
      }
      const changed = (direction: 1 | -1): boolean =>
        snapshots.some((spots, index) =>
          index === 0
            ? false
            : spots.some((value, slot) => (value - snapshots[index - 1]![slot]!) * direction > 0),
        );

      expect(changed(-1)).toBe(true);
      expect(changed(1)).toBe(true);
    });

    it('never book more than four players into a slot', () => {
      const { world, clock } = buildWorld();
      for (let step = 0; step < 20; step++) {
        for (const slot of world.sheet('fixture-vail', saturday)) {
          expect(slot.bookedPlayers + slot.heldPlayers).toBeLessThanOrEqual(4);
        }
        clock.advance(7 * hour);
      }
    });
  });

  describe('holds and bookings', () => {
    const openSlot = (world: TeeSheetWorld, spots = 1): Slot =>
      world
        .sheet('fixture-muni', saturday)
        .find((slot) => !slot.blocked && slot.openSpots >= spots)!;

    it('takes held spots off the sheet and gives them back when the hold expires', () => {
      const { world, clock } = buildWorld();
      const slot = openSlot(world);
      const result = world.placeHold({ ...slot, players: 1, platform: 'foreup' });
      expect(result.ok).toBe(true);
      expect(world.slot(slot.courseId, slot.date, slot.minute)!.openSpots).toBe(slot.openSpots - 1);

      clock.advance(holdMilliseconds - 1);
      expect(world.slot(slot.courseId, slot.date, slot.minute)!.heldPlayers).toBe(1);
      clock.advance(1);
      const after = world.slot(slot.courseId, slot.date, slot.minute)!;
      expect(after.heldPlayers).toBe(0);
    });

    it('books through a live hold only', () => {
      const { world, clock } = buildWorld();
      const slot = openSlot(world);

      expect(world.commitHold('no-such-hold')).toEqual({ ok: false, reason: 'no-such-hold' });

      const expiring = world.placeHold({ ...slot, players: 1, platform: 'foreup' });
      if (!expiring.ok) throw new Error('hold refused');
      clock.advance(holdMilliseconds);
      expect(world.commitHold(expiring.hold.id)).toEqual({ ok: false, reason: 'hold-expired' });

      const live = world.placeHold({ ...slot, players: 1, platform: 'foreup' });
      if (!live.ok) throw new Error('hold refused');
      expect(world.commitHold(live.hold.id, 2)).toEqual({ ok: false, reason: 'too-many-players' });
      const committed = world.commitHold(live.hold.id);
      expect(committed.ok).toBe(true);
      expect(world.commitHold(live.hold.id)).toEqual({ ok: false, reason: 'hold-ended' });

      const booked = world.slot(slot.courseId, slot.date, slot.minute)!;
      expect(booked.heldPlayers).toBe(0);
      expect(booked.bookedPlayers).toBeGreaterThanOrEqual(slot.bookedPlayers + 1);
    });

    it("cancels a booking at the course: its spots open again and the golfer's list drops it", () => {
      const { world } = buildWorld();
      const slot = openSlot(world, 2);
      const golfer = { name: 'Pat Golfer', email: 'pat@example.com' };
      const held = world.placeHold({ ...slot, players: 2, platform: 'teeitup' });
      if (!held.ok) throw new Error('hold refused');
      const committed = world.commitHold(held.hold.id, 2, { golfer });
      if (!committed.ok) throw new Error('commit refused');
      expect(world.reservationsOf('teeitup', golfer)).toHaveLength(1);

      expect(world.cancelBooking(committed.booking.id)?.cancelledAt).toBeDefined();
      expect(world.reservationsOf('teeitup', golfer)).toEqual([]);
      expect(world.slot(slot.courseId, slot.date, slot.minute)!.openSpots).toBe(slot.openSpots);
      expect(world.cancelBooking(committed.booking.id)).toBeUndefined();
      expect(world.cancelBooking('no-such-booking')).toBeUndefined();
    });

    it('refreshes a hold for another full period and releases one on request', () => {
      const { world, clock } = buildWorld();
      const slot = openSlot(world);
      const result = world.placeHold({ ...slot, players: 1, platform: 'teeitup' });
      if (!result.ok) throw new Error('hold refused');

      clock.advance(holdMilliseconds - 1000);
      expect(world.refreshHold(result.hold.id)).toBeDefined();
      clock.advance(holdMilliseconds - 1000);
      expect(world.isHoldLive(result.hold)).toBe(true);
      expect(world.releaseHold(result.hold.id)).toBe(true);
      expect(world.slot(slot.courseId, slot.date, slot.minute)!.heldPlayers).toBe(0);
      expect(world.releaseHold(result.hold.id)).toBe(false);
    });

    it('keeps simulated golfers off held and booked spots', () => {
      const { world, clock } = buildWorld();
      const slot = openSlot(world, 4);
      const result = world.placeHold({ ...slot, players: 4, platform: 'foreup' });
      if (!result.ok) throw new Error('hold refused');
      world.commitHold(result.hold.id);

      for (let step = 0; step < 30; step++) {
        clock.advance(2 * hour);
        const now = world.slot(slot.courseId, slot.date, slot.minute);
        if (!now) break;
        expect(now.bookedPlayers).toBe(4);
      }
    });

    it('refuses a hold bigger than the open spots, and one on a started slot', () => {
      const { world, clock } = buildWorld();
      const slot = openSlot(world);
      expect(
        world.placeHold({ ...slot, players: slot.openSpots + 1, platform: 'foreup' }),
      ).toMatchObject({ ok: false });
      clock.advance(slot.startsAt - world.now());
      expect(world.placeHold({ ...slot, players: 1, platform: 'foreup' })).toEqual({
        ok: false,
        reason: 'no-such-slot',
      });
    });
  });

  describe('control', () => {
    it('opens a full slot with the asked spots and price, and golfers leave it alone a while', () => {
      const { world, clock } = buildWorld();
      const full = world.sheet('fixture-muni', saturday).find((slot) => slot.openSpots === 0)!;
      const change = world.openSlot(full, 2, 1234);

      expect(change.after.openSpots).toBe(2);
      expect(change.after.priceCents).toBe(1234);
      clock.advance(29 * minute);
      expect(world.slot(full.courseId, full.date, full.minute)?.openSpots).toBe(2);
    });

    it('adds a slot that is not on the grid', () => {
      const { world } = buildWorld();
      const change = world.openSlot(
        { courseId: 'fixture-muni', date: saturday, minute: 12 * 60 + 1 },
        3,
      );
      expect(change.before).toBeNull();
      expect(
        world.sheet('fixture-muni', saturday).find((slot) => slot.time === '12:01'),
      ).toMatchObject({
        openSpots: 3,
      });
    });

    it('frees and books spots of a slot', () => {
      const { world } = buildWorld();
      const slot = world.sheet('fixture-muni', saturday)[3]!;
      world.openSlot(slot, 1);
      expect(world.freeSpots(slot, 2).after.openSpots).toBe(3);
      expect(world.bookSpots(slot, 2).after.openSpots).toBe(1);
      expect(world.bookSpots(slot, 4).after.openSpots).toBe(0);
    });

    it('changes the price of one slot or of a whole date', () => {
      const { world } = buildWorld();
      const [first, second] = world.sheet('fixture-muni', monday);
      world.setPrice('fixture-muni', monday, 999, first!.minute);
      expect(world.slot('fixture-muni', monday, first!.minute)!.priceCents).toBe(999);
      expect(world.slot('fixture-muni', monday, second!.minute)!.priceCents).toBe(
        second!.priceCents,
      );
      world.setPrice('fixture-muni', monday, 500);
      expect(world.sheet('fixture-muni', monday).every((slot) => slot.priceCents === 500)).toBe(
        true,
      );
    });

    it('forgets everything on reset', () => {
      const { world, clock } = buildWorld();
      const before = world.sheet('fixture-muni', saturday);
      world.openSlot(before[0]!, 4, 100);
      clock.advance(day);
      world.reset();
      expect(world.now()).toBe(fixtureStart);
      expect(world.sheet('fixture-muni', saturday)).toEqual(before);
    });
  });

  it('names every slot with a number it can decode', () => {
    const { world } = buildWorld();
    for (const slot of world.sheet('fixture-vail', saturday)) {
      expect(world.decodeSlotNumber(slot.slotNumber)).toEqual({
        courseId: 'fixture-vail',
        date: saturday,
        minute: slot.minute,
      });
    }
    expect(world.decodeSlotNumber(12)).toBeUndefined();
  });
});
