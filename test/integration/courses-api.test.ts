import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { courseDateScans, providerLinks } from '../../backend/src/db/schema/index.js';
import { seed } from '../../backend/src/db/seed.js';
import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { openTestDatabase } from '../support/database.js';
import { testEnv } from '../support/test-env.js';
import { aTeeTime } from '../factories/tee-time.factory.js';
import { eq } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';

const database = openTestDatabase();
let app: NestFastifyApplication;
let cookie: string;
const DENVER = { latitude: 39.7392, longitude: -104.9903 };
const tomorrow = addDays(denverDate(), 1);

const get = (path: string) => request(app.getHttpServer()).get(path).set('Cookie', cookie);

beforeAll(async () => {
  await database.pool.query('truncate courses cascade');
  await seed(testEnv.DATABASE_URL, '', 1);
  ({ app } = await startTestApi());
  cookie = await grantedCookie(app, database.db);
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await database.pool.query('truncate tee_times, course_date_scans');
});

describe('course lists', () => {
  it('lists every catalogue course with its area and whether it books online', async () => {
    const response = await get('/api/colorado/courses').expect(200);
    expect(response.body.courses).toHaveLength(241);
    expect(response.body.courses).toContainEqual({
      id: 'riverdale-golf-course',
      name: 'Riverdale Golf Course',
      city: 'Brighton',
      area: 'denver',
      bookable: true,
    });
    expect(
      response.body.courses.find((c: { name: string }) => c.name === 'Cherry Hills Country Club'),
    ).toMatchObject({
      bookable: false,
    });
  });

  it('answers the directory with platform, coordinates and the area label', async () => {
    const response = await get('/api/golf-directory/courses').expect(200);
    const vail = response.body.courses.find((c: { id: string }) => c.id === 'vail-golf-club');
    expect(vail).toMatchObject({
      areaLabel: 'Vail Valley',
      platform: 'teeitup',
      bookable: true,
      city: 'Vail',
    });
    expect(typeof vail.latitude).toBe('number');
    // Arrowhead sells on GolfNow too, as overflow: TeeWatch reads its own EZLinks portal.
    expect(
      response.body.courses.find((c: { id: string }) => c.id === 'arrowhead-golf-club'),
    ).toMatchObject({ platform: 'ezlinks', bookable: true });
    // Grandote Peaks is listed on GolfNow too: TeeWatch reads its own Club Caddie page.
    expect(
      response.body.courses.find((c: { id: string }) => c.id === 'grandote-peaks-golf-club'),
    ).toMatchObject({ platform: 'clubcaddie', bookable: true });
  });

  it.each([
    // Indian Tree was simulated on TeeItUp before TeeWatch read Club Prophet.
    [
      'indian-tree-golf-course',
      { platform: 'teeitup', ids: { alias: 'indian-tree-golf-course', facilityId: 20001 } },
      { platform: 'clubprophet', ids: { tenant: 'indiantree' } },
    ],
    // Aurora Hills was simulated on MemberSports before TeeWatch read EZLinks.
    [
      'aurora-hills-golf-course',
      {
        platform: 'membersports',
        ids: { golfClubId: 4236, golfCourseId: 35320, golfClubGroupId: 0, configurationTypeId: 1 },
      },
      { platform: 'ezlinks', ids: { portal: 'cityofaurora' } },
    ],
    // Applewood was simulated on Chronogolf before TeeWatch read Club Caddie.
    [
      'applewood-golf-course',
      {
        platform: 'chronogolf',
        ids: { clubId: 20634, courseId: 43307, affiliationTypeId: 15026 },
      },
      { platform: 'clubcaddie', ids: { server: 'cc11', courseKey: 'hbfdabab' } },
    ],
    // Mount Massive was simulated on TeeItUp before TeeWatch read Teesnap.
    [
      'mount-massive-golf-course',
      { platform: 'teeitup', ids: { alias: 'mount-massive-golf-course', facilityId: 22834 } },
      { platform: 'teesnap', ids: { subdomain: 'mtmassivegolf', courseId: 966 } },
    ],
    // Thorncreek was simulated on foreUP before TeeWatch read Quick18.
    [
      'thorncreek-golf-club',
      { platform: 'foreup', ids: { courseId: '35765', scheduleId: '14006', bookingClass: null } },
      { platform: 'quick18', ids: { subdomain: 'thorncreek', courseIds: [693, 694, 705] } },
    ],
  ])(
    'drops a simulated link once the catalogue gives the course its real one: %s',
    async (courseId, simulated, real) => {
      await database.db.insert(providerLinks).values({ courseId, ...simulated, simulated: true });
      await seed(testEnv.DATABASE_URL, '', 1);
      const links = await database.db
        .select()
        .from(providerLinks)
        .where(eq(providerLinks.courseId, courseId));
      expect(links).toEqual([
        expect.objectContaining({
          platform: real.platform,
          simulated: false,
          ids: expect.objectContaining(real.ids),
        }),
      ]);
    },
  );

  it('is a product call: no access grant, no courses', async () => {
    await request(app.getHttpServer()).get('/api/colorado/courses').expect(403);
    await request(app.getHttpServer())
      .get('/api/colorado/search?latitude=39.7&longitude=-105')
      .expect(403);
  });
});

describe('GET /api/colorado/search', () => {
  it('answers courses nearest first, each with the open tee times the party can book on the date', async () => {
    await aTeeTime(database.db, 'city-park-golf-course', {
      localDate: tomorrow,
      localTime: '07:10',
      openSpots: 2,
      priceCents: 4600,
    });
    await aTeeTime(database.db, 'city-park-golf-course', {
      localDate: tomorrow,
      localTime: '09:40',
      openSpots: 4,
    });
    await aTeeTime(database.db, 'city-park-golf-course', {
      localDate: tomorrow,
      localTime: '08:00',
      openSpots: 1,
    });
    // Room for four, but sold only to parties of three or more: not for two.
    await aTeeTime(database.db, 'city-park-golf-course', {
      localDate: tomorrow,
      localTime: '08:30',
      openSpots: 4,
      minPlayers: 3,
    });
    const [link] = await database.db
      .select()
      .from(providerLinks)
      .where(eq(providerLinks.courseId, 'city-park-golf-course'));
    await database.db.insert(courseDateScans).values({
      providerLinkId: link!.id,
      localDate: tomorrow,
      lastCheckedAt: new Date('2026-01-01T12:00:00Z'),
      lastStatus: 'ok',
      openSlots: 3,
    });

    const response = await get(
      `/api/colorado/search?latitude=${DENVER.latitude}&longitude=${DENVER.longitude}&radius=10&date=${tomorrow}&players=2`,
    ).expect(200);

    const results = response.body.results as {
      courseId: string;
      distanceMiles: number;
      teeTimes: { time: string }[];
      lastCheckedAt: string | null;
    }[];
    expect(results.length).toBeGreaterThan(3);
    const distances = results.map((r) => r.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(10);
    const cityPark = results.find((r) => r.courseId === 'city-park-golf-course')!;
    expect(cityPark.distanceMiles).toBe(2.3);
    expect(cityPark.lastCheckedAt).toBe('2026-01-01T12:00:00.000Z');
    expect(cityPark.teeTimes).toEqual([
      expect.objectContaining({
        time: '07:10',
        spots: 2,
        price: 46,
        priceCents: 4600,
        holes: 18,
        date: tomorrow,
      }),
      expect.objectContaining({ time: '09:40', spots: 4 }),
    ]);
  });

  it('answers everyone asking the same search within 2 s with one answer, brotli for a browser', async () => {
    const inAWeek = addDays(denverDate(), 7);
    const url = `/api/colorado/search?latitude=${DENVER.latitude}&longitude=${DENVER.longitude}&radius=5&date=${inAWeek}&players=1`;
    const ask = (acceptEncoding: string) =>
      app.inject({ method: 'GET', url, headers: { cookie, 'accept-encoding': acceptEncoding } });
    const cityParkTimes = (body: { results: { courseId: string; teeTimes: unknown[] }[] }) =>
      body.results.find((result) => result.courseId === 'city-park-golf-course')!.teeTimes;

    const plain = await ask('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(cityParkTimes(plain.json())).toEqual([]);

    await aTeeTime(database.db, 'city-park-golf-course', {
      localDate: inAWeek,
      localTime: '10:00',
      openSpots: 4,
    });
    const browser = await ask('gzip, deflate, br');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toMatch(/accept-encoding/i);
    expect(browser.headers['content-type']).toMatch(/^application\/json/);
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(browser.rawPayload).toString())).toEqual(plain.json());

    // Past its 2 s the shared answer is still sent at once while a new one is made; the callers
    // after it see the tee time opened meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(cityParkTimes((await ask('identity')).json())).toEqual([]);
    let seen: unknown[] = [];
    for (let tries = 0; tries < 60 && seen.length === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = cityParkTimes((await ask('identity')).json());
    }
    expect(seen).toEqual([expect.objectContaining({ time: '10:00', spots: 4 })]);
  });

  it('names the bad parameter in a 400', async () => {
    const cases: [string, string][] = [
      ['longitude=-105', 'latitude'],
      ['latitude=91&longitude=-105', 'latitude'],
      ['latitude=39.7&longitude=abc', 'longitude'],
      ['latitude=39.7&longitude=-105&radius=0', 'radius'],
      ['latitude=39.7&longitude=-105&date=2026-13-45', 'date'],
      ['latitude=39.7&longitude=-105&date=tomorrow', 'date'],
      ['latitude=39.7&longitude=-105&players=5', 'players'],
      ['latitude=39.7&longitude=-105&date=2020-01-01', 'date'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/api/colorado/search?${query}`).expect(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
      expect(response.body.error.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    }
  });
});
