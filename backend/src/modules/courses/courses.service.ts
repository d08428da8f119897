import { Injectable } from '@nestjs/common';
import {
  type AreaCode,
  errorCodes,
  areas,
  type CourseSummary,
  type DirectoryCourse,
  type TeeTimeSearchQuery,
  type TeeTimeSearchResult,
} from '@teewatch/contracts';
import { type CourseRow } from '../../db/schema/index.js';
import { AppError } from '../../infra/http/app-error.js';
import { denverDate } from '../../infra/time/denver-time.js';
import { CoursesRepository } from './courses.repository.js';

const summary = (course: CourseRow): CourseSummary => ({
  id: course.id,
  name: course.name,
  city: course.city,
  area: course.area as AreaCode | null,
  bookable: course.onlineBooking,
});

@Injectable()
export class CoursesService {
  constructor(private readonly repository: CoursesRepository) {}

  async list(): Promise<CourseSummary[]> {
    return (await this.repository.listCourses()).map(summary);
  }

  async directory(): Promise<DirectoryCourse[]> {
    return (await this.repository.listCourses()).map((course) => ({
      ...summary(course),
      zip: course.zip,
      type: course.type,
      areaLabel: course.area ? areas[course.area as AreaCode].label : null,
      platform: course.platform,
      latitude: course.latitude,
      longitude: course.longitude,
      website: course.website,
      bookingUrl: course.bookingUrl,
    }));
  }

  /** Bookable courses near a point, nearest first, each with its open tee times on the date. */
  async search(query: TeeTimeSearchQuery, now = new Date()): Promise<TeeTimeSearchResult[]> {
    const today = denverDate(now);
    const date = query.date ?? today;
    if (date < today) {
      throw new AppError(400, errorCodes.validationFailed, 'date: must be today or later', [
        { field: 'date', message: 'must be today or later' },
      ]);
    }
    const nearby = await this.repository.findBookableWithin(
      query.latitude,
      query.longitude,
      query.radius,
    );
    const ids = nearby.map(({ course }) => course.id);
    const [slots, checks] = await Promise.all([
      this.repository.findOpenTeeTimes(ids, date, query.players, now),
      this.repository.findLastChecked(ids, date),
    ]);
    const lastChecked = new Map(checks.map((check) => [check.courseId, check.lastCheckedAt]));
    const slotsOf = new Map<string, (typeof slots)[number][]>();
    for (const slot of slots) {
      const ofCourse = slotsOf.get(slot.courseId);
      if (ofCourse) ofCourse.push(slot);
      else slotsOf.set(slot.courseId, [slot]);
    }
    return nearby.map(({ course, miles }) => ({
      courseId: course.id,
      courseName: course.name,
      city: course.city,
      area: course.area as AreaCode | null,
      latitude: course.latitude,
      longitude: course.longitude,
      distanceMiles: Math.round(miles * 10) / 10,
      lastCheckedAt: lastChecked.get(course.id)?.toISOString() ?? null,
      teeTimes: (slotsOf.get(course.id) ?? []).map((slot) => ({
        id: slot.id,
        date: slot.localDate,
        time: slot.localTime,
        startsAt: slot.startsAt.toISOString(),
        holes: slot.holes,
        spots: slot.openSpots,
        priceCents: slot.priceCents,
        price: slot.priceCents / 100,
        cartIncluded: slot.cartIncluded,
        bookingUrl: slot.bookingUrl,
      })),
    }));
  }
}
