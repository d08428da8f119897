import { Injectable } from '@nestjs/common';
import {
  type Booking,
  type BookingStatus,
  type BookTeeTimeRequest,
  type DomainEventType,
  errorCodes,
} from '@teewatch/contracts';
import { type BookingRow } from '../../db/schema/index.js';
import { AppError } from '../../infra/http/app-error.js';
import { isUuid } from '../../infra/http/uuid.js';
import {
  type BookingOutcome,
  golferBooksThemselvesAt,
  type TeeTimeBooker,
} from '../../providers/tee-sheet/tee-time-booking.js';
import {
  type ProviderLink,
  type TeeSheetPlatform,
} from '../../providers/tee-sheet/tee-sheet.provider.js';
import { TeeSheetError } from '../../providers/tee-sheet/tee-sheet.errors.js';
import { TeeSheetProviders } from '../../providers/tee-sheet/tee-sheet.providers.js';
import { GamificationService } from '../gamification/gamification.service.js';
import { UsersService } from '../users/users.service.js';
import { bookingCalendar } from './booking-calendar.js';
import { bookingMessage, cancelledMessage } from './booking-texts.js';
import {
  type BookableTeeTime,
  type BookingCourse,
  type BookingResult,
  BookingsRepository,
} from './bookings.repository.js';

const teeTimeGone = () =>
  new AppError(404, errorCodes.notFound, 'This tee time is no longer open. Pick another one.');
const bookingNotFound = () => new AppError(404, errorCodes.notFound, 'No such booking.');

/** What each outcome of the platform flow makes of the booking, and which event tells of it. */
const statusOf: Record<BookingOutcome['kind'], BookingStatus> = {
  booked: 'booked',
  'held-needs-golfer': 'held',
  'needs-golfer': 'handed-over',
  failed: 'failed',
};
const eventOf: Record<BookingOutcome['kind'], DomainEventType | null> = {
  booked: 'BookingSucceeded',
  failed: 'BookingFailed',
  // The golfer is on the screen with the course's page to finish on: nothing to tell later.
  'held-needs-golfer': null,
  'needs-golfer': null,
};

/**
 * Books open tee times for signed-in golfers at the course's own platform (docs/bookings.md):
 * one booking per idempotency key, one attempt at a time, the outcome stored with the event that
 * tells the golfer, in one transaction.
 */
@Injectable()
export class BookingsService {
  constructor(
    private readonly repository: BookingsRepository,
    private readonly providers: TeeSheetProviders,
    private readonly gamification: GamificationService,
    private readonly users: UsersService,
  ) {}

  /** What the golfer should know before booking: the course's cancellation terms. */
  async terms(teeTimeId: string) {
    const slot = await this.bookable(teeTimeId);
    const link = providerLinkOf(slot);
    return {
      cancellationTerms: await this.booker(slot).cancellationTerms(link),
      golferBooksThemselves: golferBooksThemselvesAt(link.platform),
    };
  }

  /**
   * `tellFailure: false` for the auto-booking agent: a slot it could not book is not news for the
   * golfer while it keeps watching for another.
   */
  async book(
    userId: string,
    request: BookTeeTimeRequest,
    { tellFailure = true } = {},
  ): Promise<Booking> {
    const slot = await this.bookable(request.teeTimeId);
    const { booking, attempt } = await this.repository.claim(
      userId,
      request.idempotencyKey,
      slot,
      request.players,
    );
    const course = { name: slot.courseName, page: slot.courseBookingUrl || null };
    if (!attempt) return describe(booking, course);
    const golfer = await this.repository.golfer(userId);
    if (!golfer) throw bookingNotFound();

    const attemptId = await this.repository.startAttempt(booking.id);
    const outcome = await this.booker(slot).bookSlot({
      idempotencyKey: booking.id,
      link: providerLinkOf(slot),
      courseBookingUrl: slot.courseBookingUrl,
      slot: {
        slotRef: booking.slotRef,
        localDate: booking.localDate,
        localTime: booking.localTime,
        holes: booking.holes as 9 | 18,
      },
      players: booking.players,
      golfer,
      // The golfer agreed to the price on the screen: a dearer live price is not booked.
      maxPricePerPlayerCents: slot.teeTime.priceCents,
    });
    const finished = await this.repository.finish(
      booking.id,
      attemptId,
      resultOf(outcome, { ...booking, courseName: slot.courseName }),
      outcome.kind,
      outcome.kind === 'failed' && !tellFailure ? null : eventOf[outcome.kind],
    );
    // First Booking, Early Bird, Course Explorer... (docs/gamification.md).
    if (finished.status === 'booked') await this.gamification.settleQuietly(userId);
    return describe(finished, course);
  }

  async list(userId: string): Promise<Booking[]> {
    const rows = await this.repository.listFor(userId);
    return rows.map(({ booking, course }) => describe(booking, course));
  }

  /**
   * The golfer says they cancelled a booked tee time with the course: TeeWatch cannot cancel for
   * them, so it asks the course's platform, and marks the booking cancelled once the platform no
   * longer lists it (docs/bookings.md, "Cancelling"). Saying it again changes nothing.
   */
  async confirmCancelled(userId: string, bookingId: string): Promise<Booking> {
    const found = isUuid(bookingId)
      ? await this.repository.findOwned(bookingId, userId)
      : undefined;
    if (!found || !['booked', 'cancelled'].includes(found.booking.status)) throw bookingNotFound();
    const { booking, course, link } = found;
    if (booking.status === 'cancelled') return describe(booking, course);
    const golfer = await this.repository.golfer(userId);
    if (!golfer) throw bookingNotFound();
    let listed: boolean;
    try {
      listed = await this.providers.booker(link.platform as TeeSheetPlatform).isStillBooked({
        idempotencyKey: booking.id,
        link: { platform: link.platform, ids: link.ids } as ProviderLink,
        courseBookingUrl: course.page ?? '',
        slot: {
          slotRef: booking.slotRef,
          localDate: booking.localDate,
          localTime: booking.localTime,
          holes: booking.holes as 9 | 18,
        },
        players: booking.players,
        golfer,
      });
    } catch (error) {
      if (!(error instanceof TeeSheetError)) throw error;
      throw new AppError(
        503,
        errorCodes.providerUnavailable,
        "We could not reach the course's booking system. Please try again in a minute.",
      );
    }
    if (listed) {
      throw new AppError(
        409,
        errorCodes.bookingStillListed,
        "The course still lists this booking. Cancel it on the course's booking page, then try again.",
      );
    }
    const cancelled = await this.repository.markCancelled(booking.id, cancelledMessage);
    return describe(cancelled ?? booking, course);
  }

  /** The calendar file of one of the caller's bookings, in their language. */
  async calendar(userId: string, bookingId: string): Promise<string> {
    const found = isUuid(bookingId)
      ? await this.repository.findOwned(bookingId, userId)
      : undefined;
    if (!found || found.booking.status !== 'booked') throw bookingNotFound();
    const language = await this.users.languageOf({ userId, grantId: null });
    return bookingCalendar(found.booking, found.course.name, new Date(), language);
  }

  private async bookable(teeTimeId: string): Promise<BookableTeeTime> {
    const slot = isUuid(teeTimeId)
      ? await this.repository.findBookable(teeTimeId, new Date())
      : undefined;
    if (!slot) throw teeTimeGone();
    return slot;
  }

  private booker(slot: BookableTeeTime): TeeTimeBooker {
    return this.providers.booker(slot.link.platform as TeeSheetPlatform);
  }
}

const providerLinkOf = (slot: BookableTeeTime) =>
  ({ platform: slot.link.platform, ids: slot.link.ids }) as ProviderLink;

function resultOf(
  outcome: BookingOutcome,
  slot: { courseName: string; startsAt: Date; players: number },
): BookingResult {
  const message = bookingMessage(outcome, slot);
  const none = {
    confirmationNumber: null,
    pricePerPlayerCents: null,
    cancellationTerms: null,
    deepLink: null,
    holdExpiresAt: null,
    failureReason: null,
  };
  switch (outcome.kind) {
    case 'booked':
      return {
        ...none,
        status: statusOf.booked,
        message,
        confirmationNumber: outcome.confirmationNumber,
        pricePerPlayerCents: outcome.pricePerPlayerCents,
        cancellationTerms: outcome.cancellationTerms,
      };
    case 'held-needs-golfer':
      return {
        ...none,
        status: statusOf['held-needs-golfer'],
        message,
        deepLink: outcome.deepLink,
        holdExpiresAt: new Date(outcome.holdExpiresAt),
        cancellationTerms: outcome.cancellationTerms,
        failureReason: outcome.reason,
      };
    case 'needs-golfer':
      return {
        ...none,
        status: statusOf['needs-golfer'],
        message,
        deepLink: outcome.deepLink,
        cancellationTerms: outcome.cancellationTerms,
        failureReason: outcome.reason,
      };
    case 'failed':
      return { ...none, status: statusOf.failed, message, failureReason: outcome.reason };
  }
}

export function describe(row: BookingRow, course: BookingCourse): Booking {
  return {
    id: row.id,
    courseId: row.courseId,
    courseName: course.name,
    platform: row.platform,
    date: row.localDate,
    time: row.localTime,
    startsAt: row.startsAt.toISOString(),
    holes: row.holes,
    players: row.players,
    status: row.status as BookingStatus,
    confirmationNumber: row.confirmationNumber,
    pricePerPlayer: row.pricePerPlayerCents === null ? null : row.pricePerPlayerCents / 100,
    cancellationTerms: row.cancellationTerms,
    deepLink: row.deepLink,
    coursePage: course.page,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    message: row.message ?? 'TeeWatch is booking this tee time at the course.',
    createdAt: row.createdAt.toISOString(),
  };
}
