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
import {
  type Booking,
  type Slot,
  type TeeSheetWorld,
  type WorldCourse,
} from './tee-sheet-world.js';

export const teeitupEndpoints: Endpoints = [
  {
    method: 'GET',
    path: '/teeitup/v2/tee-times?date=YYYY-MM-DD&facilityIds={facilityId}',
    summary:
      'Header x-be-alias: {alias}. [{dayInfo, teetimes, courseId, totalAvailableTeetimes, fromCache, message?}], one entry per facility asked: money in cents (transactionFees in dollars), maxPlayers is the open spots, players an empty list. Each tee time lists its rates, each priced walking or riding, with its golfnow ids; some courses add a cheaper Junior / Senior rate (tags SRD, JR). Without facilityIds: every facility of the alias. A date not yet released: no tee times and a message saying when. 400 without x-be-alias, 404 {error} for an unknown alias.',
  },
  {
    method: 'GET',
    path: '/teeitup/alias/{alias}/facilities',
    summary:
      '[{id, courseId, name, timeZone, cancellationPolicy?}] of the alias; cancellationPolicy (sandbox design) is the text the course publishes, absent where it publishes none. 404 {error} for an unknown alias.',
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

      /** The alias' facilities, or the refusal the real platform answers without a known alias. */
      const facilitiesOf = (
        request: FastifyRequest,
      ): { facilities: Facility[] } | { status: 400 | 404; body: { error: string } } => {
        const alias = queryText(request.headers['x-be-alias']);
        if (alias === undefined) return { status: 400, body: { error: 'x-be-alias is required' } };
        const facilities = byAlias.get(alias);
        return facilities ? { facilities } : { status: 404, body: unknownAlias };
      };

      app.get('/v2/tee-times', async (request, reply) => {
        const site = facilitiesOf(request);
        if (!('facilities' in site)) return reply.code(site.status).send(site.body);
        const query = request.query as Record<string, unknown>;
        const date = queryText(query.date) ?? '';
        if (!isValidDate(date)) {
          return reply.code(400).send({ statusCode: 400, message: 'date must be YYYY-MM-DD' });
        }
        const wanted = queryList(query.facilityIds).map(Number);
        // Without facilityIds the real platform answers every facility of the alias.
        return site.facilities
          .filter((facility) => wanted.length === 0 || wanted.includes(facility.ids.facilityId))
          .map((facility) => renderDay(world, facility, date));
      });

      app.get('/alias/:alias/facilities', async (request, reply) => {
        const facilities = byAlias.get((request.params as { alias: string }).alias);
        if (!facilities) return reply.code(404).send(unknownAlias);
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
        const site = facilitiesOf(request);
        if (!('facilities' in site)) return reply.code(site.status).send(site.body);
        const body = (request.body ?? {}) as Record<string, unknown>;
        const facility = site.facilities.find(
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
        const site = facilitiesOf(request);
        if (!('facilities' in site)) return reply.code(site.status).send(site.body);
        const email = queryText((request.query as Record<string, unknown>).email) ?? '';
        if (email.trim() === '') {
          return reply.code(400).send({ statusCode: 400, message: 'email is required' });
        }
        const courses = new Set(site.facilities.map((facility) => facility.worldCourse.course.id));
        return world
          .reservationsOf('teeitup', { email })
          .filter((booking) => courses.has(booking.courseId))
          .map(renderReservation);
      });
    },
  };
}

/** What the real platform answers for an alias it does not know (tee times and facilities). */
const unknownAlias = { error: 'Booking Engine Settings not found' };

/** One facility's day, in the captured answer's field order; a date not yet released says when. */
function renderDay(
  world: TeeSheetWorld,
  facility: Facility,
  date: string,
): Record<string, unknown> {
  const courseId = facility.worldCourse.course.id;
  const teetimes = world
    .sheet(courseId, date)
    .filter((slot) => !slot.blocked && slot.openSpots > 0)
    .map((slot) => renderTeetime(facility, slot));
  const unreleased = date >= world.today() && !world.isDateOpen(courseId, date);
  return {
    dayInfo: dayInfo(date),
    teetimes,
    courseId: facility.courseId,
    totalAvailableTeetimes: teetimes.length,
    fromCache: false,
    ...(unreleased ? { message: releaseMessage(world.releaseInstant(courseId, date)) } : {}),
  };
}

/** "Tee times will be available to book from Friday, July 10, 2026 at 8:00 PM", course time. */
function releaseMessage(instant: number): string {
  // Newer ICU puts a narrow no-break space before "PM"; the real message has a plain one.
  const at = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', ...options })
      .format(instant)
      .replace(/\u202f/g, ' ');
  const day = at({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  return `Tee times will be available to book from ${day} at ${at({ hour: 'numeric', minute: '2-digit' })}`;
}

function renderTeetime(facility: Facility, slot: Slot): Record<string, unknown> {
  return {
    courseId: facility.courseId,
    teetime: new Date(slot.startsAt).toISOString(),
    backNine: false,
    rates: ratesOf(facility, slot).map((rate) => renderRate(facility, slot, rate)),
    bookedPlayers: slot.bookedPlayers + slot.heldPlayers,
    minPlayers: 1,
    maxPlayers: slot.openSpots,
    // An empty list on every real tee time; the open spots are maxPlayers.
    players: [],
    source: 'API-2.1',
    fromCache: false,
    rollTimeOffer: null,
  };
}

/** A rate of a tee time: real rates are priced walking or riding, never both. */
interface Rate {
  kind: string;
  name: string;
  tags: string[];
  riding: boolean;
  cents: number;
}

/**
 * The rates a facility sells a slot at: the public round riding (the cart included or extra) and,
 * where the cart is extra, walking, riding first as at Ute Creek. Some courses add a Junior /
 * Senior rate below the cheapest public one (Green Knoll's, captured), which an adult of the
 * public cannot pay.
 */
function ratesOf(facility: Facility, slot: Slot): Rate[] {
  const twilight = slot.twilight ? ['TW'] : [];
  const label = slot.twilight ? 'Twilight' : `${slot.holes} Holes`;
  const riding: Rate = slot.cartIncluded
    ? {
        kind: 'cart',
        name: `${label} with Cart`,
        tags: ['CI', ...twilight],
        riding: true,
        cents: slot.priceCents,
      }
    : {
        kind: 'riding',
        name: `${label} Riding`,
        tags: twilight,
        riding: true,
        cents: slot.priceCents + slot.cartFeeCents,
      };
  const walking: Rate[] = slot.cartIncluded
    ? []
    : [
        {
          kind: 'walking',
          name: `${label} Walking`,
          tags: ['WR', ...twilight],
          riding: false,
          cents: slot.priceCents,
        },
      ];
  if (!sellsJuniorSeniorRate(facility)) return [riding, ...walking];
  const cheapest = walking[0] ?? riding;
  const juniorSenior: Rate = {
    kind: 'junior-senior',
    name: 'Junior / Senior',
    tags: [...cheapest.tags, 'SRD', 'JR'],
    riding: cheapest.riding,
    cents: Math.round((cheapest.cents * 0.8) / 100) * 100,
  };
  return [riding, ...walking, juniorSenior];
}

function sellsJuniorSeniorRate(facility: Facility): boolean {
  return hash32('teeitup-junior-senior', facility.ids.facilityId) % 3 === 0;
}

/** A rate in the captured answer's field order; `_id`, externalId and TTTeeTimeId are one number. */
function renderRate(facility: Facility, slot: Slot, rate: Rate): Record<string, unknown> {
  const { facilityId } = facility.ids;
  const teeTimeId =
    hash32('teeitup-tee-time', facilityId, slot.slotNumber, rate.kind) % 900_000_000;
  // Some facilities number their tee times below zero (Sprain Lake's, captured).
  const id = hash32('teeitup-negative-ids', facilityId) % 4 === 0 ? -teeTimeId : teeTimeId;
  const fees = transactionFeeDollars(facility);
  const dueOnline = requiresCard(facility.worldCourse.profile) ? rate.cents : 0;
  return {
    _id: id,
    name: rate.name,
    externalId: String(id),
    allowedPlayers: Array.from({ length: slot.openSpots }, (_, index) => index + 1),
    holes: slot.holes,
    icons: [],
    tags: rate.tags,
    golfnow: {
      TTTeeTimeId: id,
      GolfCourseId: 100_000 + (hash32('teeitup-golfnow-course', facilityId, rate.kind) % 90_000),
      GolfFacilityId: facilityId,
    },
    trade: false,
    // false in every captured rate, prepaid ones too.
    acceptCreditCard: false,
    showAsHotDeal: slot.twilight,
    isSimulator: false,
    ...(rate.riding
      ? { dueOnlineRiding: dueOnline, greenFeeCart: rate.cents }
      : { dueOnlineWalking: dueOnline, greenFeeWalking: rate.cents }),
    transactionFees: fees,
    showTransactionFees: fees > 0,
  };
}

/** An online booking fee in dollars, unlike the green fees in cents (2.49 at Sprain Lake). */
function transactionFeeDollars(facility: Facility): number {
  return hash32('teeitup-fees', facility.ids.facilityId) % 2 === 0 ? 0 : 2.49;
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
