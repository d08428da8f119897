import { Injectable } from '@nestjs/common';
import { Clock } from '../../infra/time/clock.js';
import { OneClickBookingRepository } from './one-click-booking.repository.js';
import { type ObservedSlot } from './slot-lifetimes.js';

/**
 * Thirty days of a course's slot lifetimes barely move in a minute, while a golfer moving the
 * optimizer's sliders asks for them several times a minute: each course's history is read once
 * a minute per process (docs/bookings.md, "Success probability").
 */
const FRESH_MS = 60_000;

@Injectable()
export class SlotHistory {
  private readonly byCourse = new Map<string, { readAt: number; slots: ObservedSlot[] }>();

  constructor(
    private readonly repository: OneClickBookingRepository,
    private readonly clock: Clock,
  ) {}

  async of(courseIds: string[]): Promise<ObservedSlot[]> {
    const now = this.clock.now();
    const stale = courseIds.filter(
      (id) => (this.byCourse.get(id)?.readAt ?? -Infinity) <= now.getTime() - FRESH_MS,
    );
    if (stale.length > 0) {
      const read = await this.repository.observedSlots(stale, now);
      for (const id of stale) this.byCourse.set(id, { readAt: now.getTime(), slots: [] });
      for (const slot of read) this.byCourse.get(slot.courseId)!.slots.push(slot);
    }
    return courseIds.flatMap((id) => this.byCourse.get(id)!.slots);
  }
}
