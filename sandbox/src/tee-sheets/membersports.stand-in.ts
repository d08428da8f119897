import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type StandIn } from '../stand-in.js';
import { type MembersportsIds } from './catalogue.js';
import { addDays, daysBetween, formatClockTime, formatMinute, isValidDate } from './denver-time.js';
import { guardPlatform } from './platform-guard.js';
import { hash32 } from './seeded-random.js';
import {
  type Endpoints,
  type TeeSheetContext,
  commitRefusalCode,
  dollars,
  golferOf,
  queryText,
} from './tee-sheet-context.js';
import {
  type Booking,
  type Slot,
  type SlotKey,
  type TeeSheetWorld,
  type WorldCourse,
  slotCapacity,
} from './tee-sheet-world.js';

const teeTimesPaths = [
  '/api/v1/golfclubs/onlineBookingTeeTimes',
  '/api/v1.0/GolfClubs/onlineBookingTeeTimes',
];

export const membersportsEndpoints: Endpoints = [
  {
    method: 'POST',
    path: `/membersports${teeTimesPaths[0]} (also /membersports${teeTimesPaths[1]})`,
    summary:
      "Header x-api-key: the site key (any non-empty key unless SANDBOX_MEMBERSPORTS_API_KEY is set). JSON {configurationTypeId, date, golfClubGroupId, golfClubId, golfCourseId, groupSheetTypeId} (memberProfileId, which other clients send, is ignored): [{teeTime (minutes), items}], a row per tee time of the sheet. Items per tee time: its 18-hole round (holesRequirementTypeId 2) and its nine (1), each with its own 8-digit teeTimeId; golfCourseNumberOfHoles is the course's size (27 where it plays three nines in rotations). Open spots = 4 - playerCount; a full tee time's row has items: []. A non-zero group: the whole group, whatever the configuration; else the club's (golfCourseId 0) or the course's sheet of that configuration.",
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
      "Sandbox design: hold, x-api-key, JSON {teeTimeId, numberOfPlayers} (a tee sheet item's teeTimeId): 200 {holdId, teeTimeId, numberOfPlayers, expiresAt}, 409 {message} when the spots are gone.",
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
  /** Its place among the MemberSports courses; part of its items' teeTimeIds. */
  index: number;
}

const denied = { message: 'Authorization has been denied for this request.' };

/*
 * Real teeTimeIds are 8-digit numbers (13699809). Each names one item: a round (18 or 9 holes)
 * at one of the world's tee times. The date counts in a cycle of days, read back as the date of
 * the cycle nearest today, so that the ids stay 8-digit for any date (up to 77 courses).
 */
const teeTimeIdBase = 10_000_000;
const idEpoch = '2000-01-01';
const idDayCycle = 400;
const minutesPerDay = 1440;

const modulo = (value: number, by: number) => ((value % by) + by) % by;

function teeTimeIdOf(index: number, date: string, minute: number, holes: 9 | 18): number {
  const day = modulo(daysBetween(idEpoch, date), idDayCycle);
  return (
    teeTimeIdBase +
    ((index * idDayCycle + day) * minutesPerDay + minute) * 2 +
    (holes === 9 ? 1 : 0)
  );
}

interface ItemKey {
  index: number;
  date: string;
  minute: number;
  holes: 9 | 18;
}

function decodeTeeTimeId(teeTimeId: number, today: string): ItemKey | undefined {
  let rest = teeTimeId - teeTimeIdBase;
  if (!Number.isSafeInteger(rest) || rest < 0) return undefined;
  const holes = rest % 2 === 1 ? 9 : 18;
  rest = Math.floor(rest / 2);
  const minute = rest % minutesPerDay;
  rest = Math.floor(rest / minutesPerDay);
  const dayOfCycle = rest % idDayCycle;
  const offset = modulo(dayOfCycle - daysBetween(idEpoch, today), idDayCycle);
  const date = addDays(today, offset < idDayCycle / 2 ? offset : offset - idDayCycle);
  return { index: Math.floor(rest / idDayCycle), date, minute, holes };
}

/** How a course's sheet sells its tee times. */
type Layout =
  | { kind: 'nine' }
  | { kind: 'eighteen' }
  /** Three nines played in rotations, as Fox Hollow's Links, Canyon and Meadow. */
  | { kind: 'three-nines'; nines: [string, string, string] };

/**
 * The courses known to play three nines in rotations, by golfCourseId: Fox Hollow, whose captured
 * items name its nines by rotation number (1 Links, 2 Canyon, 3 Meadow).
 */
const threeNineCourses = new Map<number, [string, string, string]>([
  [20589, ['Links', 'Canyon', 'Meadow']],
]);

function layoutOf({ worldCourse, ids }: MemberCourse): Layout {
  if (worldCourse.profile.holes === 9) return { kind: 'nine' };
  const nines = threeNineCourses.get(ids.golfCourseId);
  return nines ? { kind: 'three-nines', nines } : { kind: 'eighteen' };
}

/** "Fox Hollow Golf Course" is "Fox Hollow" in the names of its rotations. */
const shortName = (name: string) => name.replace(/\s+golf\s+(course|club)$/i, '');

/** How one round of a tee time shows: the sheet's name for it and where it starts. */
interface Round {
  holes: 9 | 18;
  name: string;
  rotationNumber: number;
  isBackNine: boolean;
}

/**
 * The rounds a tee time sells. An 18-hole course's nine starts on the back nine until twilight,
 * then on the first tee (as Homestead's do); at a three-nine course the tee time's eighteen starts
 * on one nine (turning with the minute) and its nine is played on the nine left free.
 */
function roundsOf(layout: Layout, name: string, slot: Slot): Round[] {
  if (layout.kind === 'nine') return [{ holes: 9, name, rotationNumber: 1, isBackNine: false }];
  if (layout.kind === 'eighteen') {
    const backNine = !slot.twilight;
    return [
      { holes: 18, name, rotationNumber: 1, isBackNine: false },
      {
        holes: 9,
        name: backNine ? `${name} Back Nine` : name,
        rotationNumber: 1,
        isBackNine: backNine,
      },
    ];
  }
  const start = slot.minute % 3;
  const nine = (step: number) => (start + step) % 3;
  const [a, b, free] = [nine(0), nine(1), nine(2)];
  const short = shortName(name);
  return [
    {
      holes: 18,
      name: `${short} (${layout.nines[a]} / ${layout.nines[b]})`,
      rotationNumber: a + 1,
      isBackNine: false,
    },
    {
      holes: 9,
      name: `${short} (${layout.nines[free]})`,
      rotationNumber: free + 1,
      isBackNine: false,
    },
  ];
}

const courseSize = (layout: Layout) =>
  layout.kind === 'nine' ? 9 : layout.kind === 'eighteen' ? 18 : 27;

/** A course's sheet number: per course, not per date (Fox Hollow's is 64652 every day). */
const teeSheetIdOf = (golfCourseId: number) =>
  10_000 + (hash32('membersports-tee-sheet', golfCourseId) % 90_000);

/** The club's pro shop, which sells its tee times (205 at Fox Hollow, 206 at Homestead). */
const proShopStoreIdOf = (golfClubId: number) =>
  100 + (hash32('membersports-pro-shop', golfClubId) % 900);

/**
 * The items of one of the world's tee times, in the captured answer's field order. Every round of
 * the tee time shares its spots. A full tee time shows no item: the real answer leaves them out.
 */
function itemsOf(member: MemberCourse, slot: Slot): Record<string, unknown>[] {
  const playerCount = slot.bookedPlayers + slot.heldPlayers;
  if (playerCount >= slotCapacity) return [];
  const { ids, worldCourse } = member;
  const layout = layoutOf(member);
  return roundsOf(layout, worldCourse.course.name, slot).map((round) => {
    const holesRequirementTypeId = round.holes === 9 ? 1 : 2;
    return {
      allowSinglesToBookOnline: true,
      availableCount: 0,
      backNinePlayerCount: 0,
      bookingNotAllowed: slot.blocked,
      // Null in every captured item; the sandbox names no reason for a blocked tee time.
      bookingNotAllowedReason: null,
      cartRequirementTypeId: slot.cartIncluded ? 2 : 0,
      configurationTypeId: ids.configurationTypeId,
      event2RoundId: 0,
      frontTeeTimeId: 0,
      hasBackNineEvent: false,
      golfClubId: ids.golfClubId,
      golfCourseId: ids.golfCourseId,
      golfCourseNumberOfHoles: courseSize(layout),
      golfTaxRate: 0,
      hide: false,
      holesRequirementTypeId,
      isBackNine: round.isBackNine,
      // Every captured item asks for two players while letting singles book online.
      minimumNumberOfPlayers: 2,
      name: round.name,
      playerCount,
      premiumCharge: 0,
      premiumChargeTypeId: 0,
      premiumDaysFrom: 0,
      premiumDaysTo: 0,
      price: dollars(round.holes === 9 ? slot.ninePriceCents : slot.priceCents),
      proShopStoreId: proShopStoreIdOf(ids.golfClubId),
      rotationNumber: round.rotationNumber,
      ruleOverridesMinimumPlayer: false,
      teeSheetId: teeSheetIdOf(ids.golfCourseId),
      teeTime: slot.minute,
      teeTimeId: teeTimeIdOf(member.index, slot.date, slot.minute, round.holes),
      threeWayHolesRequirementTypeId: layout.kind === 'three-nines' ? holesRequirementTypeId : null,
    };
  });
}

/**
 * The courses a tee-times request names. A group answers for all its courses whatever the
 * configuration (a live sweep of Denver's group answered the same for every one); without a
 * group, the configuration picks one of the club's sheets (Kennedy's 0 is its par 3).
 */
function selectedCourses(courses: readonly MemberCourse[], body: Record<string, unknown>) {
  const number = (key: string) => Number(body[key] ?? 0) || 0;
  const group = number('golfClubGroupId');
  const course = number('golfCourseId');
  return courses.filter(({ ids }) =>
    group !== 0
      ? ids.golfClubGroupId === group
      : ids.golfClubId === number('golfClubId') &&
        (course === 0 || ids.golfCourseId === course) &&
        ids.configurationTypeId === number('configurationTypeId'),
  );
}

/** The answer: a row per minute of the courses' sheets, in order, each with its items. */
function teeTimeRows(world: TeeSheetWorld, selected: readonly MemberCourse[], date: string) {
  const byMinute = new Map<number, Record<string, unknown>[]>();
  for (const member of selected) {
    for (const slot of world.sheet(member.worldCourse.course.id, date)) {
      const items = byMinute.get(slot.minute) ?? [];
      byMinute.set(slot.minute, [...items, ...itemsOf(member, slot)]);
    }
  }
  return [...byMinute.entries()]
    .sort(([a], [b]) => a - b)
    .map(([teeTime, items]) => ({ teeTime, items }));
}

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
          if (link.platform === 'membersports')
            courses.push({ worldCourse, ids: link.ids, index: courses.length });
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
          return teeTimeRows(world, selectedCourses(courses, body), date);
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

      /** The item a hold names by the teeTimeId the sheet listed for it. */
      const heldItem = (teeTimeId: number): { key: SlotKey; teeTimeId: number } | undefined => {
        const own = decodeTeeTimeId(teeTimeId, world.today());
        const member = own && courses[own.index];
        if (!own || !member) return undefined;
        const sold = own.holes === 9 || layoutOf(member).kind !== 'nine';
        const key = { courseId: member.worldCourse.course.id, date: own.date, minute: own.minute };
        return sold ? { key, teeTimeId } : undefined;
      };

      app.post('/api/v1/teeTimes/holds', async (request, reply) => {
        const refused = keyRefused(request, reply);
        if (refused) return refused;
        const body = (request.body ?? {}) as Record<string, unknown>;
        const item = heldItem(Number(body.teeTimeId));
        if (!item) return reply.code(404).send({ message: 'Tee time not found.' });
        const result = world.placeHold({
          ...item.key,
          players: Number(body.numberOfPlayers ?? 1),
          platform: 'membersports',
          // The hold's id carries the item held, for the reservation to name it.
          idPrefix: `${item.teeTimeId}-`,
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
          teeTimeId: item.teeTimeId,
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
          teeTimeId: Number(booking.holdId.split('-')[0]),
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
