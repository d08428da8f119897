import { Inject, Injectable } from '@nestjs/common';
import { type GroupAnswer } from '@teewatch/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import {
  friendships,
  golfGroupMembers,
  golfGroups,
  groupAnswers,
  users,
} from '../../db/schema/index.js';

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
}
