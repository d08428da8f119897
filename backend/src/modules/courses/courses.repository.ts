import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, gte, inArray, lte, max, notInArray, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import { courseDateScans, courses, providerLinks, teeTimes } from '../../db/schema/index.js';
import { distanceMilesSql } from '../geo/distance.js';
import { type CatalogueCourse } from './catalogue/catalogue.schema.js';

@Injectable()
export class CoursesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Inserts or updates every catalogue course and its provider links, in one transaction. A
   * simulated link the catalogue no longer gives a course (it has its real one now) goes, with
   * what was read through it: the sandbox no longer serves the course there.
   */
  async upsertCatalogue(catalogue: CatalogueCourse[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const course of catalogue) {
        const { links, ...row } = course;
        await tx.insert(courses).values(row).onConflictDoUpdate({ target: courses.id, set: row });
        await tx.delete(providerLinks).where(
          and(
            eq(providerLinks.courseId, course.id),
            eq(providerLinks.simulated, true),
            notInArray(
              providerLinks.platform,
              links.map((link) => link.platform),
            ),
          ),
        );
        for (const link of links) {
          await tx
            .insert(providerLinks)
            .values({
              courseId: course.id,
              platform: link.platform,
              simulated: link.simulated,
              ids: link.ids,
            })
            .onConflictDoUpdate({
              target: [providerLinks.courseId, providerLinks.platform],
              set: { simulated: link.simulated, ids: link.ids },
            });
        }
      }
    });
  }

  listCourses() {
    return this.db.select().from(courses).orderBy(asc(courses.name));
  }

  /** Courses with online booking within `radius` miles of a point, nearest first. */
  findBookableWithin(latitude: number, longitude: number, radius: number) {
    const miles = distanceMilesSql({ latitude, longitude }, courses);
    return this.db
      .select({ course: courses, miles })
      .from(courses)
      .where(and(eq(courses.onlineBooking, true), sql`${miles} <= ${radius}`))
      .orderBy(miles);
  }

  /**
   * Open tee times of these courses on a date with room for `players`, still ahead of `now`: only
   * the columns a search answers with (a search reads many).
   */
  findOpenTeeTimes(courseIds: string[], date: string, players: number, now: Date) {
    if (courseIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: teeTimes.id,
        courseId: teeTimes.courseId,
        localDate: teeTimes.localDate,
        localTime: teeTimes.localTime,
        startsAt: teeTimes.startsAt,
        holes: teeTimes.holes,
        openSpots: teeTimes.openSpots,
        priceCents: teeTimes.priceCents,
        cartIncluded: teeTimes.cartIncluded,
        bookingUrl: teeTimes.bookingUrl,
      })
      .from(teeTimes)
      .where(
        and(
          inArray(teeTimes.courseId, courseIds),
          eq(teeTimes.localDate, date),
          gte(teeTimes.openSpots, players),
          lte(teeTimes.minPlayers, players),
          gt(teeTimes.startsAt, now),
        ),
      )
      .orderBy(asc(teeTimes.startsAt));
  }

  /** Per course, when its tee sheet for `date` was last read (the latest of its links). */
  findLastChecked(courseIds: string[], date: string) {
    if (courseIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        courseId: providerLinks.courseId,
        lastCheckedAt: max(courseDateScans.lastCheckedAt),
      })
      .from(courseDateScans)
      .innerJoin(providerLinks, eq(providerLinks.id, courseDateScans.providerLinkId))
      .where(and(inArray(providerLinks.courseId, courseIds), eq(courseDateScans.localDate, date)))
      .groupBy(providerLinks.courseId);
  }
}
