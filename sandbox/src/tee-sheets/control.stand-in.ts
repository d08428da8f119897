import { type StandIn } from '../stand-in.js';
import { type Platform, isPlatform, platforms } from './catalogue.js';
import {
  formatClockTime,
  formatMinute,
  isValidDate,
  parseClockTime,
  parseMinute,
  toLocal,
} from './denver-time.js';
import { type FaultSpec, afterHandlingKinds, faultKinds } from './platform-guard.js';
import { describeLink } from './platform-ids.js';
import { type Endpoints, type TeeSheetContext, dollars } from './tee-sheet-context.js';
import {
  type Booking,
  type Slot,
  SlotNotFoundError,
  type TeeSheetWorld,
} from './tee-sheet-world.js';

export const controlEndpoints: Endpoints = [
  {
    method: 'GET',
    path: '/control/clock',
    summary: 'World clock: {now, local: {date, time}, speed}.',
  },
  {
    method: 'PUT',
    path: '/control/clock',
    summary: 'JSON {speed? (1..1000), advanceMinutes?, at? (ISO instant)}: {before, after}.',
  },
  {
    method: 'GET',
    path: '/control/courses',
    summary:
      'Every simulated course: profile, open dates and each platform link with the ids the sandbox derives (Chronogolf uuids, foreUP members class, TeeItUp courseId, Club Prophet site key, Club Caddie course number, Teesnap property id, Quick18 course number).',
  },
  {
    method: 'PUT',
    path: '/control/courses/{courseId}/release',
    summary:
      'JSON {releaseTime: "HH:MM" or "HH:MM:SS", bookingWindowDays? (0-30)}: the course, and the rest of its MemberSports club group, open each date that many days ahead at that local time. {courses, releaseTime, bookingWindowDays}.',
  },
  {
    method: 'GET',
    path: '/control/courses/{courseId}/sheet?date=YYYY-MM-DD',
    summary: 'The ground truth: every slot of the date, full and blocked ones included.',
  },
  {
    method: 'POST',
    path: '/control/slots/open',
    summary:
      'JSON {courseId, date, time: "HH:MM", spots? (1-4, default 4), price? (dollars)}: the slot shows exactly that many open spots now (added when the time is not on the grid). {before, after}.',
  },
  {
    method: 'POST',
    path: '/control/slots/free',
    summary:
      'JSON {courseId, date, time, spots}: cancels bookings for that many players. {before, after}.',
  },
  {
    method: 'POST',
    path: '/control/slots/book',
    summary:
      'JSON {courseId, date, time, spots, overHolds?}: books that many open spots away. overHolds: true books over online holds too (the pro shop counter), so committing such a hold is refused. {before, after}.',
  },
  {
    method: 'POST',
    path: '/control/prices',
    summary:
      'JSON {courseId, date, time? (left out: the whole date), price (dollars per player)}: {before, after}.',
  },
  { method: 'GET', path: '/control/faults', summary: 'Active faults with their hit counts.' },
  {
    method: 'POST',
    path: '/control/faults',
    summary: `JSON {platform, kind (${faultKinds.join(', ')}), rate? (0..1, default 1), count?, ms?, retryAfterSeconds?, status?, path?, method?, afterHandling?}: {added}. latency adds ms; timeout answers after ms, or never without ms; 429 sends Retry-After only when retryAfterSeconds is given; 500 answers status (500, 502, 503, 504); malformed cuts the JSON in half; empty removes the tee times. path (text the URL path contains) and method narrow the requests hit; afterHandling (500 and timeout) lets the platform do the work before failing to answer, as a commit that booked but answered 500.`,
  },
  {
    method: 'DELETE',
    path: '/control/faults?platform={platform}',
    summary:
      'Clears the faults of one platform, or all: {cleared}. DELETE /control/faults/{id} clears one.',
  },
  {
    method: 'GET',
    path: '/control/rate-limits',
    summary:
      'Per platform: the request budget and the traffic seen (requests, throttled, faulted).',
  },
  {
    method: 'PUT',
    path: '/control/rate-limits/{platform}',
    summary:
      'JSON {requestsPerSecond? (null: no limit), burst?, retryAfter? (boolean)}: {before, after}.',
  },
  {
    method: 'GET',
    path: '/control/bookings?platform={platform}',
    summary:
      'Holds and bookings made through the protocols (platform left out: all): each booking with its platform, confirmation id, slot, players and the golfer the platform was told of.',
  },
  {
    method: 'POST',
    path: '/control/bookings/{id}/cancel',
    summary:
      "The course cancels a booking made through a protocol (the golfer phoned the pro shop): its spots open again and the golfer's reservations no longer list it. The booking, with cancelledAt.",
  },
  {
    method: 'POST',
    path: '/control/reset',
    summary:
      'Back to the seeded world: bookings, holds, overrides, faults and budgets forgotten, clock at its start.',
  },
];

const slotBody = {
  type: 'object',
  required: ['courseId', 'date', 'time'],
  additionalProperties: false,
  properties: {
    courseId: { type: 'string' },
    date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    time: { type: 'string', pattern: '^\\d{1,2}:\\d{2}$' },
    spots: { type: 'integer', minimum: 1, maximum: 4 },
    price: { type: 'number', minimum: 0 },
  },
} as const;

interface SlotBody {
  courseId: string;
  date: string;
  time: string;
  spots?: number;
  price?: number;
}

/** A booking as the control API shows it: times as text. */
function bookingView({ seq: _seq, cancelledSeq: _cancelled, ...booking }: Booking) {
  return {
    ...booking,
    time: formatMinute(booking.minute),
    at: new Date(booking.at).toISOString(),
    cancelledAt:
      booking.cancelledAt === undefined ? null : new Date(booking.cancelledAt).toISOString(),
  };
}

/** The hand of the test or demo on the simulated world: slots, prices, faults, budgets, clock. */
export function controlStandIn(context: TeeSheetContext): StandIn {
  return {
    descriptor: {
      id: 'tee-sheet-control',
      name: 'Tee-sheet control API',
      description:
        'JSON calls that move the simulated tee-sheet world for tests and demos: open, free or book slots, change prices, inject faults per platform, change request budgets, run the clock faster, reset. Every call answers what it changed.',
      basePath: '/control',
      endpoints: controlEndpoints,
    },
    plugin: async (app) => {
      const { world, guard } = context;

      app.setErrorHandler(async (error, _request, reply) => {
        if (error instanceof SlotNotFoundError)
          return reply.code(404).send({ error: error.message });
        if (error instanceof ControlError)
          return reply.code(error.status).send({ error: error.message });
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        return reply.code(status).send({ error: (error as Error).message });
      });

      app.get('/', async () => ({ endpoints: controlEndpoints }));

      app.get('/clock', async () => clockView(world));

      app.put(
        '/clock',
        {
          schema: {
            body: {
              type: 'object',
              additionalProperties: false,
              properties: {
                speed: { type: 'number', minimum: 1, maximum: 1000 },
                advanceMinutes: { type: 'number', minimum: 0 },
                at: { type: 'string' },
              },
            },
          },
        },
        async (request) => {
          const body = request.body as { speed?: number; advanceMinutes?: number; at?: string };
          const before = clockView(world);
          if (body.at !== undefined) {
            const at = Date.parse(body.at);
            if (Number.isNaN(at)) throw new ControlError(400, `"at" is not an instant: ${body.at}`);
            world.clock.set(at);
          }
          if (body.advanceMinutes !== undefined) {
            world.clock.set(world.now() + body.advanceMinutes * 60_000);
          }
          if (body.speed !== undefined) world.clock.setSpeed(body.speed);
          return { before, after: clockView(world) };
        },
      );

      app.get('/courses', async () =>
        world.courses.map(({ course, profile }) => ({
          id: course.id,
          name: course.name,
          city: course.city,
          type: course.type,
          holes: profile.holes,
          firstTee: formatMinute(profile.firstTeeMinute),
          lastTee: formatMinute(profile.lastTeeMinute),
          intervalMinutes: profile.intervalMinutes,
          basePrice: dollars(profile.basePriceCents),
          cartIncluded: profile.cartIncluded,
          bookingWindowDays: profile.bookingWindowDays,
          releaseTime: formatClockTime(profile.releaseMinute),
          openDates: world.openDates(course.id),
          links: course.links.map((link) => ({
            platform: link.platform,
            ids: describeLink(course, link),
          })),
        })),
      );

      app.put(
        '/courses/:courseId/release',
        {
          schema: {
            body: {
              type: 'object',
              required: ['releaseTime'],
              additionalProperties: false,
              properties: {
                releaseTime: { type: 'string' },
                bookingWindowDays: { type: 'integer', minimum: 0, maximum: 30 },
              },
            },
          },
        },
        async (request) => {
          const { courseId } = request.params as { courseId: string };
          requireCourse(world, courseId);
          const body = request.body as { releaseTime: string; bookingWindowDays?: number };
          const releaseMinute = parseClockTime(body.releaseTime);
          if (releaseMinute === undefined) {
            throw new ControlError(400, `"releaseTime" is not HH:MM[:SS]: ${body.releaseTime}`);
          }
          const courses = world.setRelease(courseId, {
            releaseMinute,
            bookingWindowDays: body.bookingWindowDays,
          });
          return {
            courses: courses.map(({ course }) => course.id),
            releaseTime: formatClockTime(releaseMinute),
            bookingWindowDays: courses[0]!.profile.bookingWindowDays,
          };
        },
      );

      app.get('/courses/:courseId/sheet', async (request) => {
        const { courseId } = request.params as { courseId: string };
        const worldCourse = requireCourse(world, courseId);
        const date = String((request.query as { date?: string }).date ?? world.today());
        if (!isValidDate(date)) throw new ControlError(400, `"date" is not YYYY-MM-DD: ${date}`);
        return {
          courseId,
          name: worldCourse.course.name,
          date,
          open: world.isDateOpen(courseId, date),
          slots: world.sheet(courseId, date).map(slotView),
        };
      });

      app.post('/slots/open', { schema: { body: slotBody } }, async (request) => {
        const body = request.body as SlotBody;
        const key = slotKeyOf(world, body);
        const change = world.openSlot(
          key,
          body.spots ?? 4,
          body.price === undefined ? undefined : Math.round(body.price * 100),
        );
        return changeView(change);
      });

      const bookingBody = { ...slotBody, required: ['courseId', 'date', 'time', 'spots'] };
      app.post('/slots/free', { schema: { body: bookingBody } }, async (request) => {
        const body = request.body as Required<SlotBody>;
        return changeView(world.freeSpots(slotKeyOf(world, body), body.spots));
      });
      const bookBody = {
        ...bookingBody,
        properties: { ...bookingBody.properties, overHolds: { type: 'boolean' } },
      };
      app.post('/slots/book', { schema: { body: bookBody } }, async (request) => {
        const body = request.body as Required<SlotBody> & { overHolds?: boolean };
        return changeView(
          world.bookSpots(slotKeyOf(world, body), body.spots, body.overHolds ?? false),
        );
      });

      app.post(
        '/prices',
        {
          schema: {
            body: {
              ...slotBody,
              required: ['courseId', 'date', 'price'],
            },
          },
        },
        async (request) => {
          const body = request.body as SlotBody & { price: number };
          requireCourse(world, body.courseId);
          const minute = body.time === undefined ? undefined : parseMinute(body.time);
          if (body.time !== undefined && minute === undefined) {
            throw new ControlError(400, `"time" is not HH:MM: ${body.time}`);
          }
          const { before, after } = world.setPrice(
            body.courseId,
            body.date,
            Math.round(body.price * 100),
            minute,
          );
          if (after.length === 0) {
            throw new ControlError(
              404,
              'no open slot matches (outside the booking window or passed)',
            );
          }
          return { before: before.map(slotView), after: after.map(slotView) };
        },
      );

      app.get('/faults', async () => guard.faults);

      app.post(
        '/faults',
        {
          schema: {
            body: {
              type: 'object',
              required: ['platform', 'kind'],
              additionalProperties: false,
              properties: {
                platform: { type: 'string', enum: [...platforms] },
                kind: { type: 'string', enum: [...faultKinds] },
                rate: { type: 'number', minimum: 0, maximum: 1 },
                count: { type: 'integer', minimum: 1 },
                ms: { type: 'integer', minimum: 0, maximum: 600_000 },
                retryAfterSeconds: { type: 'integer', minimum: 0 },
                status: { type: 'integer', enum: [500, 502, 503, 504] },
                path: { type: 'string', minLength: 1 },
                method: { type: 'string', enum: ['GET', 'POST', 'PUT', 'DELETE'] },
                afterHandling: { type: 'boolean' },
              },
            },
          },
        },
        async (request) => {
          const spec = request.body as FaultSpec;
          if (spec.afterHandling && !afterHandlingKinds.includes(spec.kind)) {
            throw new ControlError(
              400,
              `afterHandling applies to ${afterHandlingKinds.join(' and ')} faults only`,
            );
          }
          return { added: guard.addFault(spec) };
        },
      );

      app.delete('/faults', async (request) => {
        const { platform } = request.query as { platform?: string };
        if (platform !== undefined && !isPlatform(platform)) {
          throw new ControlError(400, `unknown platform "${platform}"`);
        }
        return { cleared: guard.clearFaults(platform) };
      });

      app.delete('/faults/:id', async (request) => {
        const { id } = request.params as { id: string };
        const cleared = guard.clearFaults(undefined, id);
        if (cleared.length === 0) throw new ControlError(404, `no fault "${id}"`);
        return { cleared };
      });

      app.get('/rate-limits', async () =>
        Object.fromEntries(
          platforms.map((platform) => [
            platform,
            { ...guard.rateLimit(platform), traffic: guard.stats(platform) },
          ]),
        ),
      );

      app.put(
        '/rate-limits/:platform',
        {
          schema: {
            body: {
              type: 'object',
              additionalProperties: false,
              properties: {
                requestsPerSecond: { type: ['number', 'null'], exclusiveMinimum: 0 },
                burst: { type: 'integer', minimum: 1 },
                retryAfter: { type: 'boolean' },
              },
            },
          },
        },
        async (request) => {
          const { platform } = request.params as { platform: string };
          if (!isPlatform(platform)) throw new ControlError(404, `unknown platform "${platform}"`);
          return guard.setRateLimit(platform as Platform, request.body as object);
        },
      );

      app.get('/bookings', async (request) => {
        const { platform } = request.query as { platform?: string };
        if (platform !== undefined && !isPlatform(platform)) {
          throw new ControlError(400, `unknown platform "${platform}"`);
        }
        const records = world.bookingRecords();
        const holds = records.holds.filter((hold) => !platform || hold.platform === platform);
        const bookings = records.bookings.filter(
          (booking) => !platform || booking.platform === platform,
        );
        const now = world.now();
        return {
          holds: holds.map(({ createdSeq: _created, endedSeq: _ended, ...hold }) => ({
            ...hold,
            time: formatMinute(hold.minute),
            live: world.isHoldLive(hold, now),
            createdAt: new Date(hold.createdAt).toISOString(),
            expiresAt: new Date(hold.expiresAt).toISOString(),
            endedAt: hold.endedAt === undefined ? null : new Date(hold.endedAt).toISOString(),
          })),
          bookings: bookings.map(bookingView),
        };
      });

      app.post('/bookings/:id/cancel', async (request) => {
        const { id } = request.params as { id: string };
        const cancelled = world.cancelBooking(id);
        if (!cancelled) throw new ControlError(404, `no booking "${id}" to cancel`);
        return bookingView(cancelled);
      });

      app.post('/reset', async () => {
        world.reset();
        guard.reset();
        return { reset: true, clock: clockView(world) };
      });
    },
  };
}

class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function requireCourse(
  world: TeeSheetWorld,
  courseId: string,
): NonNullable<ReturnType<TeeSheetWorld['course']>> {
  const worldCourse = world.course(courseId);
  if (!worldCourse) throw new ControlError(404, `no simulated course "${courseId}"`);
  return worldCourse;
}

function slotKeyOf(
  world: TeeSheetWorld,
  body: { courseId: string; date: string; time: string },
): { courseId: string; date: string; minute: number } {
  requireCourse(world, body.courseId);
  const minute = parseMinute(body.time);
  if (minute === undefined) throw new ControlError(400, `"time" is not HH:MM: ${body.time}`);
  if (!isValidDate(body.date)) throw new ControlError(400, `"date" is not a date: ${body.date}`);
  return { courseId: body.courseId, date: body.date, minute };
}

export function clockView(world: TeeSheetWorld): Record<string, unknown> {
  const now = world.now();
  const local = toLocal(now);
  return {
    now: new Date(now).toISOString(),
    local: { date: local.date, time: formatMinute(local.minute), timeZone: 'America/Denver' },
    speed: world.clock.speed,
  };
}

export function slotView(slot: Slot): Record<string, unknown> {
  return {
    courseId: slot.courseId,
    date: slot.date,
    time: slot.time,
    startsAt: new Date(slot.startsAt).toISOString(),
    slotNumber: slot.slotNumber,
    holes: slot.holes,
    openSpots: slot.openSpots,
    bookedPlayers: slot.bookedPlayers,
    heldPlayers: slot.heldPlayers,
    price: dollars(slot.priceCents),
    ninePrice: dollars(slot.ninePriceCents),
    cartIncluded: slot.cartIncluded,
    twilight: slot.twilight,
    blocked: slot.blocked,
  };
}

function changeView(change: { before: Slot | null; after: Slot }): Record<string, unknown> {
  return { before: change.before && slotView(change.before), after: slotView(change.after) };
}
