import { type NormalizedTeeTime } from '../../providers/tee-sheet/tee-sheet.provider.js';
import { diffTeeSheet, type SnapshotSlot } from './scan-diff.js';

const slot = (
  slotRef: string,
  openSpots: number,
  pricePerPlayerCents = 5000,
): NormalizedTeeTime => ({
  slotRef,
  startsAt: '2026-06-20T07:10:00-06:00',
  localDate: '2026-06-20',
  localTime: '07:10',
  holes: 18,
  openSpots,
  pricePerPlayerCents,
  cartIncluded: false,
  bookingUrl: 'https://example.test',
});
const stored = (slotRef: string, openSpots: number, priceCents = 5000): SnapshotSlot => ({
  id: `id-${slotRef}`,
  slotRef,
  openSpots,
  minPlayers: 1,
  priceCents,
});

describe('diffTeeSheet', () => {
  it('reports a slot it has not seen as new', () => {
    const diff = diffTeeSheet([], [slot('a', 2)]);
    expect(diff.changes.map((c) => c.kind)).toEqual(['new']);
    expect(diff.upserts.map((s) => s.slotRef)).toEqual(['a']);
  });

  it('reports nothing when the same sheet is read again', () => {
    expect(diffTeeSheet([stored('a', 2)], [slot('a', 2)])).toEqual({
      upserts: [],
      removals: [],
      changes: [],
    });
  });

  it('reports more spots (a cancellation), fewer spots, a price drop and a rise', () => {
    const diff = diffTeeSheet(
      [stored('a', 1), stored('b', 4), stored('c', 2, 6000), stored('d', 2, 4000)],
      [slot('a', 3), slot('b', 2), slot('c', 2, 4500), slot('d', 2, 4200)],
    );
    expect(diff.changes.map((c) => [c.kind, c.teeTimeId])).toEqual([
      ['more_spots', 'id-a'],
      ['fewer_spots', 'id-b'],
      ['price_drop', 'id-c'],
      ['price_rise', 'id-d'],
    ]);
    expect(diff.changes[0]).toMatchObject({ openSpotsBefore: 1, slot: { openSpots: 3 } });
  });

  it('stores a new smallest party without announcing it', () => {
    const diff = diffTeeSheet([stored('a', 4)], [{ ...slot('a', 4), minPlayers: 2 }]);
    expect(diff.changes).toEqual([]);
    expect(diff.upserts.map((s) => [s.slotRef, s.minPlayers])).toEqual([['a', 2]]);
  });

  it('reports a slot that vanished or filled up as gone, and ignores full slots it never stored', () => {
    const diff = diffTeeSheet([stored('a', 2), stored('b', 1)], [slot('b', 0), slot('c', 0)]);
    expect(diff.changes.map((c) => [c.kind, c.teeTimeId])).toEqual([
      ['gone', 'id-a'],
      ['gone', 'id-b'],
    ]);
    expect(diff.upserts).toEqual([]);
  });
});
