import { z } from 'zod';
import {
  type BookingProtocol,
  type BookingSession,
  type CommitAnswer,
  type HoldAnswer,
  type LiveSlot,
  type PlatformReservation,
  usualHoldExpiry,
} from './booking-flow.js';
import { commitAnswer, customerOf, holdAnswer, reservationOf } from './hold-commit-api.js';
import { type PlatformHttpClient } from './http-client.js';
import {
  type MembersportsOptions,
  membersportsHeaders,
  membersportsTimesRequest,
  parseMembersportsTimes,
} from './membersports.adapter.js';
import { lenientArray, looseNumber, looseString } from './slot-parsing.js';
import { TeeSheetError } from './tee-sheet.errors.js';
import { type MembersportsIds, type ProviderLink } from './tee-sheet.provider.js';
import { type BookingRequest } from './tee-time-booking.js';

const reservations = lenientArray(
  z.object({
    reservationId: looseString,
    golfCourseId: looseNumber.catch(null),
    date: z.string().catch(''),
    teeTime: looseNumber.catch(null),
  }),
);

function membersportsIds(link: ProviderLink): MembersportsIds {
  if (link.platform !== 'membersports')
    throw new TeeSheetError('rejected', 'membersports', `cannot book a ${link.platform} course`);
  return link.ids;
}

/** The parts of a MemberSports slotRef (see membersportsSlotRef). */
function partsOf(slotRef: string) {
  const match = /^(\d+):(\d{4}-\d{2}-\d{2}):(\d+):(\d+)$/.exec(slotRef);
  return {
    golfCourseId: Number(match?.[1]),
    date: match?.[2] ?? '',
    minutes: Number(match?.[3]),
    teeTimeId: Number(match?.[4]),
  };
}

/**
 * MemberSports: the slot is re-read, held (`teeTimes/holds`, by its teeTimeId) and committed
 * (`teeTimes/reservations`) with the golfer's name, email and phone, every call with the site's
 * public key; the golfer's reservations are listed by email.
 */
export class MembersportsBooking implements BookingProtocol {
  readonly platform = 'membersports' as const;

  constructor(
    private readonly http: PlatformHttpClient,
    private readonly options: MembersportsOptions,
  ) {}

  async open(request: BookingRequest): Promise<BookingSession> {
    const ids = membersportsIds(request.link);
    return new MembersportsSession(this.http, request, ids, this.options.apiKey);
  }

  /** The course's booking page: MemberSports has no link to one tee time. */
  deepLink(request: BookingRequest): string {
    return request.courseBookingUrl;
  }

  /** MemberSports' public API carries no cancellation terms. */
  async cancellationTerms(): Promise<string | null> {
    return null;
  }
}

class MembersportsSession implements BookingSession {
  private readonly slot: ReturnType<typeof partsOf>;

  constructor(
    private readonly http: PlatformHttpClient,
    private readonly request: BookingRequest,
    private readonly ids: MembersportsIds,
    private readonly apiKey: string,
  ) {
    this.slot = partsOf(request.slot.slotRef);
  }

  async findReservation(signal?: AbortSignal): Promise<PlatformReservation | null> {
    const body = await this.http.requestJson(
      {
        path: '/api/v1/teeTimes/reservations',
        query: [['email', this.request.golfer.email]],
        headers: membersportsHeaders(this.apiKey),
      },
      signal,
    );
    const found = reservations
      .parse(body)
      .find(
        (each) =>
          each.golfCourseId === this.slot.golfCourseId &&
          each.date === this.slot.date &&
          each.teeTime === this.slot.minutes,
      );
    return found
      ? reservationOf(
          found,
          { id: 'reservationId', players: 'numberOfPlayers' },
          this.request.players,
        )
      : null;
  }

  /** The slot as the sheet shows it now; its teeTimeId, in the slotRef, is what is held. */
  async readSlot(signal?: AbortSignal): Promise<LiveSlot | null> {
    const { slot, link, courseBookingUrl } = this.request;
    const body = await this.http.requestJson(
      membersportsTimesRequest(this.ids, slot.localDate, this.apiKey),
      signal,
    );
    const query = { link, date: slot.localDate, courseBookingUrl };
    const live = parseMembersportsTimes(body, query, this.ids, this.http.metrics).find(
      (each) => each.slotRef === slot.slotRef,
    );
    if (!live) return null;
    return {
      openSpots: live.openSpots,
      pricePerPlayerCents: live.pricePerPlayerCents,
      handover: null,
    };
  }

  async hold(signal?: AbortSignal): Promise<HoldAnswer> {
    const answer = await this.http.requestAnswer(
      {
        method: 'POST',
        path: '/api/v1/teeTimes/holds',
        headers: membersportsHeaders(this.apiKey),
        json: { teeTimeId: this.slot.teeTimeId, numberOfPlayers: this.request.players },
        changesState: true,
      },
      signal,
    );
    return holdAnswer(
      answer,
      { id: 'holdId', expiresAt: 'expiresAt' },
      usualHoldExpiry(this.http.clock),
    );
  }

  async commit(holdId: string, signal?: AbortSignal): Promise<CommitAnswer> {
    const answer = await this.http.requestAnswer(
      {
        method: 'POST',
        path: '/api/v1/teeTimes/reservations',
        headers: membersportsHeaders(this.apiKey),
        json: {
          holdId,
          numberOfPlayers: this.request.players,
          customer: customerOf(this.request.golfer),
        },
        changesState: true,
      },
      signal,
    );
    return commitAnswer(
      answer,
      'membersports',
      { id: 'reservationId', players: 'numberOfPlayers' },
      this.request.players,
    );
  }

  async release(holdId: string): Promise<void> {
    await this.http.requestAnswer({
      method: 'DELETE',
      path: `/api/v1/teeTimes/holds/${encodeURIComponent(holdId)}`,
      headers: membersportsHeaders(this.apiKey),
    });
  }
}
