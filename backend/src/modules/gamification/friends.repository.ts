import { Inject, Injectable } from '@nestjs/common';
import { accessCodeKey, friendInvitationLimits } from '@teewatch/contracts';
import { and, desc, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import {
  accessCodes,
  accessGrants,
  friendships,
  pointsLedger,
  users,
} from '../../db/schema/index.js';
import { generateAccessCode } from '../access/access-code.generator.js';
import { BETA_FEATURES } from '../access/access-codes.js';

export interface FriendRow {
  userId: string;
  name: string | null;
  totalPoints: number;
  since: Date;
}

/** Friendships and friend invitation codes (docs/gamification.md, "Friends"). */
@Injectable()
export class FriendsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async userExists(userId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    return row !== undefined;
  }

  async displayName(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ name: users.displayName })
      .from(users)
      .where(eq(users.id, userId));
    return row?.name ?? null;
  }

  /** The status of the caller's row towards another golfer, if any. */
  async statusOf(userId: string, friendId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ status: friendships.status })
      .from(friendships)
      .where(and(eq(friendships.userId, userId), eq(friendships.friendId, friendId)));
    return row?.status;
  }

  async request(userId: string, friendId: string): Promise<void> {
    await this.db
      .insert(friendships)
      .values({ userId, friendId, status: 'pending' })
      .onConflictDoNothing();
  }

  /** Both directions accepted, whatever was there before. */
  async connect(a: string, b: string): Promise<void> {
    await this.db
      .insert(friendships)
      .values([
        { userId: a, friendId: b, status: 'accepted' },
        { userId: b, friendId: a, status: 'accepted' },
      ])
      .onConflictDoUpdate({
        target: [friendships.userId, friendships.friendId],
        set: { status: 'accepted', createdAt: sql`now()` },
      });
  }

  /** Ends a friendship or a request, both directions; answers whether there was one. */
  async remove(a: string, b: string): Promise<boolean> {
    const removed = await this.db
      .delete(friendships)
      .where(
        or(
          and(eq(friendships.userId, a), eq(friendships.friendId, b)),
          and(eq(friendships.userId, b), eq(friendships.friendId, a)),
        ),
      )
      .returning({ userId: friendships.userId });
    return removed.length > 0;
  }

  private people(direction: 'mine' | 'incoming', userId: string, status: string) {
    const other = direction === 'mine' ? friendships.friendId : friendships.userId;
    const self = direction === 'mine' ? friendships.userId : friendships.friendId;
    return this.db
      .select({
        userId: users.id,
        name: users.displayName,
        since: friendships.createdAt,
        totalPoints: sql<number>`(select coalesce(sum(${pointsLedger.points}), 0)::int from ${pointsLedger} where ${pointsLedger.userId} = ${users.id})`,
      })
      .from(friendships)
      .innerJoin(users, eq(users.id, other))
      .where(and(eq(self, userId), eq(friendships.status, status)))
      .orderBy(desc(friendships.createdAt));
  }

  friendsOf(userId: string): Promise<FriendRow[]> {
    return this.people('mine', userId, 'accepted');
  }

  /** Requests others made to this golfer. */
  incomingTo(userId: string): Promise<FriendRow[]> {
    return this.people('incoming', userId, 'pending');
  }

  /** Requests this golfer made, not yet accepted. */
  outgoingFrom(userId: string): Promise<FriendRow[]> {
    return this.people('mine', userId, 'pending');
  }

  invitationsOf(userId: string) {
    return this.db
      .select({
        code: accessCodes.code,
        remainingUses: accessCodes.remainingUses,
        expiresAt: accessCodes.expiresAt,
      })
      .from(accessCodes)
      .where(and(eq(accessCodes.inviterUserId, userId), eq(accessCodes.type, 'friend_invite')))
      .orderBy(desc(accessCodes.createdAt))
      .limit(20);
  }

  /**
   * A new single-use code for 14 days, unless the golfer holds 5 unused ones already: counted and
   * made in one transaction, under a lock per golfer, so parallel requests cannot pass the limit.
   */
  createInvitation(userId: string, invitedByName: string, now: Date) {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`friend-invites:${userId}`}))`);
      const [unused] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(accessCodes)
        .where(
          and(
            eq(accessCodes.inviterUserId, userId),
            eq(accessCodes.type, 'friend_invite'),
            gt(accessCodes.remainingUses, 0),
            gt(accessCodes.expiresAt, now),
          ),
        );
      if ((unused?.n ?? 0) >= friendInvitationLimits.unused) return undefined;
      const code = generateAccessCode();
      const [row] = await tx
        .insert(accessCodes)
        .values({
          code,
          codeKey: accessCodeKey(code),
          type: 'friend_invite',
          maxUses: 1,
          remainingUses: 1,
          invitedByName,
          inviterUserId: userId,
          features: BETA_FEATURES,
          expiresAt: new Date(now.getTime() + friendInvitationLimits.days * 24 * 3600 * 1000),
        })
        .returning();
      return row!;
    });
  }

  /**
   * Redeems the friend invitation that let this browser in, once: answers its inviter, or nothing
   * when the code was no friend's invitation, was the golfer's own, or made friends already.
   */
  async redeemInvitation(grantId: string, userId: string): Promise<string | undefined> {
    const [row] = await this.db
      .update(accessCodes)
      .set({ redeemedByUserId: userId })
      .where(
        and(
          eq(
            accessCodes.id,
            this.db
              .select({ id: accessGrants.accessCodeId })
              .from(accessGrants)
              .where(eq(accessGrants.id, grantId)),
          ),
          eq(accessCodes.type, 'friend_invite'),
          isNotNull(accessCodes.inviterUserId),
          ne(accessCodes.inviterUserId, userId),
          isNull(accessCodes.redeemedByUserId),
        ),
      )
      .returning({ inviter: accessCodes.inviterUserId });
    return row?.inviter ?? undefined;
  }
}
