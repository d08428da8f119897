import { createHmac, timingSafeEqual } from 'node:crypto';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { escapeHtml } from '../home-page.js';
import { type StandIn } from '../stand-in.js';
import { requiresCard } from './booking-rules.js';
import { type ForeupIds } from './catalogue.js';
import { formatMinute, isValidDate, pad2, parseMinute } from './denver-time.js';
import { guardPlatform } from './platform-guard.js';
import { foreupBookingClasses, foreupSideId } from './platform-ids.js';
import { hash32 } from './seeded-random.js';
import { type Endpoints, type TeeSheetContext, queryList, queryText } from './tee-sheet-context.js';
import { type Booking, type Slot, type WorldCourse } from './tee-sheet-world.js';

const api = '/foreup/index.php/api/booking';

export const foreupEndpoints: Endpoints = [
  {
    method: 'GET',
    path: `${api}/times?time=all&date=MM-DD-YYYY&holes=all&players=0&booking_class=&schedule_id={scheduleId}&schedule_ids[]={scheduleId}&specials_only=0&api_key=no_limits`,
    summary:
      'Open tee times (array). A booking_class not of the schedule answers the bare body false; the members class needs X-Authorization: Bearer <jwt>, else 401 {msg}.',
  },
  {
    method: 'GET',
    path: '/foreup/index.php/booking/{courseId}/{scheduleId}',
    summary:
      'The course\'s booking page (HTML). Its inline `SCHEDULES = [...]` lists each schedule (teesheet_id, days_in_booking_window counting today) and its booking classes (booking_class_id, name, online_booking_protected, days_in_booking_window, online_open_time "HHMM": when each day\'s new date opens).',
  },
  {
    method: 'POST',
    path: `${api}/users/login`,
    summary:
      "Form (or JSON) username, password, course_id, booking_class_id, api_key: answers {jwt, reservations} (the golfer's upcoming reservations: teetime_id, time, schedule_id, player_count...). Any non-empty username and password.",
  },
  {
    method: 'POST',
    path: `${api}/pending_reservation`,
    summary:
      'Hold, form-encoded only (JSON gets a bare 500), needs the jwt: time ("YYYY-MM-DD HH:MM"), schedule_id, players, holes... answers {success: true, reservation_id}, {success: false, msg} or false. Lasts 300 s of world time.',
  },
  {
    method: 'POST',
    path: `${api}/refresh_pending_reservation/{reservation_id}`,
    summary: 'Extends a live hold by 300 s: {success: true}.',
  },
  {
    method: 'DELETE',
    path: `${api}/pending_reservation/{reservation_id}`,
    summary: 'Releases a hold: {success: true}.',
  },
  {
    method: 'POST',
    path: `${api}/users/reservations`,
    summary:
      'Commit, JSON, needs the jwt: the slot plus players (string) and pending_reservation_id; validate_only: true answers {valid}. Answers {teetime_id, time, holes, player_count}. Refused with 400 {success: false, msg} when the hold expired, the slot filled over it, the hold was already booked (a second commit), or the slot requires a credit card (require_credit_card) and no credit_card_id is sent.',
  },
];

interface Schedule {
  worldCourse: WorldCourse;
  ids: ForeupIds;
  classes: { public: string | null; online: string; restricted: string };
  sideId: number;
}

type MoneyStyle = 'number' | 'string' | 'float';
const noClass = new Set(['', 'default', 'all', 'false', 'null']);
const forbiddenClass = { msg: 'You do not have permissions to use this booking class' };
const unauthorized = { msg: 'Unauthorized' };

/** foreUP: the schedule-based tee-times API of foreupsoftware.com, with its login and booking flow. */
export function foreupStandIn(context: TeeSheetContext): StandIn {
  return {
    descriptor: {
      id: 'foreup',
      name: 'foreUP',
      description:
        'foreUP tee times, login, hold and commit at their real paths under /foreup, for the catalogue courses with a foreUP link; quirks included (bare false, 0-indexed month in start_front, loose money types).',
      basePath: '/foreup',
      endpoints: foreupEndpoints,
    },
    plugin: async (app) => {
      const { world, guard } = context;
      const schedules = new Map<string, Schedule>();
      for (const worldCourse of world.courses) {
        for (const link of worldCourse.course.links) {
          if (link.platform !== 'foreup') continue;
          schedules.set(link.ids.scheduleId, {
            worldCourse,
            ids: link.ids,
            classes: foreupBookingClasses(link.ids),
            sideId: foreupSideId(link.ids),
          });
        }
      }

      guardPlatform(app, guard, 'foreup', {
        tooManyRequests: { contentType: 'application/json', body: '{"msg":"Too many requests"}' },
        unauthorized: { contentType: 'application/json', body: JSON.stringify(unauthorized) },
        serverError: { contentType: 'text/html; charset=UTF-8', body: '' },
      });
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, parseForm(String(body))),
      );

      const signer = jwtSigner(context.foreupJwtSecret);
      /** The signed-in golfer's login name, or undefined without a valid token. */
      const signedIn = (request: FastifyRequest): string | undefined => {
        const header = request.headers['x-authorization'] ?? request.headers.authorization;
        const token = /^Bearer\s+(\S+)$/i.exec(String(header ?? ''))?.[1];
        return token === undefined ? undefined : signer.verify(token)?.username;
      };
      const isAuthorized = (request: FastifyRequest): boolean => signedIn(request) !== undefined;
      const scheduleOfCourse = (courseId: string): Schedule | undefined =>
        [...schedules.values()].find((schedule) => schedule.worldCourse.course.id === courseId);

      const bookingPage = async (request: FastifyRequest, reply: FastifyReply) => {
        const { courseId } = request.params as { courseId: string };
        const ofCourse = [...schedules.values()].filter(
          (schedule) => schedule.ids.courseId === courseId,
        );
        if (ofCourse.length === 0) return reply.code(404).type('text/html').send('');
        return reply
          .type('text/html; charset=UTF-8')
          .send(bookingPageHtml(ofCourse[0]!.worldCourse.course.name, ofCourse));
      };
      app.get('/index.php/booking/:courseId', bookingPage);
      app.get('/index.php/booking/:courseId/:scheduleId', bookingPage);

      app.get('/index.php/api/booking/times', async (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const date = fromForeupDate(queryText(query.date) ?? '');
        if (!date) return reply.code(400).send({ msg: 'Invalid date' });
        const scheduleIds = [
          ...new Set([...queryList(query.schedule_id), ...queryList(query['schedule_ids[]'])]),
        ];
        if (scheduleIds.length === 0) return reply.code(400).send({ msg: 'Missing schedule_id' });
        const bookingClass = queryText(query.booking_class) ?? '';
        const players = Number(queryText(query.players) ?? 0) || 0;
        const holes = queryText(query.holes) ?? 'all';
        const time = queryText(query.time) ?? 'all';

        const slots: Record<string, unknown>[] = [];
        for (const scheduleId of scheduleIds) {
          const schedule = schedules.get(scheduleId);
          if (!schedule) continue;
          if (!noClass.has(bookingClass.toLowerCase())) {
            if (bookingClass === schedule.classes.restricted) {
              if (!isAuthorized(request)) return reply.code(401).send(forbiddenClass);
            } else if (bookingClass !== schedule.classes.online) {
              return reply.type('application/json').send('false');
            }
          }
          for (const slot of world.sheet(schedule.worldCourse.course.id, date)) {
            if (slot.blocked || slot.openSpots === 0 || slot.openSpots < players) continue;
            if (!matchesHoles(slot, holesStyle(schedule), holes) || !matchesTime(slot, time)) {
              continue;
            }
            slots.push(renderSlot(schedule, slot, bookingClassOf(schedule, bookingClass)));
          }
        }
        slots.sort((a, b) => String(a.time).localeCompare(String(b.time)));
        return slots;
      });

      app.post('/index.php/api/booking/users/login', async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const username = String(body.username ?? '').trim();
        const password = String(body.password ?? '');
        if (username === '' || password === '') {
          return reply.code(401).send({ success: false, msg: 'Invalid username or password' });
        }
        const personId = 1_000_000 + (hash32('foreup-person', username) % 9_000_000);
        const issuedAt = Math.floor(world.now() / 1000);
        const jwt = signer.sign({
          iss: 'foreupsoftware.com',
          uid: personId,
          username,
          course_id: String(body.course_id ?? ''),
          iat: issuedAt,
          exp: issuedAt + 86_400,
        });
        return {
          success: true,
          jwt,
          person_id: personId,
          first_name: 'Sandbox',
          last_name: 'Golfer',
          email: emailOf(username),
          booking_class_id: String(body.booking_class_id ?? ''),
          reservations: world
            .reservationsOf('foreup', { account: username })
            .map((booking) => renderReservation(booking, scheduleOfCourse(booking.courseId))),
        };
      });

      app.post('/index.php/api/booking/pending_reservation', async (request, reply) => {
        if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
          return reply.code(500).type('text/html; charset=UTF-8').send('');
        }
        if (!isAuthorized(request)) return reply.code(401).send(unauthorized);
        const form = (request.body ?? {}) as Record<string, string>;
        const schedule = schedules.get(String(form.schedule_id ?? ''));
        const when = parseForeupTime(form.time ?? '');
        if (!schedule || !when) return reply.type('application/json').send('false');
        const result = world.placeHold({
          courseId: schedule.worldCourse.course.id,
          date: when.date,
          minute: when.minute,
          players: Number(form.players),
          platform: 'foreup',
          idPrefix: 'TTID_',
        });
        if (result.ok) return { success: true, reservation_id: result.hold.id };
        if (result.reason === 'no-such-slot' || result.reason === 'not-bookable') {
          return reply.type('application/json').send('false');
        }
        return {
          success: false,
          msg:
            result.reason === 'bad-players'
              ? 'Please select between 1 and 4 players'
              : 'The time you selected is no longer available',
        };
      });

      app.post('/index.php/api/booking/refresh_pending_reservation/:id', async (request) => {
        const { id } = request.params as { id: string };
        return world.refreshHold(id)
          ? { success: true }
          : { success: false, msg: 'Reservation not found or expired' };
      });

      app.delete('/index.php/api/booking/pending_reservation/:id', async (request) => {
        const { id } = request.params as { id: string };
        return world.releaseHold(id)
          ? { success: true }
          : { success: false, msg: 'Reservation not found or expired' };
      });

      app.post('/index.php/api/booking/users/reservations', async (request, reply) => {
        const username = signedIn(request);
        if (username === undefined) return reply.code(401).send(unauthorized);
        const body = (request.body ?? {}) as Record<string, unknown>;
        return commit(body, username, reply);
      });

      function commit(body: Record<string, unknown>, username: string, reply: FastifyReply) {
        const refuse = (msg: string): unknown =>
          body.validate_only === true || body.validate_only === 'true'
            ? { valid: false, msg }
            : reply.code(400).send({ success: false, msg });
        const hold = world.hold(String(body.pending_reservation_id ?? ''));
        if (!hold || hold.platform !== 'foreup') return refuse('Reservation not found');
        if (hold.outcome === 'committed') return refuse('This reservation has already been booked');
        if (!world.isHoldLive(hold)) return refuse('Your reservation has expired');
        const when = parseForeupTime(String(body.time ?? ''));
        if (when && (when.date !== hold.date || when.minute !== hold.minute)) {
          return refuse('The time does not match your reservation');
        }
        const players = body.players === undefined ? hold.players : Number(body.players);
        if (!Number.isInteger(players) || players < 1 || players > hold.players) {
          return refuse(`You reserved ${hold.players} players`);
        }
        const schedule = scheduleOfCourse(hold.courseId);
        const card = String(body.credit_card_id ?? '').trim();
        if (schedule && requiresCard(schedule.worldCourse.profile) && card === '') {
          return refuse('A credit card is required to book this tee time');
        }
        if (body.validate_only === true || body.validate_only === 'true') return { valid: true };
        const result = world.commitHold(hold.id, players, {
          idPrefix: 'TT',
          golfer: { account: username, email: emailOf(username) },
        });
        if (!result.ok) {
          return refuse(
            result.reason === 'slot-taken'
              ? 'The time you selected is no longer available'
              : 'Your reservation has expired',
          );
        }
        const worldCourse = world.course(hold.courseId);
        return {
          success: true,
          teetime_id: result.booking.id,
          time: `${hold.date} ${formatMinute(hold.minute)}`,
          holes: worldCourse?.profile.holes ?? 18,
          player_count: players,
          course_id: worldCourse ? Number(foreupIdsOf(worldCourse)?.courseId) : null,
        };
      }
    },
  };
}

function emailOf(username: string): string {
  return username.includes('@') ? username : `${username}@example.test`;
}

/** One of the golfer's reservations as the login answer lists it. */
function renderReservation(
  booking: Booking,
  schedule: Schedule | undefined,
): Record<string, unknown> {
  return {
    teetime_id: booking.id,
    time: `${booking.date} ${formatMinute(booking.minute)}`,
    course_id: schedule ? Number(schedule.ids.courseId) : null,
    course_name: schedule?.worldCourse.course.name ?? null,
    schedule_id: schedule ? Number(schedule.ids.scheduleId) : null,
    teesheet_side_id: schedule?.sideId ?? null,
    holes: schedule?.worldCourse.profile.holes ?? 18,
    player_count: booking.players,
    status: 'booked',
  };
}

function foreupIdsOf(worldCourse: WorldCourse): ForeupIds | undefined {
  const link = worldCourse.course.links.find((candidate) => candidate.platform === 'foreup');
  return link?.platform === 'foreup' ? link.ids : undefined;
}

/** The class a times answer is for: the one asked, else the schedule's own online class. */
function bookingClassOf(schedule: Schedule, asked: string): string {
  return noClass.has(asked.toLowerCase()) ? schedule.classes.online : asked;
}

/** 18-hole schedules show holes as 18, "18" or "9/18" depending on the course (the loose typing). */
function holesStyle(schedule: Schedule): 9 | 18 | '18' | '9/18' {
  if (schedule.worldCourse.profile.holes === 9) return 9;
  const styles = [18, '18', '9/18'] as const;
  return styles[hash32('foreup-holes', schedule.ids.scheduleId) % styles.length] ?? 18;
}

function moneyStyle(schedule: Schedule): MoneyStyle {
  const styles = ['number', 'string', 'float'] as const;
  return styles[hash32('foreup-money', schedule.ids.scheduleId) % styles.length] ?? 'number';
}

function money(cents: number, style: MoneyStyle): number | string {
  const value = cents / 100;
  if (style === 'string') return value.toFixed(2);
  return value;
}

function matchesHoles(slot: Slot, style: ReturnType<typeof holesStyle>, holes: string): boolean {
  if (holes === '9') return slot.holes === 9 || style === '9/18';
  if (holes === '18') return slot.holes === 18;
  return true;
}

function matchesTime(slot: Slot, time: string): boolean {
  switch (time) {
    case 'morning':
      return slot.minute < 11 * 60;
    case 'midday':
      return slot.minute >= 11 * 60 && slot.minute < 15 * 60;
    case 'evening':
      return slot.minute >= 15 * 60;
    default:
      return true;
  }
}

/**
 * The booking page: the app shell and the schedules blob its script reads. A window counts
 * today (8 is today and the next 7 days); the open time is when each day's new date opens.
 */
function bookingPageHtml(name: string, ofCourse: Schedule[]): string {
  const blob = ofCourse.map(({ ids, classes, worldCourse: { profile } }) => {
    const window = String(profile.bookingWindowDays + 1);
    const opens = formatMinute(Math.floor(profile.releaseMinute)).replace(':', '');
    const bookingClass = (id: string, label: string, protectedClass: boolean) => ({
      booking_class_id: id,
      teesheet_id: ids.scheduleId,
      active: '1',
      hidden: '0',
      name: label,
      online_booking_protected: protectedClass ? '1' : '0',
      days_in_booking_window: window,
      online_open_time: opens,
      online_close_time: '2359',
    });
    return {
      teesheet_id: ids.scheduleId,
      title: name,
      days_in_booking_window: window,
      booking_classes: [
        bookingClass(classes.online, 'Public', false),
        bookingClass(classes.restricted, 'Members', true),
      ],
    };
  });
  const script = JSON.stringify(blob).replaceAll('/', '\\/').replaceAll('<', '\\u003c');
  return `<!DOCTYPE html><html><head><title>${escapeHtml(name)} - Online Booking</title></head><body><div id="content"></div><script>var SCHEDULES = ${script};</script></body></html>`;
}

/** The hole counts a slot sells: a 9-hole course nine, an 18-hole one 18, and both on "9/18". */
function roundsSold(slot: Slot, holes: ReturnType<typeof holesStyle>) {
  return { nine: slot.holes === 9 || holes === '9/18', eighteen: slot.holes === 18 };
}

/** "Stonebridge Golf Club" is "SG" on the sheet: the first two words' initials. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * One slot, with the fields of the captured Stonebridge slot in its order. A hole count the slot
 * does not sell is 0 (its spots and fees); guests pay what the class pays; the booking class is
 * the one asked (or the schedule's own), as a number.
 */
function renderSlot(schedule: Schedule, slot: Slot, bookingClass: string): Record<string, unknown> {
  const { course, profile } = schedule.worldCourse;
  const style = moneyStyle(schedule);
  const fee = (cents: number) => money(cents, style);
  const [year, month, day] = slot.date.split('-').map(Number);
  const hhmm = slot.time.replace(':', '');
  const holes = holesStyle(schedule);
  const sold = roundsSold(slot, holes);
  const cartFee18 = slot.cartIncluded ? 0 : slot.cartFeeCents;
  const cartFee9 = Math.round(cartFee18 * 0.6);
  const green = {
    nine: sold.nine ? slot.ninePriceCents : 0,
    eighteen: sold.eighteen ? slot.priceCents : 0,
  };
  const cart = { nine: sold.nine ? cartFee9 : 0, eighteen: sold.eighteen ? cartFee18 : 0 };
  // The slot's own fee is its longest round's.
  const greenFee = sold.eighteen ? green.eighteen : green.nine;
  const cartFee = sold.eighteen ? cart.eighteen : cart.nine;
  return {
    time: `${slot.date} ${slot.time}`,
    start_front: Number(`${year}${pad2((month ?? 1) - 1)}${pad2(day ?? 1)}${hhmm}`),
    course_id: Number(schedule.ids.courseId),
    course_name: course.name,
    schedule_id: Number(schedule.ids.scheduleId),
    teesheet_id: Number(schedule.ids.scheduleId),
    schedule_name: course.name,
    require_credit_card: requiresCard(profile),
    teesheet_holes: profile.holes,
    teesheet_side_id: schedule.sideId,
    teesheet_side_name: 'Front',
    teesheet_side_order: 1,
    reround_teesheet_side_id: schedule.sideId + 1,
    reround_teesheet_side_name: 'Back',
    available_spots: slot.openSpots,
    available_spots_9: sold.nine ? slot.openSpots : 0,
    available_spots_18: sold.eighteen ? slot.openSpots : 0,
    maximum_players_per_booking: '4',
    minimum_players: '1',
    allowed_group_sizes: ['1', '2', '3', '4'],
    holes,
    has_special: false,
    special_id: false,
    special_discount_percentage: 0,
    group_id: false,
    booking_class_id: Number(bookingClass),
    booking_fee_required: false,
    booking_fee_price: false,
    booking_fee_per_person: false,
    foreup_trade_discount_rate: 0,
    trade_min_players: 4,
    trade_cart_requirement: 'both',
    trade_hole_requirement: 'all',
    trade_available_players: 0,
    green_fee_tax_rate: false,
    green_fee_tax: 0,
    green_fee_tax_9: 0,
    green_fee_tax_18: 0,
    guest_green_fee_tax_rate: false,
    guest_green_fee_tax: 0,
    guest_green_fee_tax_9: 0,
    guest_green_fee_tax_18: 0,
    cart_fee_tax_rate: false,
    cart_fee_tax: 0,
    cart_fee_tax_9: 0,
    cart_fee_tax_18: 0,
    guest_cart_fee_tax_rate: false,
    guest_cart_fee_tax: 0,
    guest_cart_fee_tax_9: 0,
    guest_cart_fee_tax_18: 0,
    foreup_discount: false,
    pay_online: 'optional',
    green_fee: fee(greenFee),
    green_fee_9: fee(green.nine),
    green_fee_18: fee(green.eighteen),
    guest_green_fee: fee(greenFee),
    guest_green_fee_9: fee(green.nine),
    guest_green_fee_18: fee(green.eighteen),
    cart_fee: fee(cartFee),
    cart_fee_9: fee(cart.nine),
    cart_fee_18: fee(cart.eighteen),
    guest_cart_fee: fee(cartFee),
    guest_cart_fee_9: fee(cart.nine),
    guest_cart_fee_18: fee(cart.eighteen),
    rate_type: slot.cartIncluded ? 'riding' : 'both',
    special_was_price: null,
    // The course's cart fees per round, whatever this slot sells.
    cart_fee_18_hole: fee(cartFee18),
    cart_fee_9_hole: fee(cartFee9),
    teesheet_logo: null,
    teesheet_color: '',
    teesheet_initials: initialsOf(course.name),
  };
}

/** "06-20-2026" -> "2026-06-20". */
function fromForeupDate(text: string): string | undefined {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (!match) return undefined;
  const date = `${match[3]}-${match[1]}-${match[2]}`;
  return isValidDate(date) ? date : undefined;
}

/** "2026-06-20 16:57" -> date and minute. */
function parseForeupTime(text: string): { date: string; minute: number } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}:\d{2})/.exec(text.trim());
  if (!match?.[1] || !match[2] || !isValidDate(match[1])) return undefined;
  const minute = parseMinute(match[2]);
  return minute === undefined ? undefined : { date: match[1], minute };
}

function parseForm(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

interface ForeupClaims {
  username: string;
}

function jwtSigner(secret: string): {
  sign(payload: object): string;
  /** The token's claims when its signature is ours, else undefined. */
  verify(token: string): ForeupClaims | undefined;
} {
  const encode = (value: object): string =>
    Buffer.from(JSON.stringify(value)).toString('base64url');
  const signature = (data: string): Buffer => createHmac('sha256', secret).update(data).digest();
  return {
    sign(payload) {
      const data = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
      return `${data}.${signature(data).toString('base64url')}`;
    },
    verify(token) {
      const parts = token.split('.');
      if (parts.length !== 3) return undefined;
      const expected = signature(`${parts[0]}.${parts[1]}`);
      const given = Buffer.from(parts[2] ?? '', 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString()) as ForeupClaims;
    },
  };
}
