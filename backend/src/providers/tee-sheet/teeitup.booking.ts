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
import { lenientArray, looseNumber, looseString, optionalNumber } from './slot-parsing.js';
import { TeeSheetError } from './tee-sheet.errors.js';
import { type ProviderLink, type TeeitupIds } from './tee-sheet.provider.js';
import { type BookingRequest } from './tee-time-booking.js';
import {
  isPublicAdultRate,
  parseTeeitupTimes,
  parseUtc,
  rateHoles,
  teeitupHeaders,
  teeitupTimesRequest,
} from './teeitup.adapter.js';

const chargedRate = z.object({
  name: looseString.catch(null),
  holes: optionalNumber,
  tags: lenientArray(looseString),
  dueOnlineWalking: optionalNumber,
  dueOnlineRiding: optionalNumber,
});
const rawDays = lenientArray(
  z.object({
    teetimes: lenientArray(z.object({ teetime: z.string(), rates: lenientArray(chargedRate) })),
  }),
);
const reservations = lenientArray(
  z.object({
    reservationId: looseString,
    facilityId: looseNumber.catch(null),
    teetime: z.string(),
  }),
);
const facilities = lenientArray(
  z.object({ id: looseNumber, cancellationPolicy: looseString.catch(null) }),
);

function teeitupIds(link: ProviderLink): TeeitupIds {
  if (link.platform !== 'teeitup')
    throw new TeeSheetError('rejected', 'teeitup', `cannot book a ${link.platform} course`);
  return link.ids;
}

/** The instant in a TeeItUp slotRef (`<courseId>:<ISO instant>:<holes>`), ms since the epoch. */
function instantOf(slotRef: string): number {
  return parseUtc(/^[^:]*:(.+):(?:9|18)$/.exec(slotRef)?.[1] ?? '');
}

/**
 * TeeItUp (Kenna): the slot is re-read, held (`v2/tee-times/holds`) and committed
 * (`v2/reservations`) with the golfer's name, email and phone, all under the course's alias; the
 * golfer's reservations are listed by email. A slot whose every rate charges online now
 * (`dueOnline*`) is held and handed to the golfer: TeeWatch never carries a card.
 */
export class TeeitupBooking implements BookingProtocol {
  readonly platform = 'teeitup' as const;

  constructor(private readonly http: PlatformHttpClient) {}

  async open(request: BookingRequest): Promise<BookingSession> {
    return new TeeitupSession(this.http, request, teeitupIds(request.link));
  }

  /** The course's tee sheet on the slot's date on its own booking site. */
  deepLink(request: BookingRequest): string {
    const ids = teeitupIds(request.link);
    const query = new URLSearchParams({
      course: String(ids.facilityId),
      date: request.slot.localDate,
    });
    return `https://${ids.alias}.book.teeitup.com/teetimes?${query}`;
  }

  async cancellationTerms(link: ProviderLink, signal?: AbortSignal): Promise<string | null> {
    const ids = teeitupIds(link);
    const body = await this.http.requestJson(
      {
        path: `/alias/${encodeURIComponent(ids.alias)}/facilities`,
        headers: teeitupHeaders(ids),
      },
      signal,
    );
    const facility = facilities.parse(body).find((each) => each.id === ids.facilityId);
    return facility?.cancellationPolicy ?? null;
  }
}

class TeeitupSession implements BookingSession {
  private readonly instant: number;

  constructor(
    private readonly http: PlatformHttpClient,
    private readonly request: BookingRequest,
    private readonly ids: TeeitupIds,
  ) {
    this.instant = instantOf(request.slot.slotRef);
  }

  async findReservation(signal?: AbortSignal): Promise<PlatformReservation | null> {
    const body = await this.http.requestJson(
      {
        path: '/v2/reservations',
        query: [['email', this.request.golfer.email]],
        headers: teeitupHeaders(this.ids),
      },
      signal,
    );
    const found = reservations
      .parse(body)
      .find(
        (each) =>
          each.facilityId === this.ids.facilityId && parseUtc(each.teetime) === this.instant,
      );
    return found
      ? reservationOf(found, { id: 'reservationId', players: 'players' }, this.request.players)
      : null;
  }

  async readSlot(signal?: AbortSignal): Promise<LiveSlot | null> {
    const { slot, link, courseBookingUrl } = this.request;
    const body = await this.http.requestJson(teeitupTimesRequest(this.ids, slot.localDate), signal);
    const query = { link, date: slot.localDate, courseBookingUrl };
    const live = parseTeeitupTimes(body, query, this.http.metrics).find(
      (each) => each.slotRef === slot.slotRef,
    );
    if (!live) return null;
    return {
      openSpots: live.openSpots,
      pricePerPlayerCents: live.pricePerPlayerCents,
      handover: this.chargesOnline(body) ? 'card-required' : null,
    };
  }

  /** Whether every rate of the slot's round an adult of the public pays takes money online now. */
  private chargesOnline(body: unknown): boolean {
    const rates = rawDays
      .parse(body)
      .flatMap((day) => day.teetimes)
      .filter((each) => parseUtc(each.teetime) === this.instant)
      .flatMap((each) => each.rates)
      .filter((rate) => isPublicAdultRate(rate) && rateHoles(rate) === this.request.slot.holes);
    return (
      rates.length > 0 &&
      rates.every((rate) => (rate.dueOnlineWalking ?? 0) > 0 || (rate.dueOnlineRiding ?? 0) > 0)
    );
  }

  async hold(signal?: AbortSignal): Promise<HoldAnswer> {
    const answer = await this.http.requestAnswer(
      {
        method: 'POST',
        path: '/v2/tee-times/holds',
        headers: teeitupHeaders(this.ids),
        json: {
          facilityId: this.ids.facilityId,
          teetime: new Date(this.instant).toISOString(),
          players: this.request.players,
        },
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
        path: '/v2/reservations',
        headers: teeitupHeaders(this.ids),
        json: { holdId, players: this.request.players, customer: customerOf(this.request.golfer) },
        changesState: true,
      },
      signal,
    );
    return commitAnswer(
      answer,
      'teeitup',
      { id: 'reservationId', players: 'players' },
      this.request.players,
    );
  }

  async release(holdId: string): Promise<void> {
    await this.http.requestAnswer({
      method: 'DELETE',
      path: `/v2/tee-times/holds/${encodeURIComponent(holdId)}`,
      headers: teeitupHeaders(this.ids),
    });
  }
}
