import { Injectable } from '@nestjs/common';
import {
  type Booking,
  type CreateGroupAlertRequest,
  type CreateGroupRequest,
  errorCodes,
  type Group,
  type GroupAnswer,
  type GroupBooking,
  type BookingStatus,
} from '@teewatch/contracts';
import { AppError } from '../../infra/http/app-error.js';
import { isUuid } from '../../infra/http/uuid.js';
import { AlertsService } from '../alerts/alerts.service.js';
import { BookingsService } from '../bookings/bookings.service.js';
import { GroupsRepository } from './groups.repository.js';

const noSuchGroup = () => new AppError(404, errorCodes.notFound, 'No such group.');

/**
 * Golf groups (docs/gamification.md, "Golf groups"): a golfer and friends; a group alert is an
 * alert of its maker's that every member sees and is told about; members answer In or Out for
 * each tee time, and whoever books first books for the group.
 */
@Injectable()
export class GroupsService {
  constructor(
    private readonly repository: GroupsRepository,
    private readonly alerts: AlertsService,
    private readonly bookings: BookingsService,
  ) {}

  async create(userId: string, request: CreateGroupRequest): Promise<Group> {
    const memberIds = [...new Set(request.memberIds)].filter((id) => id !== userId);
    const friends = await this.repository.friendsAmong(userId, memberIds);
    const strangers = memberIds.filter((id) => !friends.has(id));
    if (memberIds.length === 0 || strangers.length > 0) {
      throw new AppError(
        400,
        errorCodes.validationFailed,
        'memberIds: must list your friends only',
        [{ field: 'memberIds', message: 'must list your friends only' }],
      );
    }
    const groupId = await this.repository.create(userId, request.name, memberIds);
    return this.group(userId, groupId);
  }

  async list(userId: string): Promise<Group[]> {
    const groups = await this.repository.groupsOf(userId);
    return Promise.all(groups.map((group) => this.describe(userId, group)));
  }

  async group(userId: string, groupId: string): Promise<Group> {
    const group = (await this.repository.groupsOf(userId)).find((each) => each.id === groupId);
    if (!group) throw noSuchGroup();
    return this.describe(userId, group);
  }

  /** A group alert, owned by the member who makes it; `players` is the spots the group needs. */
  async createAlert(userId: string, groupId: string, request: CreateGroupAlertRequest) {
    await this.requireMember(groupId, userId);
    await this.alerts.create({ userId, grantId: null }, request, new Date(), groupId);
    return this.group(userId, groupId);
  }

  async answer(
    userId: string,
    groupId: string,
    alertId: string,
    teeTimeId: string,
    answer: GroupAnswer,
  ): Promise<Group> {
    await this.requireMember(groupId, userId);
    const alert = (await this.alerts.groupAlerts(groupId)).find((each) => each.id === alertId);
    if (!alert || !isUuid(teeTimeId)) throw noSuchGroup();
    await this.repository.answer(alertId, teeTimeId, userId, answer);
    return this.group(userId, groupId);
  }

  /**
   * A member books one of the group alert's open tee times for the whole group (its spots),
   * through the same booking path as any booking. The first member to book books for everyone:
   * another member is told who did (409).
   */
  async book(
    userId: string,
    groupId: string,
    alertId: string,
    teeTimeId: string,
  ): Promise<Booking> {
    await this.requireMember(groupId, userId);
    const alert = (await this.alerts.groupAlerts(groupId)).find((each) => each.id === alertId);
    if (!alert || !isUuid(teeTimeId)) throw noSuchGroup();
    if (!(await this.repository.matched(alertId, teeTimeId))) {
      throw new AppError(404, errorCodes.notFound, 'No such tee time for this group alert.');
    }
    if (!(await this.repository.claimBooking(alertId, userId, teeTimeId))) {
      const [taken] = await this.repository.bookingsOf([alertId]);
      const who = taken?.bookedBy?.trim() || 'Another member';
      throw new AppError(
        409,
        errorCodes.groupAlreadyBooked,
        `${who} ${taken?.status === 'booked' ? 'booked' : 'is booking'} a tee time for the group.`,
      );
    }
    let booking: Booking;
    try {
      // One key per member, group alert and tee time: a second press, a retry or a replay
      // answers the booking already made instead of booking again.
      booking = await this.bookings.book(userId, {
        teeTimeId,
        players: alert.players,
        idempotencyKey: `group-${alertId}-${teeTimeId}`,
      });
    } catch (error) {
      await this.repository.releaseBooking(alertId, userId);
      throw error;
    }
    if (booking.status === 'failed') await this.repository.releaseBooking(alertId, userId);
    else await this.repository.recordBooking(alertId, booking.id);
    return booking;
  }

  /** The maker deletes the group (and its alerts); anyone else leaves it. */
  async leave(userId: string, groupId: string): Promise<void> {
    await this.requireMember(groupId, userId);
    if ((await this.repository.ownerOf(groupId)) === userId) await this.repository.delete(groupId);
    else await this.repository.leave(groupId, userId);
  }

  private async requireMember(groupId: string, userId: string): Promise<void> {
    if (!isUuid(groupId) || !(await this.repository.isMember(groupId, userId))) throw noSuchGroup();
  }

  private async describe(
    userId: string,
    group: Awaited<ReturnType<GroupsRepository['groupsOf']>>[number],
  ): Promise<Group> {
    const alerts = (await this.alerts.groupAlerts(group.id)).filter(
      (alert) => alert.status === 'active',
    );
    const alertIds = alerts.map((alert) => alert.id);
    const [answers, booked] = await Promise.all([
      this.repository.answersTo(alertIds),
      this.repository.bookingsOf(alertIds),
    ]);
    return {
      id: group.id,
      name: group.name,
      isOwner: group.ownerUserId === userId,
      members: group.members,
      alerts: await Promise.all(
        alerts.map(async (alert) => {
          const matches = await this.alerts.openMatchesOf(alert);
          const about = (teeTimeId: string, answer: GroupAnswer) =>
            answers
              .filter(
                (each) =>
                  each.alertId === alert.id &&
                  each.teeTimeId === teeTimeId &&
                  each.answer === answer,
              )
              .map((each) => each.name?.trim() || 'Golfer');
          return {
            id: alert.id,
            label: await this.alerts.watchedLabel(alert),
            date: alert.date,
            timePreference: alert.timePreference,
            spots: alert.players,
            maxPrice: alert.maxPriceCents === null ? null : alert.maxPriceCents / 100,
            booking: groupBookingOf(
              booked.find((each) => each.alertId === alert.id),
              userId,
            ),
            matches: matches.map((match) => ({
              teeTimeId: match.id,
              courseName: match.courseName,
              date: match.date,
              time: match.time,
              holes: match.holes,
              spots: match.spots,
              price: match.price,
              bookingUrl: match.bookingUrl,
              inNames: about(match.id, 'in'),
              outNames: about(match.id, 'out'),
              myAnswer:
                (answers.find(
                  (each) =>
                    each.alertId === alert.id &&
                    each.teeTimeId === match.id &&
                    each.userId === userId,
                )?.answer as GroupAnswer | undefined) ?? null,
            })),
          };
        }),
      ),
    };
  }
}

function groupBookingOf(
  row: Awaited<ReturnType<GroupsRepository['bookingsOf']>>[number] | undefined,
  userId: string,
): GroupBooking | null {
  if (!row) return null;
  return {
    teeTimeId: row.teeTimeId,
    bookedBy: row.bookedBy?.trim() || 'Golfer',
    byMe: row.bookedByUserId === userId,
    status: row.status as BookingStatus | null,
    courseName: row.courseName,
    date: row.date,
    time: row.time,
    players: row.players,
    confirmationNumber: row.confirmationNumber,
    deepLink: row.bookedByUserId === userId ? row.deepLink : null,
  };
}
