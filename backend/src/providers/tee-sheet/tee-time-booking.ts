import { type ProviderLink, type TeeSheetPlatform } from './tee-sheet.provider.js';

/**
 * Booking one tee time at the course's own platform, behind one interface for every platform
 * (docs/platform-booking.md). An adapter re-reads the slot live, holds it, commits it and
 * releases the hold on any failure; the answer says plainly what happened, never by throwing.
 */

/** Who the booking is for, as TeeWatch knows the signed-in golfer. */
export interface BookingGolfer {
  name: string;
  email: string;
  phone: string | null;
}

/**
 * Platforms that book only golfers signed in there with their own account (foreUP, Club Prophet,
 * EZLinks, Club Caddie, Teesnap, GolfNow, Quick18): TeeWatch answers them with the course's page
 * for the golfer, and the auto-booking agent leaves them alone.
 */
export function golferBooksThemselvesAt(platform: string): boolean {
  return [
    'foreup',
    'clubprophet',
    'ezlinks',
    'clubcaddie',
    'teesnap',
    'golfnow',
    'quick18',
  ].includes(platform);
}

/** The golfer's own sign-in at a platform that books signed-in golfers only (foreUP). */
export interface PlatformLogin {
  username: string;
  password: string;
}

/** The tee time to book, as the scanner read it (NormalizedTeeTime). */
export interface BookingSlot {
  slotRef: string;
  localDate: string;
  localTime: string;
  holes: 9 | 18;
}

export interface BookingRequest {
  /**
   * One key per booking the golfer asked for, the same on every retry of it: two calls with one
   * key at once share one attempt, and a later call first looks for the golfer's reservation.
   */
  idempotencyKey: string;
  link: ProviderLink;
  /** The catalogue's public booking page of the course. */
  courseBookingUrl: string;
  slot: BookingSlot;
  /** 1 to 4. */
  players: number;
  golfer: BookingGolfer;
  /** Needed where the platform books signed-in golfers only; without it the golfer books. */
  login?: PlatformLogin;
  /** The most the golfer agreed to pay per player, in cents; a dearer live price is not booked. */
  maxPricePerPlayerCents?: number;
}

export interface Booked {
  kind: 'booked';
  platform: TeeSheetPlatform;
  /** The platform's own number for the reservation, the one the course knows it by. */
  confirmationNumber: string;
  players: number;
  /** The live price per player when it was booked, in cents; null when it was already booked. */
  pricePerPlayerCents: number | null;
  /** The course's cancellation terms where its platform publishes them, else null. */
  cancellationTerms: string | null;
  /**
   * The golfer already had this reservation at the platform (an earlier attempt with an uncertain
   * answer, a second click, or their own booking): nothing new was booked.
   */
  alreadyBooked: boolean;
}

/** Why TeeWatch cannot finish a booking that the golfer can finish on the course's page. */
export type HandoverReason = 'card-required';

/** TeeWatch holds the slot; only the golfer can commit it, at the deep link, before the hold ends. */
export interface HeldNeedsGolfer {
  kind: 'held-needs-golfer';
  platform: TeeSheetPlatform;
  reason: HandoverReason;
  /** The slot on the course's own booking page, as exactly as the platform's links allow. */
  deepLink: string;
  /** When the platform lets the hold go, ISO 8601. */
  holdExpiresAt: string;
  cancellationTerms: string | null;
}

/**
 * TeeWatch could not even hold the slot: the platform books signed-in golfers and none was given
 * (foreUP), or it books golfers signed in to their own account only (Club Prophet, EZLinks,
 * Club Caddie, Teesnap, GolfNow, Quick18).
 */
export interface NeedsGolfer {
  kind: 'needs-golfer';
  platform: TeeSheetPlatform;
  reason: 'login-required';
  deepLink: string;
  cancellationTerms: string | null;
}

export const bookingFailureReasons = [
  /** The live slot no longer has the spots (gone, full, or the hold was refused). */
  'slot-gone',
  /** The live price per player is above what the golfer agreed to. */
  'price-changed',
  /** The hold ran out before the commit. */
  'hold-expired',
  /** The slot filled over the hold (the pro shop booked it) before the commit. */
  'slot-taken',
  /** The platform refused the golfer's sign-in. */
  'login-refused',
  /** The platform did not answer, failed or throttled; nothing was booked. */
  'platform-unavailable',
  /** The commit's answer was lost and the golfer's reservations could not be read to settle it. */
  'outcome-unknown',
  /** Any other refusal by the platform; the message carries the platform's reason. */
  'refused',
] as const;
export type BookingFailureReason = (typeof bookingFailureReasons)[number];

export interface BookingFailed {
  kind: 'failed';
  platform: TeeSheetPlatform;
  reason: BookingFailureReason;
  /** One plain sentence for the golfer. */
  message: string;
  /** Worth another try later with the same idempotency key. */
  retryable: boolean;
  /** No hold was made, it was released, or releasing failed and it lapses at the platform. */
  hold: 'none' | 'released' | 'lapses';
}

export type BookingOutcome = Booked | HeldNeedsGolfer | NeedsGolfer | BookingFailed;

/** One platform's booking flow. */
export interface TeeTimeBooker {
  readonly platform: TeeSheetPlatform;
  /** Books the slot for the golfer, or says plainly why not; it never throws for the platform. */
  bookSlot(request: BookingRequest, signal?: AbortSignal): Promise<BookingOutcome>;
  /** The course's cancellation terms where its platform publishes them, else null. */
  cancellationTerms(link: ProviderLink, signal?: AbortSignal): Promise<string | null>;
  /**
   * Whether the platform still lists the golfer's reservation at the slot. Throws a TeeSheetError
   * when it cannot tell (no answer, or only the golfer can sign in there).
   */
  isStillBooked(request: BookingRequest, signal?: AbortSignal): Promise<boolean>;
}
