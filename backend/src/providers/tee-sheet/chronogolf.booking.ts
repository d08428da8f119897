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
import {
  chronogolfTimesRequest,
  parseChronogolfTimes,
  partyMayBook,
  slotKey,
} from './chronogolf.adapter.js';
import { commitAnswer, customerOf, holdAnswer, reservationOf } from './hold-commit-api.js';
import { type PlatformHttpClient } from './http-client.js';
import { dollarsToCents, lenientArray, looseString } from './slot-parsing.js';
import { TeeSheetError } from './tee-sheet.errors.js';
import { type ChronogolfIds, type ProviderLink } from './tee-sheet.provider.js';
import { type BookingRequest } from './tee-time-booking.js';

const bookingSite = 'https://www.chronogolf.com';

const reservations = z.object({
  reservations: lenientArray(
    z.object({
      id: looseString,
      teetime_id: looseString.catch(null),
      teetime_uuid: looseString.catch(null),
      nb_players: z.unknown(),
    }),
  ),
});
const club = z.object({
  settings: z.object({ cancellation_policy: looseString.catch(null) }).catch({
    cancellation_policy: null,
  }),
});

function chronogolfIds(link: ProviderLink): ChronogolfIds {
  if (link.platform !== 'chronogolf')
    throw new TeeSheetError('rejected', 'chronogolf', `cannot book a ${link.platform} course`);
  return link.ids;
}

/**
 * Chronogolf (Lightspeed Golf): the slot is re-read with v1 for the party size, held
 * (`v2/teetimes/{id}/holds`) and committed (`v2/reservations`) with the golfer's name, email and
 * phone; the golfer's reservations are listed by email.
 */
export class ChronogolfBooking implements BookingProtocol {
  readonly platform = 'chronogolf' as const;

  constructor(private readonly http: PlatformHttpClient) {}

  async open(request: BookingRequest): Promise<BookingSession> {
    return new ChronogolfSession(this.http, request, chronogolfIds(request.link));
  }

  /** The review page of the very tee time, in the club's booking widget. */
  deepLink(request: BookingRequest): string {
    const ids = chronogolfIds(request.link);
    const slug =
      /chronogolf\.com\/club\/([^/?#]+)/.exec(request.courseBookingUrl)?.[1] ?? String(ids.clubId);
    const review = new URLSearchParams({
      course_id: String(ids.courseId),
      nb_holes: String(request.slot.holes),
      date: request.slot.localDate,
      affiliation_type_ids: Array.from({ length: request.players }, () =>
        String(ids.affiliationTypeId),
      ).join(','),
      teetime_id: request.slot.slotRef,
    });
    return `${bookingSite}/club/${encodeURIComponent(slug)}/booking/?source=club&medium=widget#/teetime/review?${review}`;
  }

  async cancellationTerms(link: ProviderLink, signal?: AbortSignal): Promise<string | null> {
    const ids = chronogolfIds(link);
    const body = await this.http.requestJson(
      { path: `/private_api/clubs/${encodeURIComponent(String(ids.clubId))}` },
      signal,
    );
    const parsed = club.safeParse(body);
    return parsed.success ? parsed.data.settings.cancellation_policy : null;
  }
}

class ChronogolfSession implements BookingSession {
  /** The live slot's numeric id (its uuid when it has none), as the hold names it. */
  private teetimeId = '';

  constructor(
    private readonly http: PlatformHttpClient,
    private readonly request: BookingRequest,
    private readonly ids: ChronogolfIds,
  ) {}

  async findReservation(signal?: AbortSignal): Promise<PlatformReservation | null> {
    const body = await this.http.requestJson(
      {
        path: '/marketplace/v2/reservations',
        query: [['email', this.request.golfer.email]],
      },
      signal,
    );
    const { slotRef } = this.request.slot;
    const found = reservations
      .catch({ reservations: [] })
      .parse(body)
      .reservations.find((each) => each.teetime_uuid === slotRef || each.teetime_id === slotRef);
    return found
      ? reservationOf(found, { id: 'id', players: 'nb_players' }, this.request.players)
      : null;
  }

  async readSlot(signal?: AbortSignal): Promise<LiveSlot | null> {
    const { slot, players, link, courseBookingUrl } = this.request;
    const query = { link, date: slot.localDate, courseBookingUrl };
    const body = await this.http.requestJson(
      chronogolfTimesRequest(this.ids, query, slot.holes, players),
      signal,
    );
    const live = parseChronogolfTimes(body, this.http.metrics).find(
      (each) => slotKey(each) === slot.slotRef,
    );
    if (!live || live.frozen) return null;
    this.teetimeId = live.id ?? live.uuid ?? '';
    const fee = live.green_fees[0];
    const dollars = fee ? (fee.green_fee ?? fee.price ?? fee.subtotal) : null;
    return {
      // v1 says only whether the party may book, which is all a booking needs.
      openSpots: partyMayBook(live) ? players : 0,
      pricePerPlayerCents: dollars === null ? null : dollarsToCents(dollars),
      handover: null,
    };
  }

  async hold(signal?: AbortSignal): Promise<HoldAnswer> {
    const answer = await this.http.requestAnswer(
      {
        method: 'POST',
        path: `/marketplace/v2/teetimes/${encodeURIComponent(this.teetimeId)}/holds`,
        json: { nb_players: this.request.players },
        changesState: true,
      },
      signal,
    );
    return holdAnswer(
      answer,
      { id: 'id', expiresAt: 'expires_at' },
      usualHoldExpiry(this.http.clock),
    );
  }

  async commit(holdId: string, signal?: AbortSignal): Promise<CommitAnswer> {
    const answer = await this.http.requestAnswer(
      {
        method: 'POST',
        path: '/marketplace/v2/reservations',
        json: {
          hold_id: holdId,
          nb_players: this.request.players,
          customer: customerOf(this.request.golfer),
        },
        changesState: true,
      },
      signal,
    );
    return commitAnswer(
      answer,
      'chronogolf',
      { id: 'id', players: 'nb_players' },
      this.request.players,
    );
  }

  async release(holdId: string): Promise<void> {
    await this.http.requestAnswer({
      method: 'DELETE',
      path: `/marketplace/v2/holds/${encodeURIComponent(holdId)}`,
    });
  }
}
