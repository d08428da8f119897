import { type Clock } from './clock.js';
import { TeeSheetError, type TeeSheetErrorKind } from './tee-sheet.errors.js';
import { type ProviderLink, type TeeSheetPlatform } from './tee-sheet.provider.js';
import {
  type Booked,
  type BookingFailed,
  type BookingFailureReason,
  type BookingOutcome,
  type BookingRequest,
  type HandoverReason,
  type TeeTimeBooker,
} from './tee-time-booking.js';

/**
 * How long a hold lasts where the answer does not say: foreUP's documented 300 s, assumed for the
 * platforms whose hold lifetime is not known.
 */
const usualHoldMilliseconds = 300_000;

/** When a hold made now lapses, for an answer that does not say. */
export function usualHoldExpiry(clock: Clock): string {
  return new Date(clock.now() + usualHoldMilliseconds).toISOString();
}

/** A reservation of the golfer's at the platform, as its list or its commit answer shows it. */
export interface PlatformReservation {
  confirmationNumber: string;
  players: number;
}

/** The slot as the platform shows it right now. */
export interface LiveSlot {
  /** Spots open now (a platform that only says whether the party fits reports the party). */
  openSpots: number;
  pricePerPlayerCents: number | null;
  /** Set when the platform shows that only the golfer can commit this slot. */
  handover: HandoverReason | null;
}

export type HoldAnswer =
  { held: true; holdId: string; expiresAt: string } | { held: false; message: string };

/** Why a platform refused a commit: a lapsed hold, a slot filled over it, a card, or other. */
export type CommitRefusal = 'hold-expired' | 'slot-taken' | 'card-required' | 'other';

export type CommitAnswer =
  | { committed: true; reservation: PlatformReservation }
  | { committed: false; refusal: CommitRefusal; message: string };

/**
 * One booking's conversation with a platform. It keeps what the platform said in one step for the
 * next (the raw slot for the hold, a sign-in token); platform failures are thrown TeeSheetErrors.
 */
export interface BookingSession {
  /** The golfer's reservation at this slot, if the platform lists one. */
  findReservation(signal?: AbortSignal): Promise<PlatformReservation | null>;
  /** The slot now, or null when the platform no longer shows it. */
  readSlot(signal?: AbortSignal): Promise<LiveSlot | null>;
  /** Holds the slot last read for the request's players. */
  hold(signal?: AbortSignal): Promise<HoldAnswer>;
  commit(holdId: string, signal?: AbortSignal): Promise<CommitAnswer>;
  /** Gives the hold back; an already ended hold is not an error. */
  release(holdId: string): Promise<void>;
}

/** What one platform contributes to the shared flow. */
export interface BookingProtocol {
  readonly platform: TeeSheetPlatform;
  /** A session for this request, or why only the golfer can book (no sign-in given). */
  open(
    request: BookingRequest,
    signal?: AbortSignal,
  ): Promise<BookingSession | { needsGolfer: 'login-required' }>;
  /** The slot on the course's own booking page, for the golfer to finish there. */
  deepLink(request: BookingRequest): string;
  cancellationTerms(link: ProviderLink, signal?: AbortSignal): Promise<string | null>;
}

const platformNames: Record<TeeSheetPlatform, string> = {
  foreup: 'foreUP',
  chronogolf: 'Chronogolf',
  teeitup: 'TeeItUp',
  membersports: 'MemberSports',
  clubprophet: 'Club Prophet',
  ezlinks: 'EZLinks',
  clubcaddie: 'Club Caddie',
  teesnap: 'Teesnap',
  golfnow: 'GolfNow',
  quick18: 'Quick18',
};

/** How long a course's cancellation terms, once read, are used without reading them again. */
export const TERMS_KEPT_MS = 60 * 60 * 1000;

/** Errors after which a state-changing request may or may not have taken effect. */
const uncertainKinds = new Set<TeeSheetErrorKind>([
  'timeout',
  'network',
  'unavailable',
  'malformed',
  'aborted',
]);

/**
 * The booking steps every platform shares: look for the golfer's reservation first (so a retry
 * never books twice), re-read the slot, hold it, hand it over when only the golfer can commit it,
 * commit it, settle an uncertain commit by reading the golfer's reservations, and release the hold
 * on every failure. Calls with one idempotency key at the same time share one attempt.
 */
export class BookingFlow implements TeeTimeBooker {
  private readonly inFlight = new Map<string, Promise<BookingOutcome>>();
  /** Each course's terms as last read, and when: they change rarely, requests are dear. */
  private readonly termsRead = new Map<string, { at: number; terms: string | null }>();

  constructor(
    private readonly protocol: BookingProtocol,
    private readonly now: () => number = Date.now,
  ) {}

  get platform(): TeeSheetPlatform {
    return this.protocol.platform;
  }

  bookSlot(request: BookingRequest, signal?: AbortSignal): Promise<BookingOutcome> {
    const running = this.inFlight.get(request.idempotencyKey);
    if (running) return running;
    const attempt = this.attempt(request, signal).finally(() =>
      this.inFlight.delete(request.idempotencyKey),
    );
    this.inFlight.set(request.idempotencyKey, attempt);
    return attempt;
  }

  /**
   * The course's terms, read again at most every TERMS_KEPT_MS: a booking would otherwise spend
   * one of the platform's requests on them after its commit, delaying the next booking or read.
   */
  async cancellationTerms(link: ProviderLink, signal?: AbortSignal): Promise<string | null> {
    if (link.platform !== this.platform) return null;
    const key = JSON.stringify(link.ids);
    const kept = this.termsRead.get(key);
    if (kept && this.now() - kept.at < TERMS_KEPT_MS) return kept.terms;
    const terms = await this.protocol.cancellationTerms(link, signal);
    this.termsRead.set(key, { at: this.now(), terms });
    return terms;
  }

  async isStillBooked(request: BookingRequest, signal?: AbortSignal): Promise<boolean> {
    const session = await this.protocol.open(request, signal);
    if ('needsGolfer' in session)
      throw new TeeSheetError(
        'unauthorized',
        this.platform,
        `only the golfer can sign in at ${platformNames[this.platform]}`,
      );
    return (await session.findReservation(signal)) !== null;
  }

  private async attempt(request: BookingRequest, signal?: AbortSignal): Promise<BookingOutcome> {
    if (request.link.platform !== this.platform)
      return this.failed('refused', `cannot book a ${request.link.platform} course`, 'none');
    if (!Number.isInteger(request.players) || request.players < 1 || request.players > 4)
      return this.failed('refused', 'a booking is for 1 to 4 players', 'none');
    const session = await this.open(request, signal);
    if ('kind' in session) return session;
    const held = await this.hold(request, session, signal);
    if ('kind' in held) return held;
    if (held.live.handover)
      return this.handOver(request, held.live.handover, held.hold.expiresAt, signal);
    return this.commit(request, session, held.hold, held.live, signal);
  }

  /** A session with the platform, or the answer when there cannot be one. */
  private async open(
    request: BookingRequest,
    signal?: AbortSignal,
  ): Promise<BookingSession | BookingOutcome> {
    try {
      const opened = await this.protocol.open(request, signal);
      if (!('needsGolfer' in opened)) return opened;
      return {
        kind: 'needs-golfer',
        platform: this.platform,
        reason: opened.needsGolfer,
        deepLink: this.protocol.deepLink(request),
        cancellationTerms: await this.termsOrNull(request, signal),
      };
    } catch (error) {
      if (error instanceof TeeSheetError && error.kind === 'unauthorized')
        return this.failed(
          'login-refused',
          `${platformNames[this.platform]} did not accept the golfer's sign-in.`,
          'none',
        );
      return this.failedBy(error, 'none');
    }
  }

  /** Steps 1 to 3: no reservation yet, the slot still open at an agreed price, and held. */
  private async hold(
    request: BookingRequest,
    session: BookingSession,
    signal?: AbortSignal,
  ): Promise<{ hold: Extract<HoldAnswer, { held: true }>; live: LiveSlot } | BookingOutcome> {
    const { players, maxPricePerPlayerCents: limit } = request;
    try {
      const existing = await session.findReservation(signal);
      if (existing) return this.booked(request, existing, null, true, signal);
      const live = await session.readSlot(signal);
      if (!live || live.openSpots < players)
        return this.failed(
          'slot-gone',
          `The tee time is no longer open for ${players} ${players === 1 ? 'player' : 'players'}.`,
          'none',
        );
      const price = live.pricePerPlayerCents;
      if (limit !== undefined && price !== null && price > limit)
        return this.failed(
          'price-changed',
          `The price went up to $${(price / 100).toFixed(2)} a player.`,
          'none',
        );
      const hold = await session.hold(signal);
      if (!hold.held)
        return this.failed(
          'slot-gone',
          `The course could not hold the tee time: ${hold.message}`,
          'none',
        );
      return { hold, live };
    } catch (error) {
      return this.failedBy(error, 'none');
    }
  }

  private async commit(
    request: BookingRequest,
    session: BookingSession,
    hold: Extract<HoldAnswer, { held: true }>,
    live: LiveSlot,
    signal?: AbortSignal,
  ): Promise<BookingOutcome> {
    let answer: CommitAnswer;
    try {
      answer = await session.commit(hold.holdId, signal);
    } catch (error) {
      if (!(error instanceof TeeSheetError) || !uncertainKinds.has(error.kind))
        return this.failedBy(error, await this.release(session, hold.holdId));
      return this.settle(request, session, hold.holdId, live, signal);
    }
    if (answer.committed)
      return this.booked(request, answer.reservation, live.pricePerPlayerCents, false, signal);
    if (answer.refusal === 'card-required')
      return this.handOver(request, 'card-required', hold.expiresAt, signal);
    const released = await this.release(session, hold.holdId);
    switch (answer.refusal) {
      case 'hold-expired':
        return this.failed(
          'hold-expired',
          'The course let the hold go before the booking went through; nothing was booked.',
          released,
        );
      case 'slot-taken':
        return this.failed(
          'slot-taken',
          'Someone else took the tee time while it was being booked; nothing was booked.',
          released,
        );
      case 'other':
        return this.failed(
          'refused',
          `The course refused the booking: ${answer.message}`,
          released,
        );
    }
  }

  /** The commit's answer was lost: the golfer's reservations say whether it booked. */
  private async settle(
    request: BookingRequest,
    session: BookingSession,
    holdId: string,
    live: LiveSlot,
    signal?: AbortSignal,
  ): Promise<BookingOutcome> {
    let found: PlatformReservation | null;
    try {
      found = await session.findReservation(signal);
    } catch {
      return this.failed(
        'outcome-unknown',
        "The course's booking system did not confirm the booking and could not be asked about it; it is checked again before any new attempt.",
        await this.release(session, holdId),
      );
    }
    if (found) return this.booked(request, found, live.pricePerPlayerCents, false, signal);
    return this.failed(
      'platform-unavailable',
      "The course's booking system failed while booking; nothing was booked.",
      await this.release(session, holdId),
    );
  }

  private async handOver(
    request: BookingRequest,
    reason: HandoverReason,
    holdExpiresAt: string,
    signal?: AbortSignal,
  ): Promise<BookingOutcome> {
    return {
      kind: 'held-needs-golfer',
      platform: this.platform,
      reason,
      deepLink: this.protocol.deepLink(request),
      holdExpiresAt,
      cancellationTerms: await this.termsOrNull(request, signal),
    };
  }

  private async booked(
    request: BookingRequest,
    reservation: PlatformReservation,
    pricePerPlayerCents: number | null,
    alreadyBooked: boolean,
    signal?: AbortSignal,
  ): Promise<Booked> {
    return {
      kind: 'booked',
      platform: this.platform,
      confirmationNumber: reservation.confirmationNumber,
      players: reservation.players,
      pricePerPlayerCents,
      cancellationTerms: await this.termsOrNull(request, signal),
      alreadyBooked,
    };
  }

  /** Releasing is cleanup: it goes ahead even when the caller has given up. */
  private async release(session: BookingSession, holdId: string): Promise<BookingFailed['hold']> {
    try {
      await session.release(holdId);
      return 'released';
    } catch {
      return 'lapses';
    }
  }

  /** The terms are a courtesy: failing to read them never fails a booking. */
  private async termsOrNull(request: BookingRequest, signal?: AbortSignal) {
    try {
      return await this.cancellationTerms(request.link, signal);
    } catch {
      return null;
    }
  }

  private failedBy(error: unknown, hold: BookingFailed['hold']): BookingFailed {
    const kind = error instanceof TeeSheetError ? error.kind : 'malformed';
    const name = platformNames[this.platform];
    switch (kind) {
      case 'timeout':
      case 'network':
      case 'unavailable':
      case 'rate_limited':
      case 'breaker_open':
      case 'aborted':
        return this.failed(
          'platform-unavailable',
          `${name} is not answering right now; nothing was booked.`,
          hold,
        );
      case 'unauthorized':
      case 'rejected':
        return this.failed('refused', `${name} refused the booking; nothing was booked.`, hold);
      case 'malformed':
        return this.failed(
          'refused',
          `${name} answered in a way TeeWatch could not read; nothing was booked.`,
          hold,
        );
    }
  }

  private failed(
    reason: BookingFailureReason,
    message: string,
    hold: BookingFailed['hold'],
  ): BookingFailed {
    const retryable = reason === 'platform-unavailable' || reason === 'outcome-unknown';
    return { kind: 'failed', platform: this.platform, reason, message, retryable, hold };
  }
}
