import { type FastifyRequest } from 'fastify';
import { type StandIn } from '../stand-in.js';
import { cancellationTermsOf, requiresCard } from './booking-rules.js';
import { type TeeitupIds } from './catalogue.js';
import { isValidDate, toInstant, toLocal } from './denver-time.js';
import { guardPlatform } from './platform-guard.js';
import { teeitupCourseId } from './platform-ids.js';
import { hash32 } from './seeded-random.js';
import {
  type Endpoints,
  type TeeSheetContext,
  commitRefusalCode,
  golferOf,
  queryList,
  queryText,
} from './tee-sheet-context.js';
import { type Booking, type Slot, type WorldCourse } from './tee-sheet-world.js';

export const teeitupEndpoints: Endpoints = [
  {
    method: 'GET',
    path: '/teeitup/v2/tee-times?date=YYYY-MM-DD&facilityIds={facilityId}',
    summary:
      'Header x-be-alias: {alias}. [{courseId, totalAvailableTeetimes, dayInfo, teetimes}]: money in cents, maxPlayers is the open spots. Without facilityIds: 200 with empty teetimes.',
  },
  {
    method: 'GET',
    path: '/teeitup/alias/{alias}/facilities',
    summary:
      '[{id, courseId, name, timeZone, cancellationPolicy?}] of the alias; cancellationPolicy (sandbox design) is the text the course publishes, absent where it publishes none.',
  },
  {
    method: 'POST',
    path: '/teeitup/v2/tee-times/holds',
    summary:
      'Sandbox design: hold, header x-be-alias, JSON {facilityId, teetime (the ISO instant from the answer), players}: 201 {holdId, expiresAt, facilityId, teetime, players}, 409 {message} when the spots are gone.',
  },
  {
    method: 'DELETE',
    path: '/teeitup/v2/tee-times/holds/{holdId}',
    summary: 'Sandbox design: releases a hold (204, 404 when not live).',
  },
  {
    method: 'POST',
    path: '/teeitup/v2/reservations',
    summary:
      'Sandbox design: commit, header x-be-alias, JSON {holdId, players?, customer?: {name, email, phone}, payment?}: 201 {reservationId, status: "CONFIRMED", facilityId, teetime, players}; 409 {message, code} without a live hold (code hold_not_found, hold_expired, teetime_unavailable when the slot filled over the hold, already_reserved for a second commit of one hold, too_many_players), and payment_required without a payment where the rates charge online (dueOnline*).',
  },
  {
    method: 'GET',
    path: '/teeitup/v2/reservations?email={email}',
    summary:
      "Sandbox design: header x-be-alias; the customer's upcoming reservations at the alias' facilities: [{reservationId, status, facilityId, teetime, players}].",
  },
];

interface Facility {
  worldCourse: WorldCourse;
  ids: TeeitupIds;
  courseId: string;
}

/** TeeItUp (Kenna): the booking engine's tee-times API, one alias per course site. */
export function teeitupStandIn(context: TeeSheetContext): StandIn {
  return {
    descriptor: {
      id: 'teeitup',
      name: 'TeeItUp (Kenna)',
      description:
        'TeeItUp / Kenna tee times by alias and facility, facilities lookup and a hold/commit booking flow under /teeitup, for the catalogue courses with a TeeItUp link; money in cents, 429 without Retry-After.',
      basePath: '/teeitup',
      endpoints: teeitupEndpoints,
    },
    plugin: async (app) => {
      const { world, guard } = context;
      const byAlias = new Map<string, Facility[]>();
      const byFacilityId = new Map<number, Facility>();
      for (const worldCourse of world.courses) {
        for (const link of worldCourse.course.links) {
          if (link.platform !== 'teeitup') continue;
          const facility = {
            worldCourse,
            ids: link.ids,
            courseId: teeitupCourseId(link.ids.facilityId),
          };
          byAlias.set(link.ids.alias, [...(byAlias.get(link.ids.alias) ?? []), facility]);
          byFacilityId.set(link.ids.facilityId, facility);
        }
      }

      guardPlatform(app, guard, 'teeitup', {
        tooManyRequests: {
          contentType: 'application/json',
          body: '{"statusCode":429,"message":"Too Many Requests"}',
        },
        unauthorized: {
          contentType: 'application/json',
          body: '{"statusCode":401,"message":"Unauthorized"}',
        },
        serverError: {
          contentType: 'application/json',
          body: '{"statusCode":500,"message":"Internal server error"}',
        },
      });

      const facilitiesOf = (request: FastifyRequest): Facility[] | undefined => {
        const alias = queryText(request.headers['x-be-alias']);
        return alias === undefined ? undefined : byAlias.get(alias);
      };
      const aliasMissing = { statusCode: 404, message: 'Alias not found' };

      app.get('/v2/tee-times', async (request, reply) => {
        const facilities = facilitiesOf(request);
        if (!facilities) return reply.code(404).send(aliasMissing);
        const query = request.query as Record<string, unknown>;
        const date = queryText(query.date) ?? '';
        if (!isValidDate(date)) {
          return reply.code(400).send({ statusCode: 400, message: 'date must be YYYY-MM-DD' });
        }
        const wanted = queryList(query.facilityIds).map(Number);
        if (wanted.length === 0) {
          return facilities.map((facility) => renderDay(facility, date, []));
        }
        return facilities
          .filter((facility) => wanted.includes(facility.ids.facilityId))
          .map((facility) => {
            const slots = world
              .sheet(facility.worldCourse.course.id, date)
              .filter((slot) => !slot.blocked && slot.openSpots > 0);
            return renderDay(facility, date, slots);
          });
      });

      app.get('/alias/:alias/facilities', async (request, reply) => {
        const facilities = byAlias.get((request.params as { alias: string }).alias);
        if (!facilities) return reply.code(404).send(aliasMissing);
        return facilities.map((facility) => {
          const terms = cancellationTermsOf(facility.worldCourse.course.id);
          return {
            id: facility.ids.facilityId,
            courseId: facility.courseId,
            name: facility.worldCourse.course.name,
            timeZone: 'America/Denver',
            ...(terms === null ? {} : { cancellationPolicy: terms }),
          };
        });
      });

      app.post('/v2/tee-times/holds', async (request, reply) => {
        const facilities = facilitiesOf(request);
        if (!facilities) return reply.code(404).send(aliasMissing);
        const body = (request.body ?? {}) as Record<string, unknown>;
        const facility = facilities.find(
          (candidate) => candidate.ids.facilityId === Number(body.facilityId),
        );
        const instant = Date.parse(String(body.teetime ?? ''));
        if (!facility || Number.isNaN(instant)) {
          return reply.code(404).send({ statusCode: 404, message: 'Tee time not found' });
        }
        const { date, minute } = toLocal(instant);
        const result = world.placeHold({
          courseId: facility.worldCourse.course.id,
          date,
          minute,
          players: Number(body.players ?? 1),
          platform: 'teeitup',
        });
        if (!result.ok) {
          if (result.reason === 'no-such-slot') {
            return reply.code(404).send({ statusCode: 404, message: 'Tee time not found' });
          }
          if (result.reason === 'bad-players') {
            return reply.code(400).send({ statusCode: 400, message: 'players must be 1 to 4' });
          }
          return reply
            .code(409)
            .send({ statusCode: 409, message: 'Tee time is no longer available' });
        }
        return reply.code(201).send({
          holdId: result.hold.id,
          expiresAt: new Date(result.hold.expiresAt).toISOString(),
          facilityId: facility.ids.facilityId,
          teetime: new Date(result.slot.startsAt).toISOString(),
          players: result.hold.players,
        });
      });

      app.delete('/v2/tee-times/holds/:hold', async (request, reply) => {
        const id = (request.params as { hold: string }).hold;
        const hold = world.hold(id);
        if (!hold || hold.platform !== 'teeitup' || !world.releaseHold(id)) {
          return reply.code(404).send({ statusCode: 404, message: 'Hold not found' });
        }
        return reply.code(204).send();
      });

      const facilityOfWorld = (courseId: string): Facility | undefined =>
        [...byFacilityId.values()].find(
          (candidate) => candidate.worldCourse.course.id === courseId,
        );
      const renderReservation = (booking: Booking): Record<string, unknown> => ({
        reservationId: booking.id,
        status: 'CONFIRMED',
        facilityId: facilityOfWorld(booking.courseId)?.ids.facilityId ?? null,
        teetime: new Date(toInstant(booking.date, booking.minute)).toISOString(),
        players: booking.players,
      });

      app.post('/v2/reservations', async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const hold = world.hold(String(body.holdId ?? ''));
        if (!hold || hold.platform !== 'teeitup') {
          return reply
            .code(409)
            .send({ statusCode: 409, message: 'Hold is not valid', code: 'hold_not_found' });
        }
        if (hold.outcome === 'committed') {
          return reply.code(409).send({
            statusCode: 409,
            message: 'This tee time has already been reserved',
            code: 'already_reserved',
          });
        }
        const facility = facilityOfWorld(hold.courseId);
        if (
          facility &&
          world.isHoldLive(hold) &&
          requiresCard(facility.worldCourse.profile) &&
          !body.payment
        ) {
          return reply.code(409).send({
            statusCode: 409,
            message: 'Payment is required to reserve this tee time',
            code: 'payment_required',
          });
        }
        const players = body.players === undefined ? undefined : Number(body.players);
        const result = world.commitHold(hold.id, players, { golfer: golferOf(body.customer) });
        if (!result.ok) {
          return reply.code(409).send({
            statusCode: 409,
            message:
              result.reason === 'slot-taken'
                ? 'Tee time is no longer available'
                : `Hold is not valid (${result.reason})`,
            code: commitRefusalCode(result.reason),
          });
        }
        return reply.code(201).send(renderReservation(result.booking));
      });

      app.get('/v2/reservations', async (request, reply) => {
        const facilities = facilitiesOf(request);
        if (!facilities) return reply.code(404).send(aliasMissing);
        const email = queryText((request.query as Record<string, unknown>).email) ?? '';
        if (email.trim() === '') {
          return reply.code(400).send({ statusCode: 400, message: 'email is required' });
        }
        const courses = new Set(facilities.map((facility) => facility.worldCourse.course.id));
        return world
          .reservationsOf('teeitup', { email })
          .filter((booking) => courses.has(booking.courseId))
          .map(renderReservation);
      });
    },
  };
}

function renderDay(facility: Facility, date: string, slots: Slot[]): Record<string, unknown> {
  return {
    courseId: facility.courseId,
    totalAvailableTeetimes: slots.length,
    fromCache: false,
    dayInfo: dayInfo(date),
    teetimes: slots.map((slot) => renderTeetime(facility, slot)),
  };
}

function renderTeetime(facility: Facility, slot: Slot): Record<string, unknown> {
  const rateId = hash32('teeitup-rate', facility.ids.facilityId, slot.twilight ? 'tw' : 'std');
  const negative = rateId % 5 === 0;
  const withCart = slot.priceCents + (slot.cartIncluded ? 0 : slot.cartFeeCents);
  const prepaid = requiresCard(facility.worldCourse.profile);
  const allowed = Array.from({ length: slot.openSpots }, (_, index) => index + 1);
  const rate: Record<string, unknown> = {
    _id: negative ? -(rateId % 100_000) : rateId % 1_000_000,
    externalId: String(rateId),
    name: `${slot.twilight ? 'Twilight' : 'Public'} ${slot.holes} Holes`,
    holes: slot.holes,
    tags: [String(slot.holes), ...(slot.cartIncluded ? ['CI'] : [])],
    ...(slot.cartIncluded ? {} : { greenFeeWalking: slot.priceCents }),
    greenFeeCart: withCart,
    dueOnlineWalking: prepaid ? slot.priceCents : 0,
    dueOnlineRiding: prepaid ? withCart : 0,
    transactionFees: hash32('teeitup-fees', facility.ids.facilityId) % 2 === 0 ? 0 : 199,
    allowedPlayers: allowed,
    acceptCreditCard: true,
    showAsHotDeal: slot.twilight,
  };
  return {
    teetime: new Date(slot.startsAt).toISOString(),
    courseId: facility.courseId,
    players: slot.capacity,
    maxPlayers: slot.openSpots,
    minPlayers: 1,
    bookedPlayers: slot.bookedPlayers + slot.heldPlayers,
    backNine: false,
    source: 'TEE_SHEET',
    fromCache: false,
    rates: [rate],
  };
}

/** Rough Colorado dawn, sunrise, sunset and dusk for the date (earlier and later in summer). */
function dayInfo(date: string): Record<string, string> {
  const dayOfYear = (Date.parse(date) - Date.parse(`${date.slice(0, 4)}-01-01`)) / 86_400_000;
  const summer = Math.cos(((dayOfYear - 172) / 365) * 2 * Math.PI);
  const sunrise = Math.round(6 * 60 + 45 - summer * 75);
  const sunset = Math.round(18 * 60 + 5 + summer * 100);
  const at = (minute: number): string => new Date(toInstant(date, minute)).toISOString();
  return {
    dawn: at(sunrise - 30),
    sunrise: at(sunrise),
    sunset: at(sunset),
    dusk: at(sunset + 30),
  };
}
