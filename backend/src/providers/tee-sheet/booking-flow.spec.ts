import {
  BookingFlow,
  type BookingProtocol,
  type BookingSession,
  type CommitAnswer,
  type HoldAnswer,
  type LiveSlot,
  type PlatformReservation,
  TERMS_KEPT_MS,
} from './booking-flow.js';
import { TeeSheetError } from './tee-sheet.errors.js';
import { type BookingRequest } from './tee-time-booking.js';

const request = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  idempotencyKey: 'booking-1',
  link: { platform: 'teeitup', ids: { alias: 'vail-golf-club', facilityId: 24711 } },
  courseBookingUrl: 'https://vail-golf-club.book.teeitup.com/',
  slot: {
    slotRef: 'c:2026-06-20T14:10:00.000Z:18',
    localDate: '2026-06-20',
    localTime: '08:10',
    holes: 18,
  },
  players: 2,
  golfer: { name: 'Pat Golfer', email: 'pat@example.test', phone: null },
  ...overrides,
});

const unavailable = () => new TeeSheetError('unavailable', 'teeitup', 'HTTP 503', { status: 503 });
const open: LiveSlot = { openSpots: 4, pricePerPlayerCents: 6500, handover: null };
const held: HoldAnswer = { held: true, holdId: 'hold-1', expiresAt: '2026-06-20T12:05:00.000Z' };
const reservation: PlatformReservation = { confirmationNumber: 'R-77', players: 2 };

/**
 * A platform scripted step by step: each step answers (or throws) what the test says, and the
 * platform remembers the golfer's reservations and which holds are live, as a real one would.
 */
class ScriptedPlatform implements BookingProtocol {
  readonly platform = 'teeitup' as const;
  steps: string[] = [];
  reservations: PlatformReservation[] = [];
  liveHolds = new Set<string>();
  live: LiveSlot | null = open;
  holdAnswer: HoldAnswer = held;
  commitResult: () => CommitAnswer = () => ({ committed: true, reservation });
  listFails = false;
  releaseFails = false;
  terms: () => Promise<string | null> = async () => 'Cancel 24 hours ahead.';
  opened: BookingSession | { needsGolfer: 'login-required' } | Error | null = null;

  async open(): Promise<BookingSession | { needsGolfer: 'login-required' }> {
    this.steps.push('open');
    if (this.opened instanceof Error) throw this.opened;
    if (this.opened) return this.opened;
    return {
      findReservation: async () => {
        this.steps.push('list');
        if (this.listFails) throw unavailable();
        return this.reservations[0] ?? null;
      },
      readSlot: async () => {
        this.steps.push('read');
        return this.live;
      },
      hold: async () => {
        this.steps.push('hold');
        if (this.holdAnswer.held) this.liveHolds.add(this.holdAnswer.holdId);
        return this.holdAnswer;
      },
      commit: async (holdId) => {
        this.steps.push('commit');
        const answer = this.commitResult();
        if (answer.committed) {
          this.liveHolds.delete(holdId);
          this.reservations.push(answer.reservation);
        }
        return answer;
      },
      release: async (holdId) => {
        this.steps.push('release');
        if (this.releaseFails) throw unavailable();
        this.liveHolds.delete(holdId);
      },
    };
  }

  deepLink(): string {
    return 'https://vail-golf-club.book.teeitup.com/teetimes?course=24711&date=2026-06-20';
  }

  cancellationTerms(): Promise<string | null> {
    return this.terms();
  }
}

function flow() {
  const platform = new ScriptedPlatform();
  return { platform, booker: new BookingFlow(platform) };
}

describe('BookingFlow', () => {
  it('looks for the reservation, re-reads, holds and commits, with the terms the course publishes', async () => {
    const { platform, booker } = flow();

    expect(await booker.bookSlot(request())).toEqual({
      kind: 'booked',
      platform: 'teeitup',
      confirmationNumber: 'R-77',
      players: 2,
      pricePerPlayerCents: 6500,
      cancellationTerms: 'Cancel 24 hours ahead.',
      alreadyBooked: false,
    });
    expect(platform.steps).toEqual(['open', 'list', 'read', 'hold', 'commit']);
  });

  it('books nothing when the golfer already has the reservation (a retry or a second click)', async () => {
    const { platform, booker } = flow();
    platform.reservations.push(reservation);

    expect(await booker.bookSlot(request())).toMatchObject({
      kind: 'booked',
      confirmationNumber: 'R-77',
      alreadyBooked: true,
      pricePerPlayerCents: null,
    });
    expect(platform.steps).toEqual(['open', 'list']);
  });

  it('shares one attempt between calls with the same key at the same time', async () => {
    const { platform, booker } = flow();

    const [first, second] = await Promise.all([
      booker.bookSlot(request()),
      booker.bookSlot(request()),
    ]);

    expect(second).toBe(first);
    expect(platform.steps.filter((step) => step === 'commit')).toHaveLength(1);
    expect(await booker.bookSlot(request())).toMatchObject({ alreadyBooked: true });
  });

  it.each([
    ['gone from the sheet', null],
    ['without room for the party', { ...open, openSpots: 1 }],
  ])('holds nothing for a slot %s', async (_what, live) => {
    const { platform, booker } = flow();
    platform.live = live;

    expect(await booker.bookSlot(request())).toEqual({
      kind: 'failed',
      platform: 'teeitup',
      reason: 'slot-gone',
      message: 'The tee time is no longer open for 2 players.',
      retryable: false,
      hold: 'none',
    });
    expect(platform.steps).not.toContain('hold');
  });

  it('holds nothing when the live price is above what the golfer agreed to', async () => {
    const { platform, booker } = flow();

    expect(await booker.bookSlot(request({ maxPricePerPlayerCents: 6000 }))).toMatchObject({
      reason: 'price-changed',
      message: 'The price went up to $65.00 a player.',
      hold: 'none',
    });
    expect(platform.steps).not.toContain('hold');
  });

  it('says so when the platform refuses the hold', async () => {
    const { platform, booker } = flow();
    platform.holdAnswer = { held: false, message: 'Tee time is no longer available' };

    expect(await booker.bookSlot(request())).toMatchObject({
      reason: 'slot-gone',
      message: 'The course could not hold the tee time: Tee time is no longer available',
      hold: 'none',
    });
  });

  it.each([
    [
      'hold-expired',
      'The course let the hold go before the booking went through; nothing was booked.',
    ],
    ['slot-taken', 'Someone else took the tee time while it was being booked; nothing was booked.'],
  ] as const)('releases the hold after a %s refusal', async (refusal, message) => {
    const { platform, booker } = flow();
    platform.commitResult = () => ({ committed: false, refusal, message: 'no' });

    expect(await booker.bookSlot(request())).toEqual({
      kind: 'failed',
      platform: 'teeitup',
      reason: refusal,
      message,
      retryable: false,
      hold: 'released',
    });
    expect(platform.steps.at(-1)).toBe('release');
    expect(platform.liveHolds.size).toBe(0);
  });

  it("passes any other refusal on in the platform's words", async () => {
    const { platform, booker } = flow();
    platform.commitResult = () => ({
      committed: false,
      refusal: 'other',
      message: 'Closed for aeration',
    });

    expect(await booker.bookSlot(request())).toMatchObject({
      reason: 'refused',
      message: 'The course refused the booking: Closed for aeration',
      hold: 'released',
    });
  });

  it('hands a slot that needs a card to the golfer, keeping the hold', async () => {
    const { platform, booker } = flow();
    platform.live = { ...open, handover: 'card-required' };

    expect(await booker.bookSlot(request())).toEqual({
      kind: 'held-needs-golfer',
      platform: 'teeitup',
      reason: 'card-required',
      deepLink: 'https://vail-golf-club.book.teeitup.com/teetimes?course=24711&date=2026-06-20',
      holdExpiresAt: '2026-06-20T12:05:00.000Z',
      cancellationTerms: 'Cancel 24 hours ahead.',
    });
    expect(platform.steps).not.toContain('commit');
    expect(platform.liveHolds.size).toBe(1);
  });

  it('hands over when the platform declines a card-less commit, keeping the hold', async () => {
    const { platform, booker } = flow();
    platform.commitResult = () => ({ committed: false, refusal: 'card-required', message: 'card' });

    expect(await booker.bookSlot(request())).toMatchObject({ kind: 'held-needs-golfer' });
    expect(platform.steps).not.toContain('release');
    expect(platform.liveHolds).toEqual(new Set(['hold-1']));
  });

  it('sends the golfer to the course when the platform needs a sign-in that was not given', async () => {
    const { platform, booker } = flow();
    platform.opened = { needsGolfer: 'login-required' };

    expect(await booker.bookSlot(request())).toEqual({
      kind: 'needs-golfer',
      platform: 'teeitup',
      reason: 'login-required',
      deepLink: 'https://vail-golf-club.book.teeitup.com/teetimes?course=24711&date=2026-06-20',
      cancellationTerms: 'Cancel 24 hours ahead.',
    });
  });

  it("says the platform refused the golfer's sign-in", async () => {
    const { platform, booker } = flow();
    platform.opened = new TeeSheetError('unauthorized', 'teeitup', 'HTTP 401', { status: 401 });

    expect(await booker.bookSlot(request())).toMatchObject({
      reason: 'login-refused',
      message: "TeeItUp did not accept the golfer's sign-in.",
      retryable: false,
    });
  });

  describe('after an answer that leaves the commit uncertain', () => {
    it('finds the booking among the golfer’s reservations when the commit went through', async () => {
      const { platform, booker } = flow();
      platform.commitResult = () => {
        platform.reservations.push(reservation);
        throw unavailable();
      };

      expect(await booker.bookSlot(request())).toMatchObject({
        kind: 'booked',
        confirmationNumber: 'R-77',
        alreadyBooked: false,
      });
      expect(platform.steps).toEqual(['open', 'list', 'read', 'hold', 'commit', 'list']);
    });

    it('releases the hold and says nothing was booked when the commit did not go through', async () => {
      const { platform, booker } = flow();
      platform.commitResult = () => {
        throw new TeeSheetError('timeout', 'teeitup', 'no answer within 10000 ms');
      };

      expect(await booker.bookSlot(request())).toEqual({
        kind: 'failed',
        platform: 'teeitup',
        reason: 'platform-unavailable',
        message: "The course's booking system failed while booking; nothing was booked.",
        retryable: true,
        hold: 'released',
      });
      expect(platform.steps.slice(-2)).toEqual(['list', 'release']);
    });

    it('says the outcome is unknown when the reservations cannot be read either', async () => {
      const { platform, booker } = flow();
      platform.commitResult = () => {
        platform.listFails = true;
        throw unavailable();
      };

      expect(await booker.bookSlot(request())).toMatchObject({
        reason: 'outcome-unknown',
        retryable: true,
        hold: 'released',
      });
    });
  });

  it('fails without booking when a throttled commit was refused unprocessed', async () => {
    const { platform, booker } = flow();
    platform.commitResult = () => {
      throw new TeeSheetError('rate_limited', 'teeitup', 'HTTP 429', { status: 429 });
    };

    expect(await booker.bookSlot(request())).toMatchObject({
      reason: 'platform-unavailable',
      message: 'TeeItUp is not answering right now; nothing was booked.',
      hold: 'released',
    });
    expect(platform.steps.filter((step) => step === 'list')).toHaveLength(1);
  });

  it('says the hold lapses on its own when releasing it fails', async () => {
    const { platform, booker } = flow();
    platform.commitResult = () => ({ committed: false, refusal: 'slot-taken', message: 'taken' });
    platform.releaseFails = true;

    expect(await booker.bookSlot(request())).toMatchObject({
      reason: 'slot-taken',
      hold: 'lapses',
    });
  });

  it('books without terms when the terms cannot be read', async () => {
    const { platform, booker } = flow();
    platform.terms = () => Promise.reject(unavailable());

    expect(await booker.bookSlot(request())).toMatchObject({
      kind: 'booked',
      cancellationTerms: null,
    });
  });

  it("reads a course's terms once an hour, not once a booking", async () => {
    const platform = new ScriptedPlatform();
    let now = 0;
    const booker = new BookingFlow(platform, () => now);
    let reads = 0;
    platform.terms = async () => `Cancel 24 hours ahead (${(reads += 1)}).`;

    expect(await booker.bookSlot(request())).toMatchObject({
      cancellationTerms: 'Cancel 24 hours ahead (1).',
    });
    now += TERMS_KEPT_MS - 1;
    expect(await booker.cancellationTerms(request().link)).toBe('Cancel 24 hours ahead (1).');
    now += 1;
    expect(await booker.cancellationTerms(request().link)).toBe('Cancel 24 hours ahead (2).');
  });

  it.each([
    [
      'a course of another platform',
      { link: { platform: 'foreup', ids: { courseId: '1', scheduleId: '2' } } },
    ],
    ['five players', { players: 5 }],
  ] as const)('refuses %s without calling the platform', async (_what, overrides) => {
    const { platform, booker } = flow();

    expect(await booker.bookSlot(request(overrides as Partial<BookingRequest>))).toMatchObject({
      kind: 'failed',
      reason: 'refused',
      hold: 'none',
    });
    expect(platform.steps).toEqual([]);
  });

  describe('whether a booking is still listed', () => {
    it("reads the golfer's reservations, and nothing else", async () => {
      const { platform, booker } = flow();
      expect(await booker.isStillBooked(request())).toBe(false);
      platform.reservations.push(reservation);
      expect(await booker.isStillBooked(request())).toBe(true);
      expect(platform.steps).toEqual(['open', 'list', 'open', 'list']);
    });

    it('cannot tell when the list cannot be read, or only the golfer can sign in', async () => {
      const { platform, booker } = flow();
      platform.listFails = true;
      await expect(booker.isStillBooked(request())).rejects.toMatchObject({ kind: 'unavailable' });
      platform.opened = { needsGolfer: 'login-required' };
      await expect(booker.isStillBooked(request())).rejects.toMatchObject({
        kind: 'unauthorized',
      });
    });
  });
});
