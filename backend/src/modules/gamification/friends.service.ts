import { Inject, Injectable } from '@nestjs/common';
import {
  type ConnectFriendResponse,
  errorCodes,
  type Friend,
  type FriendInvitation,
  type FriendsResponse,
  levelFor,
} from '@teewatch/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { AppError } from '../../infra/http/app-error.js';
import { isUuid } from '../../infra/http/uuid.js';
import { Clock } from '../../infra/time/clock.js';
import { type FriendRow, FriendsRepository } from './friends.repository.js';
import { GamificationService } from './gamification.service.js';

const noSuchGolfer = () =>
  new AppError(404, errorCodes.notFound, 'No TeeWatch golfer has that id.');

const describe = (row: FriendRow): Friend => ({
  userId: row.userId,
  name: row.name?.trim() || 'Golfer',
  levelName: levelFor(row.totalPoints).name,
  totalPoints: row.totalPoints,
  since: row.since.toISOString(),
});

/**
 * Friends (docs/gamification.md, "Friends"): a request by id the other golfer accepts, or a
 * friend invitation code that connects both once the invited golfer signs in. Connecting settles
 * both golfers' friend achievements.
 */
@Injectable()
export class FriendsService {
  constructor(
    private readonly repository: FriendsRepository,
    private readonly gamification: GamificationService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async overview(userId: string): Promise<Omit<FriendsResponse, 'success'>> {
    const [friends, incoming, outgoing, invitations] = await Promise.all([
      this.repository.friendsOf(userId),
      this.repository.incomingTo(userId),
      this.repository.outgoingFrom(userId),
      this.repository.invitationsOf(userId),
    ]);
    const now = this.clock.now();
    return {
      myUserId: userId,
      friends: friends.map(describe),
      incoming: incoming.map(describe),
      outgoing: outgoing.map(describe),
      invitations: invitations.map((code) =>
        this.invitation(code.code, code.expiresAt!, code.remainingUses, now),
      ),
    };
  }

  private invitation(
    code: string,
    expiresAt: Date,
    remainingUses: number,
    now: Date,
  ): FriendInvitation {
    return {
      code,
      link: `${this.config.APP_ORIGIN}/?code=${encodeURIComponent(code)}`,
      expiresAt: expiresAt.toISOString(),
      status: remainingUses === 0 ? 'used' : expiresAt <= now ? 'expired' : 'unused',
    };
  }

  async invite(userId: string): Promise<FriendInvitation> {
    const name = (await this.repository.displayName(userId))?.trim() || 'A TeeWatch golfer';
    const now = this.clock.now();
    const code = await this.repository.createInvitation(userId, name, now);
    if (!code) {
      throw new AppError(
        409,
        errorCodes.friendInvitationLimit,
        'You have 5 unused invitations. Share one of them, or wait for one to expire.',
      );
    }
    return this.invitation(code.code, code.expiresAt!, code.remainingUses, now);
  }

  /** A request to another golfer; accepting theirs when they asked first. */
  async connect(userId: string, friendId: string): Promise<Omit<ConnectFriendResponse, 'success'>> {
    if (friendId === userId) {
      throw new AppError(400, errorCodes.validationFailed, 'friendUserId: cannot be your own id', [
        { field: 'friendUserId', message: 'cannot be your own id' },
      ]);
    }
    if (!(await this.repository.userExists(friendId))) throw noSuchGolfer();
    if ((await this.repository.statusOf(userId, friendId)) === 'accepted') {
      return { status: 'connected', message: 'You are friends already.' };
    }
    if ((await this.repository.statusOf(friendId, userId)) === 'pending') {
      await this.befriend(userId, friendId);
      return { status: 'connected', message: 'You are friends now.' };
    }
    await this.repository.request(userId, friendId);
    return {
      status: 'requested',
      message: 'Friend request sent. You are friends once they accept.',
    };
  }

  async accept(userId: string, requesterId: string): Promise<void> {
    if (
      !isUuid(requesterId) ||
      (await this.repository.statusOf(requesterId, userId)) !== 'pending'
    ) {
      throw new AppError(404, errorCodes.notFound, 'No friend request from that golfer.');
    }
    await this.befriend(userId, requesterId);
  }

  async remove(userId: string, friendId: string): Promise<void> {
    if (!isUuid(friendId) || !(await this.repository.remove(userId, friendId))) {
      throw new AppError(404, errorCodes.notFound, 'No friend or request with that golfer.');
    }
  }

  /**
   * At sign-in: a browser let in by a friend's invitation connects its golfer with that friend
   * (the code was both golfers' consent), the first time only.
   */
  async connectInvited(userId: string, grantId: string | null): Promise<void> {
    if (!grantId) return;
    const inviter = await this.repository.redeemInvitation(grantId, userId);
    if (inviter) await this.befriend(userId, inviter);
  }

  private async befriend(a: string, b: string): Promise<void> {
    await this.repository.connect(a, b);
    await Promise.all([this.gamification.settleQuietly(a), this.gamification.settleQuietly(b)]);
  }
}
