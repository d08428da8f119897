import { type NormalizedTeeTime } from '../../providers/tee-sheet/tee-sheet.provider.js';

/** The stored state of a slot the last scan saw open. */
export interface SnapshotSlot {
  id: string;
  slotRef: string;
  openSpots: number;
  minPlayers: number;
  priceCents: number;
}

export type ChangeKind =
  'new' | 'more_spots' | 'fewer_spots' | 'price_drop' | 'price_rise' | 'gone';

export interface SlotChange {
  kind: ChangeKind;
  /** Set for slots already stored; new slots get their id when inserted. */
  teeTimeId?: string;
  slot?: NormalizedTeeTime;
  openSpotsBefore?: number;
  priceCentsBefore?: number;
}

export interface ScanDiff {
  /** Slots to insert (new) or update (changed); unchanged slots are not listed. */
  upserts: NormalizedTeeTime[];
  /** Stored slots no longer open. */
  removals: SnapshotSlot[];
  changes: SlotChange[];
}

/**
 * Compares one course-date's fresh tee sheet with what is stored. Only real changes come out, so
 * replaying a scan produces nothing. A slot with no open spot counts as gone.
 */
export function diffTeeSheet(snapshot: SnapshotSlot[], fetched: NormalizedTeeTime[]): ScanDiff {
  const stored = new Map(snapshot.map((slot) => [slot.slotRef, slot]));
  const open = new Map(
    fetched.filter((slot) => slot.openSpots > 0).map((slot) => [slot.slotRef, slot]),
  );
  const diff: ScanDiff = { upserts: [], removals: [], changes: [] };

  for (const slot of open.values()) {
    const before = stored.get(slot.slotRef);
    if (!before) {
      diff.upserts.push(slot);
      diff.changes.push({ kind: 'new', slot });
      continue;
    }
    const kinds: ChangeKind[] = [];
    if (slot.openSpots > before.openSpots) kinds.push('more_spots');
    if (slot.openSpots < before.openSpots) kinds.push('fewer_spots');
    if (slot.pricePerPlayerCents < before.priceCents) kinds.push('price_drop');
    if (slot.pricePerPlayerCents > before.priceCents) kinds.push('price_rise');
    // A new smallest party is stored, though not announced (it is no new room or price).
    const partyChanged = (slot.minPlayers ?? 1) !== before.minPlayers;
    if (kinds.length === 0 && !partyChanged) continue;
    diff.upserts.push(slot);
    for (const kind of kinds) {
      diff.changes.push({
        kind,
        teeTimeId: before.id,
        slot,
        openSpotsBefore: before.openSpots,
        priceCentsBefore: before.priceCents,
      });
    }
  }
  for (const before of snapshot) {
    if (open.has(before.slotRef)) continue;
    diff.removals.push(before);
    diff.changes.push({
      kind: 'gone',
      teeTimeId: before.id,
      openSpotsBefore: before.openSpots,
      priceCentsBefore: before.priceCents,
    });
  }
  return diff;
}

/** Changes a golfer may want to hear about: a slot opened, gained room, or got cheaper. */
export const findingKinds = new Set<ChangeKind>(['new', 'more_spots', 'price_drop']);
