import { Injectable } from '@nestjs/common';
import {
  errorCodes,
  type ExecuteOptimizationResponse,
  type Language,
  type Optimization,
  type OptimizeRequest,
  type OptimizerStats,
  priceFlexibilityShare,
} from '@teewatch/contracts';
import { AppError } from '../../infra/http/app-error.js';
import { isUuid } from '../../infra/http/uuid.js';
import { type Owner } from '../../infra/owners/owner.js';
import { Clock } from '../../infra/time/clock.js';
import { addDays, denverDate } from '../../infra/time/denver-time.js';
import { BookingsService } from '../bookings/bookings.service.js';
import { rankAll, strategyFor, successReason } from './optimizer.js';
import { OneClickBookingRepository, type OpenTeeTime } from './one-click-booking.repository.js';
import { AutoBookingRepository } from './auto-booking.repository.js';
import { SlotHistory } from './slot-history.js';
import { survivalChance } from './slot-lifetimes.js';

/** How many ranked tee times an answer carries: the top one, its alternatives and some to spare. */
const RESULTS = 20;
const round2 = (value: number) => Math.round(value * 100) / 100;

const optimizationNotFound = () =>
  new AppError(404, errorCodes.notFound, 'No such recommendation. Refresh the analysis.');

/** The one-click booking optimizer: rank, remember, book (docs/bookings.md, "Optimizer"). */
@Injectable()
export class OneClickBookingService {
  constructor(
    private readonly repository: OneClickBookingRepository,
    private readonly bookings: BookingsService,
    private readonly autoBookings: AutoBookingRepository,
    private readonly history: SlotHistory,
    private readonly clock: Clock,
  ) {}

  /** Ranks and remembers tee times for `request`; the reasons are in `language`. */
  async optimize(owner: Owner, request: OptimizeRequest, language: Language) {
    const now = this.clock.now();
    const date = request.date ?? addDays(denverDate(now), 1);
    const { preferences } = request;
    const open = await this.repository.openTeeTimes(
      request.teeTimes.length > 0
        ? { ids: request.teeTimes.map((teeTime) => teeTime.id) }
        : {
            date,
            players: preferences.players,
            maxPriceCents: Math.ceil(
              preferences.maxPrice *
                100 *
                (1 + priceFlexibilityShare[preferences.priceFlexibility]),
            ),
          },
      now,
    );
    const ranked = rankAll(open, preferences, language).slice(0, RESULTS);
    const history = await this.history.of([
      ...new Set(ranked.map((entry) => entry.candidate.courseId)),
    ]);
    const weighed = ranked.map((entry) => {
      const slot = entry.candidate as OpenTeeTime;
      const { chance, basedOn } = survivalChance(
        {
          courseId: slot.courseId,
          hour: Number(slot.time.slice(0, 2)),
          leadHours: (slot.startsAt.getTime() - slot.firstSeenAt.getTime()) / 3600_000,
          ageMinutes: (now.getTime() - slot.firstSeenAt.getTime()) / 60_000,
        },
        history,
      );
      const estimatedSuccess = round2(chance);
      return {
        ...entry,
        estimatedSuccess,
        bookingStrategy: strategyFor(entry.optimizationScore, estimatedSuccess),
        reasons: [...entry.reasons, successReason(estimatedSuccess, basedOn, language)],
      };
    });
    const saved = await this.repository.saveOptimizations(
      owner,
      weighed.map((entry) => ({
        teeTimeId: entry.candidate.id,
        localDate: entry.candidate.date,
        players: preferences.players,
        preferences,
        optimizationScore: entry.optimizationScore,
        estimatedSuccess: entry.estimatedSuccess,
        bookingStrategy: entry.bookingStrategy,
        reasons: entry.reasons,
      })),
    );
    const optimizations: Optimization[] = weighed.map((entry, index) => ({
      id: saved[index]!.id,
      teeTime: {
        id: entry.candidate.id,
        courseId: entry.candidate.courseId,
        courseName: entry.candidate.courseName,
        date: entry.candidate.date,
        time: entry.candidate.time,
        price: entry.candidate.priceCents / 100,
        holes: entry.candidate.holes,
        openSpots: entry.candidate.openSpots,
        distanceMiles: entry.distanceMiles,
        bookingUrl: entry.candidate.bookingUrl,
      },
      optimizationScore: entry.optimizationScore,
      bookingStrategy: entry.bookingStrategy,
      estimatedSuccess: entry.estimatedSuccess,
      reasons: entry.reasons,
    }));
    return { date, considered: open.length, optimizations };
  }

  async stats(owner: Owner): Promise<OptimizerStats> {
    const rows = await this.repository.stats(owner, this.clock.now());
    const finished = rows.booked + rows.failed;
    return {
      activeOptimizations: rows.activeOptimizations,
      queueLength: owner.userId ? await this.autoBookings.countQueued(owner.userId) : 0,
      successRate: finished === 0 ? 0 : round2(rows.booked / finished),
      bookingsFinished: finished,
      avgOptimizationScore: round2(rows.averageScore),
    };
  }

  /**
   * Books a recommendation for the signed-in golfer. The recommendation's id is the booking's
   * idempotency key, so a second click or a replay books nothing twice.
   */
  async execute(
    owner: Owner & { userId: string },
    id: string,
  ): Promise<ExecuteOptimizationResponse> {
    const optimization = isUuid(id) ? await this.repository.findOptimization(owner, id) : undefined;
    if (!optimization) throw optimizationNotFound();
    const booking = await this.bookings
      .book(owner.userId, {
        teeTimeId: optimization.teeTimeId,
        players: optimization.players,
        idempotencyKey: `optimization-${optimization.id}`,
      })
      .catch((error: unknown) => {
        // A slot gone since the analysis is an answer for the golfer, not a failed call.
        if (error instanceof AppError && error.getStatus() === 404) return error.message;
        throw error;
      });
    if (typeof booking === 'string')
      return { success: false, message: booking, bookingId: null, booking: null };
    return {
      success: booking.status !== 'failed',
      message: booking.message,
      bookingId: booking.id,
      booking,
    };
  }
}
