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
import { findForeupSlot, foreupTimesRequest } from './foreup.adapter.js';
import { type PlatformHttpClient } from './http-client.js';
import { looseBoolean, looseNumber, looseString, lenientArray } from './slot-parsing.js';
import { TeeSheetError } from './tee-sheet.errors.js';
import { type ForeupIds, type ProviderLink, type TeeSheetQuery } from './tee-sheet.provider.js';
import { type BookingRequest } from './tee-time-booking.js';

const api = '/index.php/api/booking';
/** The golfer-facing site, where a deep link sends the golfer. */
const bookingSite = 'https://foreupsoftware.com';

const reservation = z.object({
  teetime_id: looseString,
  time: looseString,
  schedule_id: looseString.catch(null),
  player_count: looseNumber.catch(null),
});
const loginAnswer = z.object({
  jwt: z.string().min(1),
  reservations: lenientArray(reservation),
});
type Reservation = z.output<typeof reservation>;

/** The fields of a slot the booking page sends back with a hold (it refuses JSON and extras). */
const holdFields = [
  'schedule_id',
  'teesheet_side_id',
  'course_id',
  'booking_class_id',
  'foreup_discount',
  'foreup_trade_discount_rate',
  'trade_min_players',
  'cart_fee',
  'cart_fee_tax',
  'green_fee',
  'green_fee_tax',
] as const;

function foreupIds(link: ProviderLink): ForeupIds {
  if (link.platform !== 'foreup')
    throw new TeeSheetError('rejected', 'foreup', `cannot book a ${link.platform} course`);
  return link.ids;
}

/** Form values as jQuery's $.param writes them: booleans as "true"/"false", no nulls. */
function formValue(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return typeof value === 'object' ? undefined : String(value);
}

/** Which lapsed-hold, taken-slot or card refusal a commit's `msg` names. */
function refusalOf(message: string): Extract<CommitAnswer, { committed: false }>['refusal'] {
  if (/expired/i.test(message)) return 'hold-expired';
  if (/no longer available/i.test(message)) return 'slot-taken';
  if (/credit card/i.test(message)) return 'card-required';
  return 'other';
}

/**
 * foreUP: the golfer signs in (the answer lists their reservations), the slot is re-read with the
 * golfer's token, held with a form (`pending_reservation`, 300 s) and committed with JSON
 * (`users/reservations`). A slot marked `require_credit_card` is held and handed to the golfer:
 * TeeWatch never carries a card.
 */
export class ForeupBooking implements BookingProtocol {
  readonly platform = 'foreup' as const;

  constructor(private readonly http: PlatformHttpClient) {}

  async open(request: BookingRequest, signal?: AbortSignal) {
    const ids = foreupIds(request.link);
    if (!request.login) return { needsGolfer: 'login-required' as const };
    const session = new ForeupSession(this.http, request, ids);
    await session.signIn(signal);
    return session;
  }

  /** The course's schedule on the slot's date for the party: foreUP links no further. */
  deepLink(request: BookingRequest): string {
    const ids = foreupIds(request.link);
    const [year, month, day] = request.slot.localDate.split('-');
    const query = new URLSearchParams({
      date: `${month}-${day}-${year}`,
      players: String(request.players),
    });
    return `${bookingSite}/index.php/booking/${ids.courseId}/${ids.scheduleId}?${query}#/teetimes`;
  }

  /** foreUP's public booking API carries no cancellation terms. */
  async cancellationTerms(): Promise<string | null> {
    return null;
  }
}

class ForeupSession implements BookingSession {
  private jwt = '';
  /** The reservations of the last sign-in, read once; a later look signs in again. */
  private listed: Reservation[] | null = null;
  private slot: Record<string, unknown> | null = null;
  private readonly query: TeeSheetQuery;

  constructor(
    private readonly http: PlatformHttpClient,
    private readonly request: BookingRequest,
    private readonly ids: ForeupIds,
  ) {
    this.query = {
      link: request.link,
      date: request.slot.localDate,
      courseBookingUrl: request.courseBookingUrl,
    };
  }

  async signIn(signal?: AbortSignal): Promise<void> {
    const login = this.request.login;
    const body = await this.http.requestJson(
      {
        method: 'POST',
        path: `${api}/users/login`,
        headers: { ...this.headers(), 'api-key': 'no_limits' },
        form: {
          username: login?.username ?? '',
          password: login?.password ?? '',
          booking_class_id: this.ids.bookingClass ?? '',
          course_id: this.ids.courseId,
          api_key: 'no_limits',
        },
      },
      signal,
    );
    const answer = loginAnswer.safeParse(body);
    if (!answer.success)
      throw new TeeSheetError('malformed', 'foreup', 'the sign-in answer has no token');
    this.jwt = answer.data.jwt;
    this.listed = answer.data.reservations;
  }

  async findReservation(signal?: AbortSignal): Promise<PlatformReservation | null> {
    if (this.listed === null) await this.signIn(signal);
    const listed = this.listed ?? [];
    this.listed = null;
    const { localDate, localTime } = this.request.slot;
    const found = listed.find(
      (each) =>
        each.schedule_id === this.ids.scheduleId &&
        (each.time ?? '').startsWith(`${localDate} ${localTime}`) &&
        each.teetime_id !== null,
    );
    return found
      ? {
          confirmationNumber: found.teetime_id ?? '',
          players: found.player_count ?? this.request.players,
        }
      : null;
  }

  async readSlot(signal?: AbortSignal): Promise<LiveSlot | null> {
    const times = foreupTimesRequest(this.query, this.ids);
    const body = await this.http.requestJson(
      { ...times, headers: { ...times.headers, ...this.authorization() } },
      signal,
    );
    const found = findForeupSlot(body, this.query, this.request.slot.slotRef);
    if (!found) return null;
    this.slot = found.raw;
    return {
      openSpots: found.teeTime.openSpots,
      pricePerPlayerCents: found.teeTime.pricePerPlayerCents,
      handover: looseBoolean.parse(found.raw.require_credit_card) ? 'card-required' : null,
    };
  }

  async hold(signal?: AbortSignal): Promise<HoldAnswer> {
    const slot = this.slot ?? {};
    const form: Record<string, string> = {
      time: formValue(slot.time) ?? '',
      holes: String(this.request.slot.holes),
      players: String(this.request.players),
      carts: 'false',
      duration: '1',
    };
    for (const field of holdFields) {
      const value = formValue(slot[field]);
      if (value !== undefined) form[field] = value;
    }
    const answer = await this.http.requestAnswer(
      {
        method: 'POST',
        path: `${api}/pending_reservation`,
        headers: this.headers(),
        form,
        changesState: true,
      },
      signal,
    );
    const held = z
      .object({ success: z.literal(true), reservation_id: looseString })
      .safeParse(answer.body);
    if (held.success && held.data.reservation_id)
      return {
        held: true,
        holdId: held.data.reservation_id,
        expiresAt: usualHoldExpiry(this.http.clock),
      };
    return { held: false, message: messageOf(answer.body) ?? 'the time is no longer available' };
  }

  async commit(holdId: string, signal?: AbortSignal): Promise<CommitAnswer> {
    const slot = this.slot ?? {};
    const players = this.request.players;
    const greenFee = looseNumber.catch(null).parse(slot.green_fee) ?? 0;
    const answer = await this.http.requestAnswer(
      {
        method: 'POST',
        path: `${api}/users/reservations`,
        headers: this.headers(),
        json: {
          ...slot,
          players: String(players),
          pay_players: String(players),
          carts: false,
          total: greenFee * players,
          // Nothing is paid online: TeeWatch carries no card, the golfer pays at the course.
          pay_total: 0,
          pay_subtotal: 0,
          pending_reservation_id: holdId,
        },
        changesState: true,
      },
      signal,
    );
    const booked = z
      .object({ teetime_id: looseString, player_count: looseNumber.catch(null) })
      .safeParse(answer.body);
    if (answer.status < 300 && booked.success && booked.data.teetime_id)
      return {
        committed: true,
        reservation: {
          confirmationNumber: booked.data.teetime_id,
          players: booked.data.player_count ?? players,
        },
      };
    const message = messageOf(answer.body);
    // A success without a reservation number leaves the outcome open: the flow settles it.
    if (answer.status < 300 && message === undefined)
      throw new TeeSheetError('malformed', 'foreup', 'the commit answer has no teetime_id');
    const reason = message ?? `HTTP ${answer.status}`;
    return { committed: false, refusal: refusalOf(reason), message: reason };
  }

  async release(holdId: string): Promise<void> {
    await this.http.requestAnswer({
      method: 'DELETE',
      path: `${api}/pending_reservation/${encodeURIComponent(holdId)}`,
      headers: this.headers(),
    });
  }

  private authorization(): Record<string, string> {
    return { 'x-authorization': `Bearer ${this.jwt}` };
  }

  private headers(): Record<string, string> {
    return {
      'x-requested-with': 'XMLHttpRequest',
      'x-fu-golfer-location': 'foreup',
      referer: this.request.courseBookingUrl,
      ...(this.jwt ? this.authorization() : {}),
    };
  }
}

/** foreUP's `{success: false, msg}`, or nothing readable (a bare `false`). */
function messageOf(body: unknown): string | undefined {
  const parsed = z.object({ msg: z.string() }).safeParse(body);
  return parsed.success ? parsed.data.msg : undefined;
}
