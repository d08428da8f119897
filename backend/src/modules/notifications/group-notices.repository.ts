import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import {
  alertMatches,
  alerts,
  courses,
  golfGroupMembers,
  golfGroups,
  groupNotices,
  users,
} from '../../db/schema/index.js';

/** Who of a group alert's members to tell about a match, and that each was told once. */
@Injectable()
export class GroupNoticesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Matches of group alerts among these, one row per member other than the alert's maker. */
  membersToTell(alertMatchIds: string[]) {
    return this.db
      .select({
        alertMatchId: alertMatches.id,
        userId: users.id,
        email: users.email,
        language: users.language,
        groupName: golfGroups.name,
        courseName: courses.name,
        startsAt: alertMatches.startsAt,
        openSpots: alertMatches.openSpots,
        priceCents: alertMatches.priceCents,
      })
      .from(alertMatches)
      .innerJoin(alerts, eq(alerts.id, alertMatches.alertId))
      .innerJoin(golfGroups, eq(golfGroups.id, alerts.groupId))
      .innerJoin(golfGroupMembers, eq(golfGroupMembers.groupId, golfGroups.id))
      .innerJoin(users, eq(users.id, golfGroupMembers.userId))
      .innerJoin(courses, eq(courses.id, alertMatches.courseId))
      .where(
        and(
          inArray(alertMatches.id, alertMatchIds),
          isNotNull(alerts.groupId),
          ne(golfGroupMembers.userId, alerts.ownerUserId),
        ),
      );
  }

  /** Claims the telling of one member about one match; false when it was claimed before. */
  async claim(alertMatchId: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .insert(groupNotices)
      .values({ alertMatchId, userId })
      .onConflictDoNothing()
      .returning({ userId: groupNotices.userId });
    return rows.length > 0;
  }
}
