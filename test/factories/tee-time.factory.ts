import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type Database } from '../../backend/src/db/database.js';
import { providerLinks, teeTimes } from '../../backend/src/db/schema/index.js';
import { courseTimeFromLocal } from '../../backend/src/infra/time/denver-time.js';

/** Inserts an open tee time at a catalogue course (seeded first); fields can be overridden. */
export async function aTeeTime(
  db: Database,
  courseId: string,
  overrides: Partial<typeof teeTimes.$inferInsert> & { localDate: string; localTime: string },
) {
  const [link] = await db
    .select()
    .from(providerLinks)
    .where(and(eq(providerLinks.courseId, courseId)));
  const startsAt = new Date(
    courseTimeFromLocal(overrides.localDate, overrides.localTime)!.startsAt,
  );
  const [row] = await db
    .insert(teeTimes)
    .values({
      providerLinkId: link!.id,
      courseId,
      slotRef: randomUUID(),
      startsAt,
      holes: 18,
      openSpots: 4,
      priceCents: 5500,
      cartIncluded: false,
      bookingUrl: 'https://example.test/book',
      ...overrides,
    })
    .returning();
  return row!;
}
