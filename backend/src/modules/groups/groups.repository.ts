import { Inject, Injectable } from '@nestjs/common';
import { type GroupAnswer } from '@teewatch/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import {
  alertMatches,
  bookings,
  courses,
  friendships,
  golfGroupMembers,
  golfGroups,
  groupAnswers,
  groupBookings,
  users,
} from '../../db/schema/index.js';

/** A claim on a group alert's booking that never got its booking is open again after this. */
const STALE_CLAIM = sql`interval '2 minutes'`;

/** Golf groups, their members and their answers (docs/gamification.md, "Golf groups"). */
@Injectable()
export class GroupsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Which of these golfers are the caller's friends. */
  async friendsAmong(userId: string, candidates: string[]): Promise<Set<string>> {
    const rows = await this.db
      .select({ friendId: friendships.friendId })
      .from(friendships)
      .where(
        and(
          eq(friendships.userId, userId),
          eq(friendships.status, 'accepted'),
          inArray(friendships.friendId, candidates),
        ),
      );
    return new Set(rows.map((row) => row.friendId));
  }

  create(ownerUserId: string, name: string, memberIds: string[]): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [group] = await tx
        .insert(golfGroups)
        .values({ ownerUserId, name })
        .returning({ id: golfGroups.id });
      await tx
        .insert(golfGroupMembers)
        .values([ownerUserId, ...memberIds].map((userId) => ({ groupId: group!.id, userId })));
      return group!.id;
    });
  }

  /** The groups a golfer is in, with everyone in them. */
  async groupsOf(userId: string) {
    const mine = await this.db
      .select({ id: golfGroups.id, name: golfGroups.name, ownerUserId: golfGroups.ownerUserId })
      .from(golfGroupMembers)
      .innerJoin(golfGroups, eq(golfGroups.id, golfGroupMembers.groupId))
      .where(eq(golfGroupMembers.userId, userId))
      .orderBy(golfGroups.createdAt);
    if (mine.length === 0) return [];
    const members = await this.db
      .select({ groupId: golfGroupMembers.groupId, userId: users.id, name: users.displayName })
      .from(golfGroupMembers)
      .innerJoin(users, eq(users.id, golfGroupMembers.userId))
      .where(
        inArray(
          golfGroupMembers.groupId,
          mine.map((group) => group.id),
        ),
      )
      .orderBy(golfGroupMembers.joinedAt);
    return mine.map((group) => ({
      ...group,
      members: members
        .filter((member) => member.groupId === group.id)
        .map((member) => ({ userId: member.userId, name: member.name?.trim() || 'Golfer' })),
    }));
  }

  async isMember(groupId: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: golfGroupMembers.userId })
      .from(golfGroupMembers)
      .where(and(eq(golfGroupMembers.groupId, groupId), eq(golfGroupMembers.userId, userId)));
    return row !== undefined;
  }

  async ownerOf(groupId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ owner: golfGroups.ownerUserId })
      .from(golfGroups)
      .where(eq(golfGroups.id, groupId));
    return row?.owner;
  }

  async delete(groupId: string): Promise<void> {
    await this.db.delete(golfGroups).where(eq(golfGroups.id, groupId));
  }

  async leave(groupId: string, userId: string): Promise<void> {
    await this.db
      .delete(golfGroupMembers)
      .where(and(eq(golfGroupMembers.groupId, groupId), eq(golfGroupMembers.userId, userId)));
  }

  async answer(alertId: string, teeTimeId: string, userId: string, answer: GroupAnswer) {
    await this.db
      .insert(groupAnswers)
      .values({ alertId, teeTimeId, userId, answer })
      .onConflictDoUpdate({
        target: [groupAnswers.alertId, groupAnswers.teeTimeId, groupAnswers.userId],
        set: { answer, answeredAt: sql`now()` },
      });
  }

  /** Every answer given on these alerts, with who gave it. */
  answersTo(alertIds: string[]) {
    if (alertIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        alertId: groupAnswers.alertId,
        teeTimeId: groupAnswers.teeTimeId,
        userId: groupAnswers.userId,
        name: users.displayName,
        answer: groupAnswers.answer,
      })
      .from(groupAnswers)
      .innerJoin(users, eq(users.id, groupAnswers.userId))
      .where(inArray(groupAnswers.alertId, alertIds))
      .orderBy(groupAnswers.answeredAt);
  }

  /**
   * Claims the group alert's booking for this member and tee time (again, for a retry: the
   * booking's own key then answers the booking made). False when another member holds it: their
   * booking stands, or is running.
   */
  async claimBooking(alertId: string, userId: string, teeTimeId: string): Promise<boolean> {
    const [claimed] = await this.db
      .insert(groupBookings)
      .values({ alertId, bookedByUserId: userId, teeTimeId })
      .onConflictDoUpdate({
        target: groupBookings.alertId,
        set: { bookedByUserId: userId, teeTimeId, bookingId: null, claimedAt: sql`now()` },
        // The same member again (a retry), or a claim whose process died before its booking.
        setWhere: sql`(${groupBookings.bookedByUserId} = ${userId} and ${groupBookings.teeTimeId} = ${teeTimeId})
          or (${groupBookings.bookingId} is null and ${groupBookings.claimedAt} < now() - ${STALE_CLAIM})`,
      })
      .returning({ alertId: groupBookings.alertId });
    return claimed !== undefined;
  }

  /** Whether the tee time ever matched this alert (open now or not: the booking re-reads it). */
  async matched(alertId: string, teeTimeId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: alertMatches.id })
      .from(alertMatches)
      .where(and(eq(alertMatches.alertId, alertId), eq(alertMatches.teeTimeId, teeTimeId)))
      .limit(1);
    return row !== undefined;
  }

  async recordBooking(alertId: string, bookingId: string): Promise<void> {
    await this.db
      .update(groupBookings)
      .set({ bookingId })
      .where(eq(groupBookings.alertId, alertId));
  }

  /** A booking that failed leaves the group alert open for any member to book. */
  async releaseBooking(alertId: string, userId: string): Promise<void> {
    await this.db
      .delete(groupBookings)
      .where(and(eq(groupBookings.alertId, alertId), eq(groupBookings.bookedByUserId, userId)));
  }

  /** Who booked (or is booking) each of these group alerts, and how it stands. */
  bookingsOf(alertIds: string[]) {
    if (alertIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        alertId: groupBookings.alertId,
        teeTimeId: groupBookings.teeTimeId,
        bookedByUserId: groupBookings.bookedByUserId,
        bookedBy: users.displayName,
        status: bookings.status,
        courseName: courses.name,
        date: bookings.localDate,
        time: bookings.localTime,
        players: bookings.players,
        confirmationNumber: bookings.confirmationNumber,
        deepLink: bookings.deepLink,
      })
      .from(groupBookings)
      .innerJoin(users, eq(users.id, groupBookings.bookedByUserId))
      .leftJoin(bookings, eq(bookings.id, groupBookings.bookingId))
      .leftJoin(courses, eq(courses.id, bookings.courseId))
      .where(inArray(groupBookings.alertId, alertIds));
  }
}
