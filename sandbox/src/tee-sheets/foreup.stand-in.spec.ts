import { type FastifyInstance } from 'fastify';
import { buildTestSandbox, foreupDate } from './test-support.fixture.js';

const saturday = '2026-06-20';
const times = (query: string): string =>
  `/foreup/index.php/api/booking/times?time=all&date=${foreupDate(saturday)}&holes=all&players=0&specials_only=0&api_key=no_limits&${query}`;
const muni = 'schedule_id=19850&schedule_ids[]=19850';

async function login(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/foreup/index.php/api/booking/users/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'api-key': 'no_limits' },
    payload:
      'username=golfer%40example.test&password=secret&booking_class_id=&course_id=22979&api_key=no_limits',
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { jwt: string }).jwt;
}

async function hold(
  app: FastifyInstance,
  jwt: string,
  time: string,
  players: number,
): Promise<{ statusCode: number; body: unknown }> {
  const form = new URLSearchParams({
    time: `${saturday} ${time}`,
    holes: '18',
    players: String(players),
    carts: 'false',
    schedule_id: '19850',
    teesheet_side_id: '1',
    course_id: '22979',
    booking_class_id: '',
    duration: '1',
    green_fee: '30',
    cart_fee: '0',
  });
  const response = await app.inject({
    method: 'POST',
    url: '/foreup/index.php/api/booking/pending_reservation',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-authorization': `Bearer ${jwt}`,
    },
    payload: form.toString(),
  });
  return { statusCode: response.statusCode, body: JSON.parse(response.body || 'null') };
}

describe('foreUP stand-in', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox());
  });
  afterEach(async () => app.close());

  it('answers open tee times in foreUP shape, with a 0-indexed month in start_front', async () => {
    const response = await app.inject({ url: times(muni) });

    expect(response.statusCode).toBe(200);
    const slots = response.json() as Record<string, unknown>[];
    expect(slots.length).toBeGreaterThan(0);
    const slot = slots[0]!;
    expect(slot).toMatchObject({
      course_id: 22979,
      schedule_id: 19850,
      teesheet_holes: 18,
      maximum_players_per_booking: '4',
      minimum_players: '1',
      allowed_group_sizes: ['1', '2', '3', '4'],
    });
    // Every slot names the booking class it was read for (here the schedule's own), as a number.
    expect(slot.booking_class_id).toEqual(expect.any(Number));
    expect(slot.time).toMatch(/^2026-06-20 \d{2}:\d{2}$/);
    const hhmm = String(slot.time).slice(11).replace(':', '');
    expect(slot.start_front).toBe(Number(`20260520${hhmm}`));
    expect([18, '18', '9/18']).toContain(slot.holes);
    for (const each of slots) {
      expect(each.available_spots).toBeGreaterThanOrEqual(1);
      expect(each.available_spots).toBeLessThanOrEqual(4);
      expect(['number', 'string']).toContain(typeof each.green_fee);
    }
  });

  it('sells a nine only where the slot offers one: the other hole count has 0 spots and 0 fees', async () => {
    type Sold = Record<string, number | string>;
    const eighteenOnly = (
      await app.inject({ url: times('schedule_id=11130&schedule_ids[]=11130&booking_class=4321') })
    ).json() as Sold[];
    const both = (await app.inject({ url: times(muni) })).json() as Sold[];

    expect(eighteenOnly.length).toBeGreaterThan(0);
    for (const slot of eighteenOnly) {
      expect(String(slot.holes)).toBe('18');
      expect(slot.available_spots_9).toBe(0);
      expect(slot.available_spots_18).toBe(slot.available_spots);
      expect(Number(slot.green_fee_9)).toBe(0);
      expect(Number(slot.cart_fee_9)).toBe(0);
      expect(slot.green_fee).toEqual(slot.green_fee_18);
    }
    for (const slot of both) {
      expect(slot.holes).toBe('9/18');
      expect(slot.available_spots_9).toBe(slot.available_spots);
      expect(Number(slot.green_fee_9)).toBeGreaterThan(0);
      expect(Number(slot.green_fee_9)).toBeLessThan(Number(slot.green_fee_18));
    }
  });

  it('quotes guests what the class pays', async () => {
    const slots = (await app.inject({ url: times(muni) })).json() as Record<string, unknown>[];
    for (const slot of slots) {
      expect([slot.guest_green_fee, slot.guest_green_fee_9, slot.guest_green_fee_18]).toEqual([
        slot.green_fee,
        slot.green_fee_9,
        slot.green_fee_18,
      ]);
      expect([slot.guest_cart_fee, slot.guest_cart_fee_9, slot.guest_cart_fee_18]).toEqual([
        slot.cart_fee,
        slot.cart_fee_9,
        slot.cart_fee_18,
      ]);
    }
  });

  it('leaves out slots smaller than the party asked for', async () => {
    const all = (await app.inject({ url: times(muni) })).json() as { available_spots: number }[];
    const response = await app.inject({
      url: times(`${muni}&players=3`).replace('players=0&', ''),
    });
    const three = response.json() as { available_spots: number }[];

    expect(three.length).toBe(all.filter((slot) => slot.available_spots >= 3).length);
  });

  it('answers the bare body false for a booking class that is not the schedule’s', async () => {
    const response = await app.inject({ url: times(`${muni}&booking_class=4321`) });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('false');
  });

  it('takes the schedule’s own public booking class, and default', async () => {
    const own = await app.inject({
      url: times('schedule_id=11130&schedule_ids[]=11130&booking_class=4321'),
    });
    const fallback = await app.inject({ url: times(`${muni}&booking_class=default`) });

    expect(own.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ booking_class_id: 4321 })]),
    );
    expect(Array.isArray(fallback.json())).toBe(true);
  });

  it('guards the members booking class with 401 {msg} until the golfer logs in', async () => {
    const courses = (await app.inject({ url: '/control/courses' })).json() as {
      id: string;
      links: { ids: { membersBookingClass?: string } }[];
    }[];
    const members = courses.find((course) => course.id === 'fixture-muni')!.links[0]!.ids
      .membersBookingClass!;

    const anonymous = await app.inject({ url: times(`${muni}&booking_class=${members}`) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      msg: 'You do not have permissions to use this booking class',
    });

    const jwt = await login(app);
    const signedIn = await app.inject({
      url: times(`${muni}&booking_class=${members}`),
      headers: { 'x-authorization': `Bearer ${jwt}` },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(Array.isArray(signedIn.json())).toBe(true);
  });

  it('holds with a form, refuses JSON with a bare 500, and commits with JSON', async () => {
    const jwt = await login(app);
    const [slot] = (await app.inject({ url: times(muni) })).json() as {
      time: string;
      available_spots: number;
    }[];
    const clock = slot!.time.slice(11);

    const json = await app.inject({
      method: 'POST',
      url: '/foreup/index.php/api/booking/pending_reservation',
      headers: { 'x-authorization': `Bearer ${jwt}` },
      payload: { time: slot!.time, players: 1, schedule_id: 19850 },
    });
    expect(json.statusCode).toBe(500);
    expect(json.body).toBe('');

    const held = await hold(app, jwt, clock, 1);
    expect(held.body).toEqual({ success: true, reservation_id: expect.stringMatching(/^TTID_/) });
    const reservationId = (held.body as { reservation_id: string }).reservation_id;

    const refreshed = await app.inject({
      method: 'POST',
      url: `/foreup/index.php/api/booking/refresh_pending_reservation/${reservationId}`,
    });
    expect(refreshed.json()).toEqual({ success: true });

    const commitBody = {
      ...slot,
      players: '1',
      pay_players: '1',
      carts: false,
      pending_reservation_id: reservationId,
    };
    const validated = await app.inject({
      method: 'POST',
      url: '/foreup/index.php/api/booking/users/reservations',
      headers: { 'x-authorization': `Bearer ${jwt}` },
      payload: { ...commitBody, validate_only: true },
    });
    expect(validated.json()).toEqual({ valid: true });

    const committed = await app.inject({
      method: 'POST',
      url: '/foreup/index.php/api/booking/users/reservations',
      headers: { 'x-authorization': `Bearer ${jwt}` },
      payload: commitBody,
    });
    expect(committed.statusCode).toBe(200);
    expect(committed.json()).toMatchObject({
      teetime_id: expect.stringMatching(/^TT/),
      time: slot!.time,
      player_count: 1,
    });

    const again = await app.inject({
      method: 'POST',
      url: '/foreup/index.php/api/booking/users/reservations',
      headers: { 'x-authorization': `Bearer ${jwt}` },
      payload: commitBody,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false });
  });

  it('refuses a commit without a live hold, and one without the login token', async () => {
    const jwt = await login(app);
    const noHold = await app.inject({
      method: 'POST',
      url: '/foreup/index.php/api/booking/users/reservations',
      headers: { 'x-authorization': `Bearer ${jwt}` },
      payload: { players: '1', pending_reservation_id: 'TTID_made_up' },
    });
    const noToken = await app.inject({
      method: 'POST',
      url: '/foreup/index.php/api/booking/users/reservations',
      payload: { players: '1', pending_reservation_id: 'TTID_made_up' },
    });

    expect(noHold.statusCode).toBe(400);
    expect(noToken.statusCode).toBe(401);
  });

  it('gives the last spot of a slot to exactly one of many buyers holding at once', async () => {
    const jwt = await login(app);
    const [slot] = (await app.inject({ url: times(muni) })).json() as { time: string }[];
    const clock = slot!.time.slice(11);
    await app.inject({
      method: 'POST',
      url: '/control/slots/open',
      payload: { courseId: 'fixture-muni', date: saturday, time: clock, spots: 1 },
    });

    const attempts = await Promise.all(Array.from({ length: 12 }, () => hold(app, jwt, clock, 1)));
    const winners = attempts.filter((attempt) => (attempt.body as { success?: boolean })?.success);

    expect(winners).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt !== winners[0]) {
        expect(attempt.body).toEqual({
          success: false,
          msg: 'The time you selected is no longer available',
        });
      }
    }
    const after = (await app.inject({ url: times(muni) })).json() as { time: string }[];
    expect(after.map((each) => each.time)).not.toContain(slot!.time);
  });

  it('answers false for a hold on a time that is not on the sheet', async () => {
    const jwt = await login(app);
    const result = await hold(app, jwt, '03:00', 1);
    expect(result.body).toBe(false);
  });

  it('releases a hold on DELETE', async () => {
    const jwt = await login(app);
    const [slot] = (await app.inject({ url: times(muni) })).json() as {
      time: string;
      available_spots: number;
    }[];
    const held = await hold(app, jwt, slot!.time.slice(11), 1);
    const id = (held.body as { reservation_id: string }).reservation_id;

    const released = await app.inject({
      method: 'DELETE',
      url: `/foreup/index.php/api/booking/pending_reservation/${id}`,
    });
    const after = (await app.inject({ url: times(muni) })).json() as (typeof slot)[];

    expect(released.json()).toEqual({ success: true });
    expect(after.find((each) => each!.time === slot!.time)!.available_spots).toBe(
      slot!.available_spots,
    );
  });

  it("serves the course's booking page, whose schedules give the booking window and each day's opening time", async () => {
    const page = await app.inject({ url: '/foreup/index.php/booking/22979/19850' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const blob = /SCHEDULES = (\[.*?\]);<\/script>/.exec(page.body)![1]!;
    const [schedule] = JSON.parse(blob) as {
      teesheet_id: string;
      booking_classes: {
        booking_class_id: string;
        online_booking_protected: string;
        days_in_booking_window: string;
        online_open_time: string;
      }[];
    }[];
    const course = (
      (await app.inject({ url: '/control/courses' })).json() as {
        id: string;
        bookingWindowDays: number;
        releaseTime: string;
      }[]
    ).find((each) => each.id === 'fixture-muni')!;
    expect(schedule!.teesheet_id).toBe('19850');
    const [online, members] = schedule!.booking_classes;
    expect(online).toMatchObject({
      online_booking_protected: '0',
      days_in_booking_window: String(course.bookingWindowDays + 1),
      online_open_time: course.releaseTime.slice(0, 5).replace(':', ''),
    });
    expect(members).toMatchObject({ online_booking_protected: '1' });
    // The online class is the one a request without a class reads.
    const byClass = await app.inject({
      url: times(`${muni}&booking_class=${online!.booking_class_id}`),
    });
    const byDefault = await app.inject({ url: times(muni) });
    expect(byClass.json()).toEqual(byDefault.json());
    expect((await app.inject({ url: '/foreup/index.php/booking/99999' })).statusCode).toBe(404);
  });
});
