import { type StandIn } from '../stand-in.js';
import { cancellationTermsOf } from './booking-rules.js';
import { type ChronogolfIds } from './catalogue.js';
import { isValidDate, parseMinute } from './denver-time.js';
import { guardPlatform } from './platform-guard.js';
import {
  chronogolfClubSlug,
  chronogolfClubUuid,
  chronogolfCourseUuid,
  chronogolfPlayerTypeId,
  chronogolfTeetimeUuid,
  slotNumberOfChronogolfUuid,
} from './platform-ids.js';
import {
  type Endpoints,
  type TeeSheetContext,
  commitRefusalCode,
  dollars,
  golferOf,
  queryList,
  queryText,
} from './tee-sheet-context.js';
import { hash32, uuidFrom } from './seeded-random.js';
import { type Booking, type Slot, type WorldCourse } from './tee-sheet-world.js';

export const chronogolfEndpoints: Endpoints = [
  {
    method: 'GET',
    path: '/chronogolf/marketplace/clubs/{clubId}/teetimes?date=YYYY-MM-DD&course_id={courseId}&affiliation_type_ids[]={affiliationTypeId}&nb_holes=18',
    summary:
      'v1 tee times (array), full ones included. One affiliation_type_ids[] per player (the party size); 422 without a valid one. No open-spots field: out_of_capacity is relative to the party, green_fees has one entry per player asked for. Most clubs keep single golfers off empty tee times: a party of one gets such a slot with a restriction text and no green_fees key.',
  },
  {
    method: 'GET',
    path: '/chronogolf/marketplace/v2/teetimes?start_date=YYYY-MM-DD&course_ids={uuid},{uuid}&holes=9,18&page=1',
    summary:
      'v2 tee times of several courses, 24 per page: {status, teetimes}; max_player_size is the open spots, min_player_size 2 on an empty tee time of a club that keeps singles off. default_price.bookable_holes is the round priced (a number), course.bookable_holes a list. Numeric course ids are accepted too.',
  },
  {
    method: 'GET',
    path: '/chronogolf/private_api/clubs/{slug or clubId}',
    summary:
      'Club record: {id, uuid, slug, name, online_booking_enabled, settings: {default_affiliation_type_id, cancellation_policy}}; cancellation_policy (sandbox design) is the text the club publishes, or null.',
  },
  {
    method: 'GET',
    path: '/chronogolf/private_api/clubs/{clubId}/courses',
    summary: 'The club courses: [{id, uuid, name, holes, online_booking_enabled}].',
  },
  {
    method: 'POST',
    path: '/chronogolf/marketplace/v2/teetimes/{teetime id or uuid}/holds',
    summary:
      'Sandbox design: hold, JSON {nb_players}: 201 {id, teetime_id, teetime_uuid, nb_players, expires_at}, 409 {errors} when the spots are gone, 422 {errors} for a single on an empty tee time of a club that keeps singles off.',
  },
  {
    method: 'DELETE',
    path: '/chronogolf/marketplace/v2/holds/{holdId}',
    summary: 'Sandbox design: releases a hold (204, 404 when not live).',
  },
  {
    method: 'POST',
    path: '/chronogolf/marketplace/v2/reservations',
    summary:
      'Sandbox design: commit, JSON {hold_id, nb_players?, customer?: {name, email, phone}}: 201 {id, uuid, status: "confirmed", teetime_id, course_id, date, start_time, nb_players}; 422 {errors, code} without a live hold (code hold_not_found, hold_expired, teetime_unavailable when the slot filled over the hold, already_reserved for a second commit of one hold, too_many_players).',
  },
  {
    method: 'GET',
    path: '/chronogolf/marketplace/v2/reservations?email={email}',
    summary:
      "Sandbox design: the customer's upcoming reservations, {reservations: [{id, uuid, status, teetime_id, course_id, date, start_time, nb_players}]}.",
  },
];

interface ChronoCourse {
  worldCourse: WorldCourse;
  ids: ChronogolfIds;
  uuid: string;
  club: Club;
}

interface Club {
  id: number;
  uuid: string;
  slug: string;
  name: string;
  city: string;
  affiliationTypeIds: Set<number>;
  defaultAffiliationTypeId: number;
  keepsSinglesOffEmptySlots: boolean;
  courses: ChronoCourse[];
}

const invalidPlayerType = { errors: ['Player type provided is not valid'] };
const perPage = 24;
/** Chronogolf's own wording, as real v1 answers carry it. */
const singlesRestriction =
  'Single players are not allowed to book online onto a fully empty tee time. This is a feature activated by the golf course. Please call the pro shop for more details or to request a booking.';

/**
 * Whether a club keeps single golfers off empty tee times online, a setting of the club. Most real
 * clubs in the captures do (Rock Spring and Putnam County in v1, Baker National in v2), so two
 * clubs in three here, decided by the club's id (club 3261 does, the test fixtures' 20806 not).
 */
function keepsSinglesOffEmptySlots(clubId: number): boolean {
  return hash32('chronogolf-empty-slot-rule', clubId) % 3 !== 0;
}

/** The smallest party the club lets book the slot online. */
function smallestParty(club: Club, slot: Slot): number {
  return club.keepsSinglesOffEmptySlots && slot.openSpots === slot.capacity ? 2 : 1;
}

/** Chronogolf (Lightspeed Golf): marketplace v1 and v2 tee times and the club lookups. */
export function chronogolfStandIn(context: TeeSheetContext): StandIn {
  return {
    descriptor: {
      id: 'chronogolf',
      name: 'Chronogolf (Lightspeed Golf)',
      description:
        'Chronogolf marketplace v1 and v2 tee times, club lookups and a hold/commit booking flow under /chronogolf, for the catalogue courses with a Chronogolf link; 429 without Retry-After.',
      basePath: '/chronogolf',
      endpoints: chronogolfEndpoints,
    },
    plugin: async (app) => {
      const { world, guard } = context;
      const clubs = new Map<number, Club>();
      const bySlug = new Map<string, Club>();
      const byCourseKey = new Map<string, ChronoCourse>();
      for (const worldCourse of world.courses) {
        for (const link of worldCourse.course.links) {
          if (link.platform !== 'chronogolf') continue;
          const ids = link.ids;
          let club = clubs.get(ids.clubId);
          if (!club) {
            club = {
              id: ids.clubId,
              uuid: chronogolfClubUuid(ids.clubId),
              slug: chronogolfClubSlug(worldCourse.course),
              name: worldCourse.course.name,
              city: worldCourse.course.city,
              affiliationTypeIds: new Set(),
              defaultAffiliationTypeId: ids.affiliationTypeId,
              keepsSinglesOffEmptySlots: keepsSinglesOffEmptySlots(ids.clubId),
              courses: [],
            };
            clubs.set(club.id, club);
            bySlug.set(club.slug, club);
          }
          club.affiliationTypeIds.add(ids.affiliationTypeId);
          const chronoCourse = { worldCourse, ids, uuid: chronogolfCourseUuid(ids), club };
          club.courses.push(chronoCourse);
          byCourseKey.set(String(ids.courseId), chronoCourse);
          byCourseKey.set(chronoCourse.uuid, chronoCourse);
        }
      }

      guardPlatform(app, guard, 'chronogolf', {
        tooManyRequests: { contentType: 'text/plain; charset=utf-8', body: 'Retry later\n' },
        unauthorized: { contentType: 'application/json', body: '{"error":"Unauthorized"}' },
        serverError: {
          contentType: 'application/json',
          body: '{"status":500,"error":"Internal Server Error"}',
        },
      });

      app.get('/marketplace/clubs/:clubId/teetimes', async (request, reply) => {
        const club = clubs.get(Number((request.params as { clubId: string }).clubId));
        if (!club) return reply.code(404).send({ errors: ['Club not found'] });
        const query = request.query as Record<string, unknown>;
        const date = queryText(query.date) ?? '';
        if (!isValidDate(date)) return reply.code(422).send({ errors: ['Date is not valid'] });
        const affiliations = queryList(
          query['affiliation_type_ids[]'] ?? query.affiliation_type_ids,
        ).map(Number);
        if (
          affiliations.length === 0 ||
          !affiliations.every((id) => club.affiliationTypeIds.has(id))
        ) {
          return reply.code(422).send(invalidPlayerType);
        }
        const courseId = queryText(query.course_id);
        const courses =
          courseId === undefined
            ? club.courses
            : club.courses.filter((course) => String(course.ids.courseId) === courseId);
        const nbHoles = Number(queryText(query.nb_holes) ?? 0) || undefined;

        const answer: Record<string, unknown>[] = [];
        for (const course of courses) {
          const round = nbHoles ?? course.worldCourse.profile.holes;
          if (!bookableHoles(course).includes(round)) continue;
          for (const slot of world.sheet(course.worldCourse.course.id, date)) {
            if (slot.blocked) continue;
            answer.push(renderV1(club, course, slot, round, affiliations));
          }
        }
        return answer;
      });

      app.get('/marketplace/v2/teetimes', async (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const date = queryText(query.start_date) ?? queryText(query.date) ?? '';
        if (!isValidDate(date))
          return reply.code(422).send({ errors: ['start_date is not valid'] });
        const courses = queryList(query.course_ids ?? query['course_ids[]'])
          .map((key) => byCourseKey.get(key))
          .filter((course): course is ChronoCourse => course !== undefined);
        const holes = queryList(query.holes).map(Number);
        const players = Number(queryText(query.nb_players) ?? 0) || 0;
        const from = parseMinute(queryText(query.start_time) ?? '') ?? 0;
        const page = Math.max(1, Math.floor(Number(queryText(query.page) ?? 1)) || 1);

        const found: { course: ChronoCourse; slot: Slot }[] = [];
        for (const course of [...new Set(courses)]) {
          const bookable = bookableHoles(course);
          if (holes.length > 0 && !holes.some((hole) => bookable.includes(hole))) continue;
          for (const slot of world.sheet(course.worldCourse.course.id, date)) {
            if (slot.blocked || slot.openSpots === 0 || slot.openSpots < players) continue;
            if (players > 0 && players < smallestParty(course.club, slot)) continue;
            if (slot.minute < from) continue;
            found.push({ course, slot });
          }
        }
        found.sort(
          (a, b) =>
            a.slot.startsAt - b.slot.startsAt || a.course.ids.courseId - b.course.ids.courseId,
        );
        const teetimes = found
          .slice((page - 1) * perPage, page * perPage)
          .map(({ course, slot }) => renderV2(course, slot));
        return { status: 'open', teetimes };
      });

      app.get('/private_api/clubs/:club', async (request, reply) => {
        const key = (request.params as { club: string }).club;
        const club = clubs.get(Number(key)) ?? bySlug.get(key);
        if (!club) return reply.code(404).send({ errors: ['Club not found'] });
        return {
          id: club.id,
          uuid: club.uuid,
          slug: club.slug,
          name: club.name,
          city: club.city,
          online_booking_enabled: true,
          settings: {
            default_affiliation_type_id: String(club.defaultAffiliationTypeId),
            cancellation_policy: cancellationTermsOf(club.courses[0]?.worldCourse.course.id ?? ''),
          },
        };
      });

      app.get('/private_api/clubs/:club/courses', async (request, reply) => {
        const key = (request.params as { club: string }).club;
        const club = clubs.get(Number(key)) ?? bySlug.get(key);
        if (!club) return reply.code(404).send({ errors: ['Club not found'] });
        return club.courses.map((course) => ({
          id: course.ids.courseId,
          uuid: course.uuid,
          name: course.worldCourse.course.name,
          holes: course.worldCourse.profile.holes,
          online_booking_enabled: true,
        }));
      });

      const courseOfWorld = (courseId: string): ChronoCourse | undefined =>
        [...byCourseKey.values()].find((candidate) => candidate.worldCourse.course.id === courseId);

      app.post('/marketplace/v2/teetimes/:teetime/holds', async (request, reply) => {
        const key = (request.params as { teetime: string }).teetime;
        const slotNumber = /^\d+$/.test(key) ? Number(key) : slotNumberOfChronogolfUuid(key);
        const slotKey = slotNumber === undefined ? undefined : world.decodeSlotNumber(slotNumber);
        const isChronogolf =
          slotKey !== undefined &&
          world
            .course(slotKey.courseId)
            ?.course.links.some((link) => link.platform === 'chronogolf');
        if (!slotKey || !isChronogolf)
          return reply.code(404).send({ errors: ['Tee time not found'] });
        const body = (request.body ?? {}) as Record<string, unknown>;
        const players = Number(body.nb_players ?? 1);
        const slot = world.slot(slotKey.courseId, slotKey.date, slotKey.minute);
        const club = courseOfWorld(slotKey.courseId)?.club;
        if (slot && club && players < smallestParty(club, slot)) {
          return reply.code(422).send({ errors: [singlesRestriction] });
        }
        const result = world.placeHold({ ...slotKey, players, platform: 'chronogolf' });
        if (!result.ok) {
          if (result.reason === 'no-such-slot') {
            return reply.code(404).send({ errors: ['Tee time not found'] });
          }
          if (result.reason === 'bad-players') {
            return reply.code(422).send({ errors: ['nb_players must be between 1 and 4'] });
          }
          return reply.code(409).send({ errors: ['Tee time is no longer available'] });
        }
        return reply.code(201).send({
          id: result.hold.id,
          teetime_id: result.slot.slotNumber,
          teetime_uuid: chronogolfTeetimeUuid(result.slot.slotNumber),
          nb_players: result.hold.players,
          expires_at: new Date(result.hold.expiresAt).toISOString(),
        });
      });

      app.delete('/marketplace/v2/holds/:hold', async (request, reply) => {
        const id = (request.params as { hold: string }).hold;
        const hold = world.hold(id);
        if (!hold || hold.platform !== 'chronogolf' || !world.releaseHold(id)) {
          return reply.code(404).send({ errors: ['Hold not found'] });
        }
        return reply.code(204).send();
      });

      const renderReservation = (booking: Booking): Record<string, unknown> => {
        const slotNumber = world.slotNumber(booking.courseId, booking.date, booking.minute);
        return {
          id: booking.id,
          uuid: uuidFrom('chronogolf-reservation', booking.id),
          status: 'confirmed',
          teetime_id: slotNumber,
          teetime_uuid: chronogolfTeetimeUuid(slotNumber),
          course_id: courseOfWorld(booking.courseId)?.ids.courseId ?? null,
          date: booking.date,
          start_time: formatStart(booking.minute, true),
          nb_players: booking.players,
        };
      };

      app.post('/marketplace/v2/reservations', async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const hold = world.hold(String(body.hold_id ?? ''));
        if (!hold || hold.platform !== 'chronogolf') {
          return reply.code(422).send({ errors: ['Hold is not valid'], code: 'hold_not_found' });
        }
        if (hold.outcome === 'committed') {
          return reply
            .code(422)
            .send({ errors: ['Hold has already been reserved'], code: 'already_reserved' });
        }
        const players = body.nb_players === undefined ? undefined : Number(body.nb_players);
        const result = world.commitHold(hold.id, players, { golfer: golferOf(body.customer) });
        if (!result.ok) {
          return reply.code(422).send({
            errors: [
              result.reason === 'too-many-players'
                ? `The hold is for ${hold.players} players`
                : result.reason === 'slot-taken'
                  ? 'Tee time is no longer available'
                  : 'Hold is not valid',
            ],
            code: commitRefusalCode(result.reason),
          });
        }
        return reply.code(201).send(renderReservation(result.booking));
      });

      app.get('/marketplace/v2/reservations', async (request, reply) => {
        const email = queryText((request.query as Record<string, unknown>).email) ?? '';
        if (email.trim() === '') return reply.code(422).send({ errors: ['email is required'] });
        return {
          reservations: world.reservationsOf('chronogolf', { email }).map(renderReservation),
        };
      });
    },
  };
}

function bookableHoles(course: ChronoCourse): number[] {
  return course.worldCourse.profile.holes === 18 ? [9, 18] : [9];
}

/** "06:30" in v1, "6:30" in v2. */
function formatStart(minute: number, padded: boolean): string {
  const hours = String(Math.floor(minute / 60));
  return `${padded ? hours.padStart(2, '0') : hours}:${String(minute % 60).padStart(2, '0')}`;
}

/**
 * A v1 tee time for a party (one affiliation id per player), in the captured answer's field order.
 * A full slot is listed too, out of capacity, still with one green fee per player asked for; a
 * party the club does not let book the slot gets the reason and no `green_fees` key at all.
 */
function renderV1(
  club: Club,
  course: ChronoCourse,
  slot: Slot,
  round: number,
  affiliations: number[],
): Record<string, unknown> {
  const party = affiliations.length;
  const kept = party < smallestParty(club, slot);
  const fee = dollars(round === 9 ? slot.ninePriceCents : slot.priceCents);
  const halfCart = slot.cartIncluded ? 0 : dollars(slot.cartFeeCents / 2);
  return {
    id: slot.slotNumber,
    uuid: chronogolfTeetimeUuid(slot.slotNumber),
    course_id: course.ids.courseId,
    start_time: slot.time,
    date: slot.date,
    event_id: null,
    hole: 1,
    // 1 on every real tee time, whatever the holes asked for.
    round: 1,
    format: 'normal',
    departure: null,
    restrictions: kept ? [singlesRestriction] : [],
    out_of_capacity: slot.openSpots < party,
    frozen: false,
    ...(kept
      ? {}
      : {
          green_fees: affiliations.map((affiliationTypeId) => ({
            // Real fees carry the affiliation id as the player type too.
            player_type_id: affiliationTypeId,
            green_fee: fee,
            half_cart: halfCart,
            one_person_cart: null,
            subtotal: fee,
            teetime_id: slot.slotNumber,
            affiliation_type_id: affiliationTypeId,
            price: fee,
            one_person_cart_price: null,
            half_cart_price: halfCart,
          })),
        }),
  };
}

/** A v2 tee time, in the captured answer's field order. */
function renderV2(course: ChronoCourse, slot: Slot): Record<string, unknown> {
  return {
    id: slot.slotNumber,
    uuid: chronogolfTeetimeUuid(slot.slotNumber),
    course: {
      id: course.ids.courseId,
      // [9, 18] on every real course, a nine-hole one too.
      bookable_holes: [9, 18],
      holes: course.worldCourse.profile.holes,
      name: course.worldCourse.course.name,
      uuid: course.uuid,
    },
    hole: 1,
    has_cart: slot.cartIncluded,
    min_player_size: smallestParty(course.club, slot),
    max_player_size: slot.openSpots,
    starts_at: new Date(slot.startsAt).toISOString().replace('.000Z', 'Z'),
    start_time: formatStart(slot.minute, false),
    date: slot.date,
    event_id: null,
    has_deal: slot.twilight,
    default_price: {
      green_fee: dollars(slot.priceCents),
      half_cart: slot.cartIncluded ? 0 : dollars(slot.cartFeeCents / 2),
      one_person_cart: null,
      player_type_id: chronogolfPlayerTypeId(course.ids),
      subtotal: dollars(slot.priceCents),
      // The holes of the round priced, a number (the course's list is course.bookable_holes).
      bookable_holes: slot.holes,
      affiliation_type: 'Public',
    },
    departure: null,
    format: 'normal',
  };
}
