import { Injectable } from '@nestjs/common';
import {
  type AutoBooking,
  type AutoBookingStatus,
  errorCodes,
  type QueueOptimizationRequest,
  priceFlexibilityShare,
  type SearchPreferences,
} from '@teewatch/contracts';
import { type AutoBookingRow } from '../../db/schema/index.js';
import { AppError } from '../../infra/http/app-error.js';
import { isUuid } from '../../infra/http/uuid.js';
import { QueueRegistry } from '../../infra/queue/queue.registry.js';
import { Clock } from '../../infra/time/clock.js';
import { denverDate } from '../../infra/time/denver-time.js';
import { golferBooksThemselvesAt } from '../../providers/tee-sheet/tee-time-booking.js';
import { BookingsService } from '../bookings/bookings.service.js';
import { rank, rankAll } from './optimizer.js';
import { AutoBookingRepository } from './auto-booking.repository.js';
import { OneClickBookingRepository, type OpenTeeTime } from './one-click-booking.repository.js';

const notFound = () => new AppError(404, errorCodes.notFound, 'No such automatic booking.');
const recommendationGone = () =>
  new AppError(
    404,
    errorCodes.notFound,
    'This tee time is no longer open. Refresh the analysis and queue another one.',
  );
const alreadyQueued = (date: string) =>
  new AppError(
    409,
    errorCodes.autoBookingExists,
    `You already have an automatic booking for ${date}. Pause or cancel it first.`,
  );

/** Thrown when another attempt holds the booking: the job retries once that one is done. */
class AttemptRunning extends Error {}

/**
 * The auto-booking agent (docs/bookings.md, "Auto-booking"): a golfer queues a recommendation;
 * the agent books it, or a slot that fits at least as well on that date, the moment one is open,
 * once, and the booking path tells the golfer.
 */
@Injectable()
export class AutoBookingService {
  constructor(
    private readonly repository: AutoBookingRepository,
    private readonly optimizer: OneClickBookingRepository,
    private readonly bookings: BookingsService,
    private readonly queues: QueueRegistry,
    private readonly clock: Clock,
  ) {}

  async queue(userId: string, request: QueueOptimizationRequest): Promise<AutoBooking> {
    const owner = { userId, grantId: null };
    const optimization = isUuid(request.optimization.id)
      ? await this.optimizer.findOptimization(owner, request.optimization.id)
      : undefined;
    if (!optimization) throw recommendationGone();
    const [slot] = await this.optimizer.openTeeTimes(
      { ids: [optimization.teeTimeId] },
      this.clock.now(),
    );
    if (!slot) throw recommendationGone();
    const created = await this.repository.insert({
      userId,
      optimizationId: optimization.id,
      teeTimeId: slot.id,
      courseName: slot.courseName,
      localDate: slot.date,
      localTime: slot.time,
      preferences: optimization.preferences,
      minScore: optimization.optimizationScore,
      players: optimization.players,
      status: request.autoExecute ? 'waiting' : 'paused',
    });
    if (!created) throw alreadyQueued(slot.date);
    return describe(created);
  }

  async list(userId: string): Promise<AutoBooking[]> {
    return (await this.repository.listFor(userId)).map(describe);
  }

  /** Pause or resume; a resumed booking looks for a fitting slot at once. */
  async setPaused(userId: string, id: string, paused: boolean): Promise<AutoBooking> {
    const from: AutoBookingStatus[] = paused ? ['waiting'] : ['paused'];
    const row = isUuid(id)
      ? await this.repository.setStatus(userId, id, from, paused ? 'paused' : 'waiting')
      : undefined;
    if (!row) throw notFound();
    if (!paused) await this.lookNow(row.id);
    return describe(row);
  }

  async cancel(userId: string, id: string): Promise<AutoBooking> {
    const row = isUuid(id)
      ? await this.repository.setStatus(userId, id, ['waiting', 'paused'], 'cancelled')
      : undefined;
    if (!row) throw notFound();
    return describe(row);
  }

  /** The course-dates the scanner must read for the agent (see the repository). */
  watchedCourseDates(now = this.clock.now()) {
    return this.repository.watchedCourseDates(denverDate(now), (platform) =>
      autoBookable({ platform }),
    );
  }

  /** BookingQueued, a resume, a failed try: queue an attempt at the best fitting slot not yet tried. */
  async lookNow(autoBookingId: string): Promise<void> {
    const row = await this.repository.find(autoBookingId);
    if (row?.status !== 'waiting') return;
    const tried = await this.repository.triedSlots(row.id);
    const open = await this.optimizer.openTeeTimes(
      {
        date: row.localDate,
        players: row.players,
        maxPriceCents: budgetCents(row.preferences),
      },
      this.clock.now(),
    );
    const [best] = rankAll(
      open.filter((slot) => !tried.has(slot.id) && autoBookable(slot)),
      row.preferences,
    ).filter((ranked) => ranked.optimizationScore >= row.minScore);
    if (best) {
      await this.queues.enqueue('attempt-auto-booking', [
        [{ autoBookingId: row.id, teeTimeId: best.candidate.id }],
      ]);
    }
  }

  /**
   * A course-date of `date` was read for the first time: its slots tell no one (they are not
   * news), but a waiting automatic booking of that date may take one of them.
   */
  async lookAgainOn(date: string): Promise<void> {
    for (const row of await this.repository.waitingOn(date)) await this.lookNow(row.id);
  }

  /** TeeTimeFound: offer the new slot to every waiting automatic booking it fits. */
  async offer(teeTimeId: string): Promise<void> {
    const [slot] = await this.optimizer.openTeeTimes({ ids: [teeTimeId] }, this.clock.now());
    if (!slot || !autoBookable(slot)) return;
    const fitting = (await this.repository.waitingOn(slot.date)).filter(
      (row) => (rank(slot, row.preferences)?.optimizationScore ?? -1) >= row.minScore,
    );
    await this.queues.enqueue(
      'attempt-auto-booking',
      fitting.map((row) => [{ autoBookingId: row.id, teeTimeId }]),
    );
  }

  /**
   * One attempt at one slot: claim the automatic booking (one attempt at a time), record the
   * slot as tried (never twice), re-check that it still fits, book it through the booking path
   * (which re-reads it live and settles an uncertain answer from the golfer's reservations).
   */
  async attempt(autoBookingId: string, teeTimeId: string): Promise<void> {
    const row = await this.repository.claim(autoBookingId);
    if (!row) {
      const current = await this.repository.find(autoBookingId);
      if (current?.status === 'booking') throw new AttemptRunning('another attempt is running');
      return;
    }
    if (!(await this.repository.recordTry(row.id, teeTimeId))) {
      await this.repository.release(row.id);
      return;
    }
    let outcome: AttemptOutcome;
    try {
      outcome = await this.book(row, teeTimeId);
    } catch (error) {
      // Nothing was decided (the store or the network failed): the job's retry tries this slot
      // again with the same idempotency key, so the booking path books it at most once.
      await this.repository.forgetTry(row.id, teeTimeId);
      await this.repository.release(row.id);
      throw error;
    }
    await this.repository.settle(row.id, teeTimeId, outcome);
    if (!outcome.bookingId) await this.lookNow(row.id);
  }

  private async book(row: AutoBookingRow, teeTimeId: string): Promise<AttemptOutcome> {
    const [slot] = await this.optimizer.openTeeTimes({ ids: [teeTimeId] }, this.clock.now());
    const fit = slot && rank(slot, row.preferences);
    if (!fit || fit.optimizationScore < row.minScore)
      return { bookingId: null, message: SLOT_GONE };
    try {
      const booking = await this.bookings.book(
        row.userId,
        { teeTimeId, players: row.players, idempotencyKey: `auto-${row.id}-${teeTimeId}` },
        { tellFailure: false },
      );
      return booking.status === 'booked'
        ? { bookingId: booking.id, message: booking.message }
        : { bookingId: null, message: `${booking.message} Still watching for another.` };
    } catch (error) {
      if (error instanceof AppError && error.getStatus() === 404) {
        return { bookingId: null, message: SLOT_GONE };
      }
      throw error;
    }
  }
}

/** What an attempt settled: the booking made, or why not (the agent keeps watching). */
export interface AttemptOutcome {
  bookingId: string | null;
  message: string;
}

const SLOT_GONE = 'That tee time went before TeeWatch could book it. Still watching for another.';

function budgetCents(preferences: SearchPreferences): number {
  return Math.ceil(
    preferences.maxPrice * 100 * (1 + priceFlexibilityShare[preferences.priceFlexibility]),
  );
}

/** The agent never books past a login the golfer did not give. */
function autoBookable(slot: Pick<OpenTeeTime, 'platform'>): boolean {
  return !golferBooksThemselvesAt(slot.platform);
}

function describe(row: AutoBookingRow): AutoBooking {
  return {
    id: row.id,
    courseName: row.courseName,
    date: row.localDate,
    time: row.localTime,
    players: row.players,
    status: row.status as AutoBookingStatus,
    bookingId: row.bookingId,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}
