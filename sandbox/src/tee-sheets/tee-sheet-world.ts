import { type Catalogue, type CatalogueCourse, type Platform } from './catalogue.js';
import { type CourseProfile, courseProfile, roundPrice } from './course-profile.js';
import {
  addDays,
  daysBetween,
  formatMinute,
  isWeekend,
  toInstant,
  toLocal,
} from './denver-time.js';
import { SeededRandom, hash32, hexFrom, unitFrom } from './seeded-random.js';
import { type WorldClock } from './world-clock.js';

export const slotCapacity = 4;
/** A hold keeps its spots for this long (world time) unless refreshed, released or committed. */
export const holdMilliseconds = 300_000;
/** After a control call touches a slot, simulated golfers leave it alone for this long. */
export const controlQuietMilliseconds = 30 * 60_000;
const hourMs = 3_600_000;
const slotNumberEpoch = '2000-01-01';

export interface WorldCourse {
  /** 1-based position in the catalogue; part of every slot number. */
  ordinal: number;
  course: CatalogueCourse;
  profile: CourseProfile;
}

/** One tee time as the world sees it at one instant; each protocol renders it its own way. */
export interface Slot {
  courseId: string;
  /** Course-local date and wall-clock time. */
  date: string;
  minute: number;
  time: string;
  /** The instant the slot starts, milliseconds since the epoch. */
  startsAt: number;
  /** A number that names the slot uniquely and can be decoded back (see decodeSlotNumber). */
  slotNumber: number;
  holes: 9 | 18;
  capacity: number;
  bookedPlayers: number;
  heldPlayers: number;
  openSpots: number;
  /** Per player, for the slot's holes, in cents. */
  priceCents: number;
  /** Per player for nine holes (the same as priceCents on a 9-hole sheet). */
  ninePriceCents: number;
  cartIncluded: boolean;
  cartFeeCents: number;
  twilight: boolean;
  /** Kept by the course (a league, an outing): shown by MemberSports as not bookable, hidden elsewhere. */
  blocked: boolean;
}

export interface Hold {
  id: string;
  platform: Platform;
  courseId: string;
  date: string;
  minute: number;
  players: number;
  createdAt: number;
  expiresAt: number;
  endedAt?: number;
  /** Order of the world's recorded events, to settle events of the same millisecond. */
  createdSeq: number;
  endedSeq?: number;
  outcome?: 'released' | 'committed';
  bookingId?: string;
}

/** Who a platform booked for, as far as the platform's protocol tells (any part may be missing). */
export interface Golfer {
  /** The golfer's account at the platform (foreUP's login name). */
  account?: string;
  name?: string;
  email?: string;
  phone?: string;
}

export interface Booking {
  id: string;
  platform: Platform;
  courseId: string;
  date: string;
  minute: number;
  players: number;
  at: number;
  seq: number;
  holdId: string;
  golfer: Golfer | null;
  /** When the course cancelled it (the golfer phoned or used the course's own page). */
  cancelledAt?: number;
  cancelledSeq?: number;
}

/** `take` is the pro shop booking at the counter: it ignores online holds, which may then not fit. */
type ControlKind = 'open' | 'free' | 'book' | 'take';
interface ControlEvent {
  at: number;
  seq: number;
  kind: ControlKind;
  spots: number;
}

/** Only what was changed by someone is kept; everything else is recomputed from the seed. */
interface SlotState {
  holds: Hold[];
  bookings: Booking[];
  controls: ControlEvent[];
  priceCents?: number;
  addedByControl?: boolean;
}

interface SimParty {
  size: number;
  bookAt: number;
  cancelAt?: number;
}

interface Party {
  size: number;
  source: 'sim' | 'control' | 'booking';
  simIndex?: number;
  bookingId?: string;
}

export type HoldRefusal = 'no-such-slot' | 'not-bookable' | 'bad-players' | 'not-enough-spots';
export type CommitRefusal =
  'no-such-hold' | 'hold-expired' | 'hold-ended' | 'too-many-players' | 'slot-taken';

export interface SlotKey {
  courseId: string;
  date: string;
  minute: number;
}

export interface SlotChange {
  before: Slot | null;
  after: Slot;
}

export class TeeSheetWorld {
  private readonly byId = new Map<string, WorldCourse>();
  private readonly byOrdinal: WorldCourse[] = [];
  private slotStates = new Map<string, SlotState>();
  private dayPrices = new Map<string, number>();
  private holds = new Map<string, Hold>();
  private bookings = new Map<string, Booking>();
  private sequence = 0;
  private eventSeq = 0;
  private prunedBefore = '';
  /** Profiles as seeded, of the courses whose release /control moved. */
  private seededProfiles = new Map<WorldCourse, CourseProfile>();

  constructor(
    catalogue: Catalogue,
    readonly seed: number,
    readonly clock: WorldClock,
  ) {
    for (const course of catalogue.courses) {
      if (!course.onlineBooking || course.links.length === 0) continue;
      const worldCourse: WorldCourse = {
        ordinal: this.byOrdinal.length + 1,
        course,
        profile: courseProfile(course, seed),
      };
      this.byOrdinal.push(worldCourse);
      this.byId.set(course.id, worldCourse);
    }
    this.shareReleasesInGroups();
  }

  /**
   * A MemberSports club group publishes one booking policy for all its courses (its window and
   * release time), so the group's courses open their dates together, as its first course does.
   */
  private shareReleasesInGroups(): void {
    const firstOfGroup = new Map<number, CourseProfile>();
    for (const worldCourse of this.byOrdinal) {
      const group = memberSportsGroupOf(worldCourse);
      if (group === null) continue;
      const first = firstOfGroup.get(group);
      if (!first) {
        firstOfGroup.set(group, worldCourse.profile);
        continue;
      }
      worldCourse.profile = {
        ...worldCourse.profile,
        bookingWindowDays: first.bookingWindowDays,
        releaseMinute: first.releaseMinute,
      };
    }
  }

  /** The courses that open their dates with this one: its MemberSports group, or itself. */
  releasesWith(courseId: string): WorldCourse[] {
    const group = memberSportsGroupOf(this.requireCourse(courseId));
    if (group === null) return [this.requireCourse(courseId)];
    return this.byOrdinal.filter((each) => memberSportsGroupOf(each) === group);
  }

  /**
   * Moves a course's (and its group's) booking window and release time, as a course that
   * changes its policy does; reset() restores the seeded ones.
   */
  setRelease(courseId: string, release: { bookingWindowDays?: number; releaseMinute: number }) {
    const courses = this.releasesWith(courseId);
    for (const worldCourse of courses) {
      if (!this.seededProfiles.has(worldCourse)) {
        this.seededProfiles.set(worldCourse, worldCourse.profile);
      }
      worldCourse.profile = {
        ...worldCourse.profile,
        bookingWindowDays: release.bookingWindowDays ?? worldCourse.profile.bookingWindowDays,
        releaseMinute: release.releaseMinute,
      };
    }
    return courses;
  }

  /** Every course that has a tee sheet (online booking and at least one platform link). */
  get courses(): readonly WorldCourse[] {
    return this.byOrdinal;
  }

  course(courseId: string): WorldCourse | undefined {
    return this.byId.get(courseId);
  }

  now(): number {
    return this.clock.now();
  }

  today(): string {
    return toLocal(this.now()).date;
  }

  /** When a date's tee times appear: bookingWindowDays before it, at the course's release time. */
  releaseInstant(courseId: string, date: string): number {
    const { profile } = this.requireCourse(courseId);
    return toInstant(addDays(date, -profile.bookingWindowDays), profile.releaseMinute);
  }

  /** The dates whose sheets are published now, today first. */
  openDates(courseId: string): string[] {
    const { profile } = this.requireCourse(courseId);
    const now = this.now();
    const today = toLocal(now).date;
    const dates: string[] = [];
    for (let offset = 0; offset <= profile.bookingWindowDays; offset++) {
      const date = addDays(today, offset);
      if (now >= this.releaseInstant(courseId, date)) dates.push(date);
    }
    return dates;
  }

  isDateOpen(courseId: string, date: string, now = this.now()): boolean {
    return date >= toLocal(now).date && now >= this.releaseInstant(courseId, date);
  }

  /**
   * The tee sheet of a course on a date as it is now: every slot not yet started, full and
   * blocked ones included (the protocols decide what to show). Empty outside the booking window.
   */
  sheet(courseId: string, date: string): Slot[] {
    const worldCourse = this.byId.get(courseId);
    if (!worldCourse) return [];
    const now = this.now();
    if (!this.isDateOpen(courseId, date, now)) return [];
    const slots: Slot[] = [];
    for (const minute of this.minutesOf(worldCourse, date)) {
      const slot = this.buildSlot(worldCourse, date, minute, now);
      if (slot.startsAt > now) slots.push(slot);
    }
    return slots;
  }

  /** One slot now, or undefined when it is not on the sheet, not yet published or already started. */
  slot(courseId: string, date: string, minute: number): Slot | undefined {
    const worldCourse = this.byId.get(courseId);
    if (!worldCourse) return undefined;
    const now = this.now();
    if (!this.isDateOpen(courseId, date, now)) return undefined;
    if (!this.minutesOf(worldCourse, date).includes(minute)) return undefined;
    const slot = this.buildSlot(worldCourse, date, minute, now);
    return slot.startsAt > now ? slot : undefined;
  }

  slotNumber(courseId: string, date: string, minute: number): number {
    const ordinal = this.requireCourse(courseId).ordinal;
    return (ordinal * 65_536 + daysBetween(slotNumberEpoch, date)) * 2048 + minute;
  }

  decodeSlotNumber(slotNumber: number): SlotKey | undefined {
    if (!Number.isSafeInteger(slotNumber) || slotNumber < 0) return undefined;
    const minute = slotNumber % 2048;
    const rest = Math.floor(slotNumber / 2048);
    const worldCourse = this.byOrdinal[Math.floor(rest / 65_536) - 1];
    if (!worldCourse || minute >= 1440) return undefined;
    return {
      courseId: worldCourse.course.id,
      date: addDays(slotNumberEpoch, rest % 65_536),
      minute,
    };
  }

  // --- booking: holds reserve spots, a commit needs a live hold --------------------------------

  placeHold(
    request: SlotKey & { players: number; platform: Platform; idPrefix?: string },
  ): { ok: true; hold: Hold; slot: Slot } | { ok: false; reason: HoldRefusal; slot?: Slot } {
    const slot = this.slot(request.courseId, request.date, request.minute);
    if (!slot) return { ok: false, reason: 'no-such-slot' };
    if (slot.blocked) return { ok: false, reason: 'not-bookable', slot };
    if (!Number.isInteger(request.players) || request.players < 1 || request.players > 4) {
      return { ok: false, reason: 'bad-players', slot };
    }
    if (slot.openSpots < request.players) return { ok: false, reason: 'not-enough-spots', slot };
    const now = this.now();
    const hold: Hold = {
      id: `${request.idPrefix ?? ''}${this.nextId('hold')}`,
      platform: request.platform,
      courseId: request.courseId,
      date: request.date,
      minute: request.minute,
      players: request.players,
      createdAt: now,
      expiresAt: now + holdMilliseconds,
      createdSeq: ++this.eventSeq,
    };
    this.holds.set(hold.id, hold);
    this.stateFor(request).holds.push(hold);
    return { ok: true, hold, slot: this.mustSlot(request) };
  }

  hold(id: string): Hold | undefined {
    return this.holds.get(id);
  }

  isHoldLive(hold: Pick<Hold, 'endedAt' | 'expiresAt'>, now = this.now()): boolean {
    return hold.endedAt === undefined && now < hold.expiresAt;
  }

  /** Extends a live hold to a full hold period from now. */
  refreshHold(id: string): Hold | undefined {
    const hold = this.holds.get(id);
    if (!hold || !this.isHoldLive(hold)) return undefined;
    hold.expiresAt = this.now() + holdMilliseconds;
    return hold;
  }

  /** Gives a live hold's spots back; false when there was no live hold. */
  releaseHold(id: string): boolean {
    const hold = this.holds.get(id);
    if (!hold || !this.isHoldLive(hold)) return false;
    hold.endedAt = this.now();
    hold.endedSeq = ++this.eventSeq;
    hold.outcome = 'released';
    return true;
  }

  /**
   * Turns a live hold into a booking for `players` (at most the held number; the rest go back).
   * Refused when the slot filled over the hold meanwhile (the hold then stays until it ends).
   */
  commitHold(
    id: string,
    players?: number,
    details: { idPrefix?: string; golfer?: Golfer | null } = {},
  ): { ok: true; booking: Booking; hold: Hold } | { ok: false; reason: CommitRefusal } {
    const hold = this.holds.get(id);
    if (!hold) return { ok: false, reason: 'no-such-hold' };
    const now = this.now();
    if (hold.endedAt !== undefined) return { ok: false, reason: 'hold-ended' };
    if (now >= hold.expiresAt || now >= toInstant(hold.date, hold.minute)) {
      return { ok: false, reason: 'hold-expired' };
    }
    const count = players ?? hold.players;
    if (!Number.isInteger(count) || count < 1 || count > hold.players) {
      return { ok: false, reason: 'too-many-players' };
    }
    if (this.mustSlot(hold).bookedPlayers + count > slotCapacity) {
      return { ok: false, reason: 'slot-taken' };
    }
    const booking: Booking = {
      id: `${details.idPrefix ?? ''}${this.nextId('booking')}`,
      platform: hold.platform,
      courseId: hold.courseId,
      date: hold.date,
      minute: hold.minute,
      players: count,
      at: now,
      seq: ++this.eventSeq,
      holdId: hold.id,
      golfer: details.golfer ?? null,
    };
    hold.endedAt = now;
    hold.endedSeq = booking.seq;
    hold.outcome = 'committed';
    hold.bookingId = booking.id;
    this.bookings.set(booking.id, booking);
    this.stateFor(hold).bookings.push(booking);
    return { ok: true, booking, hold };
  }

  /** The booking a committed hold became, if it did. */
  bookingOfHold(hold: Hold): Booking | undefined {
    return hold.bookingId === undefined ? undefined : this.bookings.get(hold.bookingId);
  }

  /**
   * A golfer's bookings at one platform whose slot has not started, earliest first: matched by
   * platform account where the platform has one, else by email (case does not matter).
   */
  reservationsOf(platform: Platform, golfer: Golfer): Booking[] {
    this.prune();
    const now = this.now();
    const email = golfer.email?.trim().toLowerCase();
    return [...this.bookings.values()]
      .filter(
        (booking) =>
          booking.platform === platform &&
          booking.cancelledAt === undefined &&
          toInstant(booking.date, booking.minute) > now &&
          (golfer.account !== undefined
            ? booking.golfer?.account === golfer.account
            : email !== undefined &&
              email !== '' &&
              booking.golfer?.email?.toLowerCase() === email),
      )
      .sort((a, b) => toInstant(a.date, a.minute) - toInstant(b.date, b.minute) || a.seq - b.seq);
  }

  /**
   * The course cancels a booking made through a protocol, as when the golfer phones the pro shop:
   * its spots open again and the golfer's reservations no longer list it. Undefined when there is
   * no such booking or it is cancelled already.
   */
  cancelBooking(id: string): Booking | undefined {
    this.prune();
    const booking = this.bookings.get(id);
    if (!booking || booking.cancelledAt !== undefined) return undefined;
    booking.cancelledAt = this.now();
    booking.cancelledSeq = ++this.eventSeq;
    return booking;
  }

  /** Every hold and booking made through the protocols whose slot has not passed. */
  bookingRecords(): { holds: Hold[]; bookings: Booking[] } {
    this.prune();
    return { holds: [...this.holds.values()], bookings: [...this.bookings.values()] };
  }

  // --- control: the hand of the test or the demo -----------------------------------------------

  /**
   * Makes a slot show exactly `spots` open spots now (adding the slot to the sheet when the time
   * is not on its grid), optionally at a new price per player.
   */
  openSlot(key: SlotKey, spots: number, priceCents?: number): SlotChange {
    const now = this.now();
    if (
      !this.byId.has(key.courseId) ||
      !this.isDateOpen(key.courseId, key.date, now) ||
      toInstant(key.date, key.minute) <= now
    ) {
      throw new SlotNotFoundError(key);
    }
    const before = this.slot(key.courseId, key.date, key.minute) ?? null;
    const state = this.stateFor(key);
    state.addedByControl = true;
    if (priceCents !== undefined) state.priceCents = priceCents;
    state.controls.push({ at: this.now(), seq: ++this.eventSeq, kind: 'open', spots });
    return { before, after: this.mustSlot(key) };
  }

  /** Frees up to `spots` booked spots of a slot, as a cancellation would. */
  freeSpots(key: SlotKey, spots: number): SlotChange {
    return this.control(key, 'free', spots);
  }

  /**
   * Books up to `spots` open spots of a slot away, as a golfer booking by phone would; with
   * `overHolds` the spots held online count as open too, as at a pro shop counter that does not
   * see online holds (a commit of such a hold is then refused).
   */
  bookSpots(key: SlotKey, spots: number, overHolds = false): SlotChange {
    return this.control(key, overHolds ? 'take' : 'book', spots);
  }

  /** Sets the price per player of one slot, or of every slot of the date when minute is left out. */
  setPrice(
    courseId: string,
    date: string,
    priceCents: number,
    minute?: number,
  ): { before: Slot[]; after: Slot[] } {
    const affected = (slots: Slot[]): Slot[] =>
      minute === undefined ? slots : slots.filter((slot) => slot.minute === minute);
    const before = affected(this.sheet(courseId, date));
    if (minute === undefined) {
      this.dayPrices.set(`${courseId}|${date}`, priceCents);
      for (const [key, state] of this.slotStates) {
        if (key.startsWith(`${courseId}|${date}|`)) delete state.priceCents;
      }
    } else {
      this.stateFor({ courseId, date, minute }).priceCents = priceCents;
    }
    return { before, after: affected(this.sheet(courseId, date)) };
  }

  /** Forgets every booking, hold, control change and override; the clock goes back to its start. */
  reset(): void {
    this.slotStates = new Map();
    this.dayPrices = new Map();
    this.holds = new Map();
    this.bookings = new Map();
    this.sequence = 0;
    this.eventSeq = 0;
    this.prunedBefore = '';
    for (const [worldCourse, profile] of this.seededProfiles) worldCourse.profile = profile;
    this.seededProfiles = new Map();
    this.clock.reset();
  }

  // --- the simulation ---------------------------------------------------------------------------

  private control(key: SlotKey, kind: ControlKind, spots: number): SlotChange {
    const before = this.slot(key.courseId, key.date, key.minute);
    if (!before) throw new SlotNotFoundError(key);
    this.stateFor(key).controls.push({ at: this.now(), seq: ++this.eventSeq, kind, spots });
    return { before, after: this.mustSlot(key) };
  }

  private minutesOf(worldCourse: WorldCourse, date: string): number[] {
    const { firstTeeMinute, lastTeeMinute, intervalMinutes } = worldCourse.profile;
    const minutes: number[] = [];
    for (let minute = firstTeeMinute; minute <= lastTeeMinute; minute += intervalMinutes) {
      minutes.push(minute);
    }
    const prefix = `${worldCourse.course.id}|${date}|`;
    let added = false;
    for (const [key, state] of this.slotStates) {
      if (!state.addedByControl || !key.startsWith(prefix)) continue;
      const minute = Number(key.slice(prefix.length));
      if (!minutes.includes(minute)) {
        minutes.push(minute);
        added = true;
      }
    }
    return added ? minutes.sort((a, b) => a - b) : minutes;
  }

  private buildSlot(worldCourse: WorldCourse, date: string, minute: number, now: number): Slot {
    const { course, profile } = worldCourse;
    const startsAt = toInstant(date, minute);
    const state = this.slotStates.get(slotKey(course.id, date, minute));
    const { booked, held } = this.occupancy(worldCourse, date, minute, startsAt, now, state);
    const twilight = minute >= profile.twilightFromMinute;
    const override = state?.priceCents ?? this.dayPrices.get(`${course.id}|${date}`);
    let priceCents: number;
    if (override !== undefined) {
      priceCents = override;
    } else {
      let factor = isWeekend(date) ? profile.weekendFactor : 1;
      if (twilight) factor *= profile.twilightFactor;
      if (now >= startsAt - 24 * hourMs) factor *= 1 - profile.lastMinuteDiscount;
      priceCents = roundPrice(profile.basePriceCents * factor, profile.halfDollarPrices);
    }
    const blocked =
      !state?.addedByControl && unitFrom(this.seed, course.id, date, minute, 'blocked') < 0.03;
    return {
      courseId: course.id,
      date,
      minute,
      time: formatMinute(minute),
      startsAt,
      slotNumber: this.slotNumber(course.id, date, minute),
      holes: profile.holes,
      capacity: slotCapacity,
      bookedPlayers: booked,
      heldPlayers: held,
      openSpots: Math.max(0, slotCapacity - booked - held),
      priceCents,
      ninePriceCents:
        profile.holes === 9 ? priceCents : roundPrice(priceCents * 0.6, profile.halfDollarPrices),
      cartIncluded: profile.cartIncluded,
      cartFeeCents: profile.cartFeeCents,
      twilight,
      blocked,
    };
  }

  /**
   * Replays the slot's history up to `now`: simulated golfers book (when their party fits beside
   * the bookings and holds of that moment) and cancel; protocol bookings and control calls are
   * applied at the instant they happened. History before a change is never rewritten, so what a
   * scanner saw earlier stays true.
   */
  private occupancy(
    worldCourse: WorldCourse,
    date: string,
    minute: number,
    startsAt: number,
    now: number,
    state: SlotState | undefined,
  ): { booked: number; held: number } {
    const holds = state?.holds ?? [];
    // Recorded events of the same millisecond settle by their sequence; simulated golfers act
    // before them (seq below 0), since what a client saw at that instant already included them.
    const heldAt = (at: number, seq: number): number =>
      holds.reduce((sum, hold) => {
        const started = earlier(hold.createdAt, hold.createdSeq, at, seq);
        const ended =
          !earlier(at, seq, hold.expiresAt, -Infinity) ||
          (hold.endedAt !== undefined && !earlier(at, seq, hold.endedAt, hold.endedSeq ?? 0));
        return started && !ended ? sum + hold.players : sum;
      }, 0);
    const controls = state?.controls ?? [];
    const quiet = (at: number): boolean =>
      controls.some((control) => control.at <= at && at < control.at + controlQuietMilliseconds);

    type Step =
      | { at: number; seq: number; kind: 'sim-cancel'; simIndex: number }
      | { at: number; seq: number; kind: 'sim-book'; simIndex: number; size: number }
      | { at: number; seq: number; kind: 'booking'; booking: Booking }
      | { at: number; seq: number; kind: 'booking-cancelled'; booking: Booking }
      | { at: number; seq: number; kind: 'control'; control: ControlEvent };
    const steps: Step[] = [];
    this.simParties(worldCourse, date, minute, startsAt).forEach((party, simIndex) => {
      if (party.bookAt <= now) {
        steps.push({ at: party.bookAt, seq: -1, kind: 'sim-book', simIndex, size: party.size });
      }
      if (party.cancelAt !== undefined && party.cancelAt <= now) {
        steps.push({ at: party.cancelAt, seq: -2, kind: 'sim-cancel', simIndex });
      }
    });
    for (const booking of state?.bookings ?? []) {
      if (booking.at <= now)
        steps.push({ at: booking.at, seq: booking.seq, kind: 'booking', booking });
      const { cancelledAt, cancelledSeq = 0 } = booking;
      if (cancelledAt !== undefined && cancelledAt <= now)
        steps.push({ at: cancelledAt, seq: cancelledSeq, kind: 'booking-cancelled', booking });
    }
    for (const control of controls) {
      if (control.at <= now)
        steps.push({ at: control.at, seq: control.seq, kind: 'control', control });
    }
    steps.sort((a, b) => a.at - b.at || a.seq - b.seq);

    const parties: Party[] = [];
    const occupied = (): number => parties.reduce((sum, party) => sum + party.size, 0);
    const shrink = (count: number): void => {
      let left = count;
      for (const sources of [['sim', 'control'], ['booking']]) {
        for (let i = parties.length - 1; i >= 0 && left > 0; i--) {
          const party = parties[i];
          if (!party || !sources.includes(party.source)) continue;
          const taken = Math.min(left, party.size);
          party.size -= taken;
          left -= taken;
          if (party.size === 0) parties.splice(i, 1);
        }
      }
    };

    for (const step of steps) {
      switch (step.kind) {
        case 'sim-cancel': {
          if (quiet(step.at)) break;
          const index = parties.findIndex((party) => party.simIndex === step.simIndex);
          if (index >= 0) parties.splice(index, 1);
          break;
        }
        case 'sim-book':
          if (quiet(step.at)) break;
          if (step.size <= slotCapacity - occupied() - heldAt(step.at, step.seq)) {
            parties.push({ size: step.size, source: 'sim', simIndex: step.simIndex });
          }
          break;
        case 'booking':
          parties.push({
            size: step.booking.players,
            source: 'booking',
            bookingId: step.booking.id,
          });
          break;
        case 'booking-cancelled': {
          const index = parties.findIndex((party) => party.bookingId === step.booking.id);
          if (index >= 0) parties.splice(index, 1);
          break;
        }
        case 'control': {
          const { kind, spots } = step.control;
          const room = slotCapacity - heldAt(step.at, step.seq);
          if (kind === 'open') {
            const target = Math.max(0, room - spots);
            const taken = occupied();
            if (taken > target) shrink(taken - target);
            else if (taken < target) parties.push({ size: target - taken, source: 'control' });
          } else if (kind === 'free') {
            shrink(spots);
          } else {
            const size = Math.min(spots, (kind === 'take' ? slotCapacity : room) - occupied());
            if (size > 0) parties.push({ size, source: 'control' });
          }
          break;
        }
      }
    }
    return { booked: Math.min(slotCapacity, occupied()), held: heldAt(now, Infinity) };
  }

  /**
   * The golfers who try to book a slot, from the date's release to its start: popular courses,
   * weekends and mornings draw more; some rush in at release; about three in ten cancel later,
   * most of them 24 to 48 hours ahead.
   */
  private simParties(
    worldCourse: WorldCourse,
    date: string,
    minute: number,
    startsAt: number,
  ): SimParty[] {
    const { course, profile } = worldCourse;
    const random = new SeededRandom(hash32(this.seed, course.id, date, minute, 'parties'));
    const release = this.releaseInstant(course.id, date);
    const span = Math.max(startsAt - release, hourMs);
    const dayFactor = isWeekend(date) ? 1 : 0.7;
    const timeFactor =
      minute < 7 * 60
        ? 0.8
        : minute < 11 * 60
          ? 1
          : minute < profile.twilightFromMinute
            ? 0.8
            : 0.65;
    const demand = profile.popularity * dayFactor * timeFactor;
    const count = Math.floor(demand * 6 + random.next() * 2.5);
    const parties: SimParty[] = [];
    for (let i = 0; i < count; i++) {
      const size = random.weighted([
        [1, 15],
        [2, 35],
        [3, 15],
        [4, 35],
      ] as const);
      const rush = random.next() < 0.35 * demand;
      const bookAt = Math.floor(
        rush
          ? release + random.next() * Math.min(span, 2 * hourMs)
          : startsAt - span * random.next() ** 2,
      );
      let cancelAt: number | undefined;
      if (random.next() < 0.3) {
        cancelAt =
          random.next() < 0.7
            ? startsAt - (24 + random.next() * 24) * hourMs
            : bookAt + random.next() * (startsAt - bookAt);
        if (cancelAt <= bookAt) cancelAt = bookAt + random.next() * (startsAt - bookAt);
        cancelAt = Math.floor(cancelAt);
      }
      parties.push({ size, bookAt, ...(cancelAt === undefined ? {} : { cancelAt }) });
    }
    return parties;
  }

  private requireCourse(courseId: string): WorldCourse {
    const worldCourse = this.byId.get(courseId);
    if (!worldCourse) throw new Error(`no course "${courseId}" in the world`);
    return worldCourse;
  }

  private mustSlot(key: SlotKey): Slot {
    const worldCourse = this.requireCourse(key.courseId);
    return this.buildSlot(worldCourse, key.date, key.minute, this.now());
  }

  private stateFor(key: SlotKey): SlotState {
    this.prune();
    const id = slotKey(key.courseId, key.date, key.minute);
    let state = this.slotStates.get(id);
    if (!state) {
      state = { holds: [], bookings: [], controls: [] };
      this.slotStates.set(id, state);
    }
    return state;
  }

  private nextId(kind: string): string {
    this.sequence += 1;
    return hexFrom(16, this.seed, kind, this.sequence);
  }

  /** Drops what was kept for dates before yesterday, so memory stays bounded on a long run. */
  private prune(): void {
    const cutoff = addDays(this.today(), -1);
    if (cutoff === this.prunedBefore) return;
    this.prunedBefore = cutoff;
    for (const [key, state] of this.slotStates) {
      if ((key.split('|')[1] ?? '') >= cutoff) continue;
      for (const hold of state.holds) this.holds.delete(hold.id);
      for (const booking of state.bookings) this.bookings.delete(booking.id);
      this.slotStates.delete(key);
    }
    for (const key of this.dayPrices.keys()) {
      if ((key.split('|')[1] ?? '') < cutoff) this.dayPrices.delete(key);
    }
  }
}

export class SlotNotFoundError extends Error {
  constructor(readonly key: SlotKey) {
    super(
      `no open slot at ${formatMinute(key.minute)} on ${key.date} for course "${key.courseId}" ` +
        '(not on the sheet, outside the booking window or already started)',
    );
  }
}

/** Whether (at, seq) comes before (otherAt, otherSeq). */
function earlier(at: number, seq: number, otherAt: number, otherSeq: number): boolean {
  return at < otherAt || (at === otherAt && seq < otherSeq);
}

function slotKey(courseId: string, date: string, minute: number): string {
  return `${courseId}|${date}|${minute}`;
}

/** The MemberSports club group a course sells through, or null. */
function memberSportsGroupOf({ course }: WorldCourse): number | null {
  for (const link of course.links) {
    if (link.platform === 'membersports' && link.ids.golfClubGroupId !== 0) {
      return link.ids.golfClubGroupId;
    }
  }
  return null;
}
