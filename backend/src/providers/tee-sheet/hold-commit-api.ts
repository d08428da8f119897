import { z } from 'zod';
import { type CommitAnswer, type HoldAnswer, type PlatformReservation } from './booking-flow.js';
import { type PlatformAnswer } from './http-client.js';
import { TeeSheetError } from './tee-sheet.errors.js';
import { type TeeSheetPlatform } from './tee-sheet.provider.js';
import { looseNumber, looseString } from './slot-parsing.js';
import { type BookingGolfer } from './tee-time-booking.js';

/*
 * What the Chronogolf, TeeItUp and MemberSports booking APIs share (holds, then reservations, and
 * the golfer's reservations listed by email): a refusal carries a human message and a `code`.
 * docs/platform-booking.md says which of these are known wire facts and which the sandbox designs.
 */

type Refusal = Extract<CommitAnswer, { committed: false }>['refusal'];

const refusalCodes: Record<string, Refusal> = {
  hold_expired: 'hold-expired',
  teetime_unavailable: 'slot-taken',
  payment_required: 'card-required',
};

const refusalBody = z.object({
  code: z.string().optional().catch(undefined),
  message: z.string().optional().catch(undefined),
  errors: z.array(z.string()).optional().catch(undefined),
});

/** The platform's own words for a refusal, or its status when it gave none. */
export function refusalMessage(answer: PlatformAnswer): string {
  const body = refusalBody.safeParse(answer.body);
  return (body.success && (body.data.errors?.[0] ?? body.data.message)) || `HTTP ${answer.status}`;
}

/** A commit answered with a 4xx: why, by its code. */
function commitRefused(answer: PlatformAnswer): CommitAnswer {
  const body = refusalBody.safeParse(answer.body);
  const code = body.success ? body.data.code : undefined;
  return {
    committed: false,
    refusal: (code && refusalCodes[code]) || 'other',
    message: refusalMessage(answer),
  };
}

/** One field of a JSON object answer, or undefined. */
function field(body: unknown, name: string): unknown {
  return body !== null && typeof body === 'object'
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/**
 * A hold answered 2xx with its id (and expiry, else `fallbackExpiresAt`) under the given names, or
 * refused with a 4xx.
 */
export function holdAnswer(
  answer: PlatformAnswer,
  fields: { id: string; expiresAt: string },
  fallbackExpiresAt: string,
): HoldAnswer {
  const id = looseString.catch(null).parse(field(answer.body, fields.id));
  if (answer.status >= 300 || id === null) return { held: false, message: refusalMessage(answer) };
  const expiresAt = z.iso
    .datetime({ offset: true })
    .safeParse(field(answer.body, fields.expiresAt));
  return {
    held: true,
    holdId: id,
    expiresAt: expiresAt.success ? expiresAt.data : fallbackExpiresAt,
  };
}

/** A reservation answer's number and players under the given names; null when it has no number. */
export function reservationOf(
  body: unknown,
  fields: { id: string; players: string },
  defaultPlayers: number,
): PlatformReservation | null {
  const id = looseString.catch(null).parse(field(body, fields.id));
  const players = looseNumber.catch(null).parse(field(body, fields.players));
  return id === null ? null : { confirmationNumber: id, players: players ?? defaultPlayers };
}

/**
 * A commit answered 2xx with the reservation under the given names, or refused with a 4xx. A 2xx
 * without a reservation number is malformed: the booking may have been made, so it is thrown.
 */
export function commitAnswer(
  answer: PlatformAnswer,
  platform: TeeSheetPlatform,
  fields: { id: string; players: string },
  defaultPlayers: number,
): CommitAnswer {
  if (answer.status >= 300) return commitRefused(answer);
  const reservation = reservationOf(answer.body, fields, defaultPlayers);
  if (!reservation)
    throw new TeeSheetError('malformed', platform, 'the reservation answer has no id');
  return { committed: true, reservation };
}

/** The golfer as the commit names them. */
export function customerOf(golfer: BookingGolfer): Record<string, string> {
  return {
    name: golfer.name,
    email: golfer.email,
    ...(golfer.phone ? { phone: golfer.phone } : {}),
  };
}
