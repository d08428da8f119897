import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type StandIn } from '../stand-in.js';
import { type MembersportsIds } from './catalogue.js';
import { formatClockTime, formatMinute, isValidDate } from './denver-time.js';
import { guardPlatform } from './platform-guard.js';
import { membersportsTeeSheetId } from './platform-ids.js';
import {
  type Endpoints,
  type TeeSheetContext,
  commitRefusalCode,
  dollars,
  golferOf,
  queryText,
} from './tee-sheet-context.js';
import { type Booking, type WorldCourse } from './tee-sheet-world.js';

const teeTimesPaths = [
  '/api/v1/golfclubs/onlineBookingTeeTimes',
  '/api/v1.0/GolfClubs/onlineBookingTeeTimes',
];

export const membersportsEndpoints: Endpoints = [
  {
    method: 'POST',
    path: `/membersports${teeTimesPaths[0]} (also /membersports${teeTimesPaths[1]})`,
    summary:
      'Header x-api-key: the site key (any non-empty key unless SANDBOX_MEMBERSPORTS_API_KEY is set). JSON {configurationTypeId, date, golfClubGroupId, golfClubId, golfCourseId, groupSheetTypeId, memberProfileId: 0}: [{teeTime (minutes), items}], open spots = 4 - playerCount. golfCourseId 0: every course of the club; a non-zero group: the whole group.',
  },
  {
    method: 'GET',
    path: '/membersports/api/v1/golfclubs/group/{golfClubGroupId}',
    summary:
      'Header x-api-key. The club group\'s booking policy: {golfClubGroupId, advanceBookingDays, onlineBookingStartTime: "HH:MM:SS"} (each date opens that many days ahead at that local time); 404 for an unknown group.',
  },
  {
    method: 'POST',
    path: '/membersports/api/v1/teeTimes/holds',
    summary:
      'Sandbox design: hold, x-api-key, JSON {teeTimeId, numberOfPlayers}: 200 {holdId, teeTimeId, numberOfPlayers, expiresAt}, 409 {message} when the spots are gone.',
  },
  {
    method: 'DELETE',
    path: '/membersports/api/v1/teeTimes/holds/{holdId}',
    summary: 'Sandbox design: releases a hold (204, 404 when not live).',
  },
  {
    method: 'POST',
    path: '/membersports/api/v1/teeTimes/reservations',
    summary:
      'Sandbox design: commit, x-api-key, JSON {holdId, numberOfPlayers?, customer?: {name, email, phone}}: 200 {reservationId, teeTimeId, golfClubId, golfCourseId, date, teeTime, numberOfPlayers}; a second commit of the same hold answers the same reservation; 409 {message, code} without a live hold (code hold_not_found, hold_expired, teetime_unavailable when the slot filled over the hold, too_many_players).',
  },
  {
    method: 'GET',
    path: '/membersports/api/v1/teeTimes/reservations?email={email}',
    summary:
      "Sandbox design: x-api-key; the customer's upcoming reservations: [{reservationId, teeTimeId, golfClubId, golfCourseId, date, teeTime, numberOfPlayers}].",
  },
];

interface MemberCourse {
  worldCourse: WorldCourse;
  ids: MembersportsIds;
}

const denied = { message: 'Authorization has been denied for this request.' };

/** MemberSports: the golf-club tee-sheet API behind app.membersports.com. */
export function membersportsStandIn(context: TeeSheetContext): StandIn {
  return {
    descriptor: {
      id: 'membersports',
      name: 'MemberSports',
      description:
        'MemberSports online-booking tee times (one request per course, club or club group) and a hold/commit booking flow under /membersports, for the catalogue courses with a MemberSports link; needs the x-api-key site key.',
      basePath: '/membersports',
      endpoints: membersportsEndpoints,
    },
    plugin: async (app) => {
      const { world, guard } = context;
      const courses: MemberCourse[] = [];
      for (const worldCourse of world.courses) {
        for (const link of worldCourse.course.links) {
          if (link.platform === 'membersports') courses.push({ worldCourse, ids: link.ids });
        }
      }

      guardPlatform(app, guard, 'membersports', {
        tooManyRequests: { contentType: 'text/plain; charset=utf-8', body: '' },
        unauthorized: {
          contentType: 'application/json; charset=utf-8',
          body: JSON.stringify(denied),
        },
        serverError: {
          contentType: 'application/json; charset=utf-8',
          body: '{"message":"An error has occurred."}',
        },
      });

      const keyRefused = (
        request: FastifyRequest,
        reply: FastifyReply,
      ): FastifyReply | undefined => {
        const key = queryText(request.headers['x-api-key']) ?? '';
        const expected = context.membersportsApiKey;
        return key !== '' && (expected === null || key === expected)
          ? undefined
          : reply.code(401).send(denied);
      };

      for (const path of teeTimesPaths) {
        app.post(path, async (request, reply) => {
          const refused = keyRefused(request, reply);
          if (refused) return refused;
          const body = (request.body ?? {}) as Record<string, unknown>;
          const date = String(body.date ?? '').slice(0, 10);
          if (!isValidDate(date)) {
            return reply.code(400).send({ message: 'The request is invalid.', date: body.date });
          }
          const group = Number(body.golfClubGroupId ?? 0) || 0;
          const club = Number(body.golfClubId ?? 0) || 0;
          const course = Number(body.golfCourseId ?? 0) || 0;
          const configuration = Number(body.configurationTypeId ?? 0) || 0;
          const selected = courses.filter(
            ({ ids }) =>
              (group !== 0
                ? ids.golfClubGroupId === group
                : ids.golfClubId === club && (course === 0 || ids.golfCourseId === course)) &&
              (configuration === 0 || ids.configurationTypeId === configuration),
          );

          const byMinute = new Map<number, Record<string, unknown>[]>();
          for (const { worldCourse, ids } of selected) {
            for (const slot of world.sheet(worldCourse.course.id, date)) {
              const items = byMinute.get(slot.minute) ?? [];
              byMinute.set(slot.minute, items);
              items.push({
                name: worldCourse.course.name,
                price: dollars(slot.priceCents),
                playerCount: slot.bookedPlayers + slot.heldPlayers,
                availableCount: 0,
                golfClubId: ids.golfClubId,
                golfCourseId: ids.golfCourseId,
                teeTimeId: slot.slotNumber,
                teeSheetId: membersportsTeeSheetId(ids.golfCourseId, date),
                teeTime: slot.minute,
                golfCourseNumberOfHoles: slot.holes,
                holesRequirementTypeId: slot.holes === 9 ? 1 : 0,
                isBackNine: false,
                bookingNotAllowed: slot.blocked,
                bookingNotAllowedReason: slot.blocked ? 'Reserved for league play' : null,
                hide: false,
                minimumNumberOfPlayers: 1,
                maximumPlayersPerBooking: 4,
                allowSinglesToBookOnline: true,
                cartRequirementTypeId: slot.cartIncluded ? 2 : 0,
                golfTaxRate: 0,
                premiumCharge: 0,
              });
            }
          }
          return [...byMinute.entries()]
            .sort(([a], [b]) => a - b)
            .map(([teeTime, items]) => ({ teeTime, items }));
        });
      }

      app.get('/api/v1/golfclubs/group/:group', async (request, reply) => {
        const refused = keyRefused(request, reply);
        if (refused) return refused;
        const group = Number((request.params as { group: string }).group);
        const member = courses.find(({ ids }) => ids.golfClubGroupId === group && group !== 0);
        if (!member) return reply.code(404).send({ message: 'Golf club group not found.' });
        const { profile } = member.worldCourse;
        return {
          golfClubGroupId: group,
          advanceBookingDays: profile.bookingWindowDays,
          onlineBookingStartTime: formatClockTime(profile.releaseMinute),
        };
      });

      app.post('/api/v1/teeTimes/holds', async (request, reply) => {
        const refused = keyRefused(request, reply);
        if (refused) return refused;
        const body = (request.body ?? {}) as Record<string, unknown>;
        const key = world.decodeSlotNumber(Number(body.teeTimeId));
        const member =
          key && courses.find((course) => course.worldCourse.course.id === key.courseId);
        if (!key || !member) return reply.code(404).send({ message: 'Tee time not found.' });
        const result = world.placeHold({
          ...key,
          players: Number(body.numberOfPlayers ?? 1),
          platform: 'membersports',
        });
        if (!result.ok) {
          if (result.reason === 'no-such-slot') {
            return reply.code(404).send({ message: 'Tee time not found.' });
          }
          if (result.reason === 'bad-players') {
            return reply.code(400).send({ message: 'numberOfPlayers must be 1 to 4.' });
          }
          return reply.code(409).send({ message: 'This tee time is no longer available.' });
        }
        return {
          holdId: result.hold.id,
          teeTimeId: result.slot.slotNumber,
          numberOfPlayers: result.hold.players,
          expiresAt: new Date(result.hold.expiresAt).toISOString(),
        };
      });

      app.delete('/api/v1/teeTimes/holds/:hold', async (request, reply) => {
        const refused = keyRefused(request, reply);
        if (refused) return refused;
        const id = (request.params as { hold: string }).hold;
        const hold = world.hold(id);
        if (!hold || hold.platform !== 'membersports' || !world.releaseHold(id)) {
          return reply.code(404).send({ message: 'Hold not found.' });
        }
        return reply.code(204).send();
      });

      const renderReservation = (booking: Booking): Record<string, unknown> => {
        const member = courses.find((course) => course.worldCourse.course.id === booking.courseId);
        return {
          reservationId: booking.id,
          teeTimeId: world.slotNumber(booking.courseId, booking.date, booking.minute),
          golfClubId: member?.ids.golfClubId ?? null,
          golfCourseId: member?.ids.golfCourseId ?? null,
          date: booking.date,
          teeTime: booking.minute,
          teeTimeText: formatMinute(booking.minute),
          numberOfPlayers: booking.players,
        };
      };

      app.post('/api/v1/teeTimes/reservations', async (request, reply) => {
        const refused = keyRefused(request, reply);
        if (refused) return refused;
        const body = (request.body ?? {}) as Record<string, unknown>;
        const hold = world.hold(String(body.holdId ?? ''));
        if (!hold || hold.platform !== 'membersports') {
          return reply
            .code(409)
            .send({ message: 'The hold is not valid.', code: 'hold_not_found' });
        }
        const earlier = world.bookingOfHold(hold);
        if (earlier) return renderReservation(earlier);
        const players =
          body.numberOfPlayers === undefined ? undefined : Number(body.numberOfPlayers);
        const result = world.commitHold(hold.id, players, { golfer: golferOf(body.customer) });
        if (!result.ok) {
          return reply.code(409).send({
            message:
              result.reason === 'slot-taken'
                ? 'This tee time is no longer available.'
                : `The hold is not valid (${result.reason}).`,
            code: commitRefusalCode(result.reason),
          });
        }
        return renderReservation(result.booking);
      });

      app.get('/api/v1/teeTimes/reservations', async (request, reply) => {
        const refused = keyRefused(request, reply);
        if (refused) return refused;
        const email = queryText((request.query as Record<string, unknown>).email) ?? '';
        if (email.trim() === '') return reply.code(400).send({ message: 'email is required.' });
        return world.reservationsOf('membersports', { email }).map(renderReservation);
      });
    },
  };
}
