import { type GamificationService } from '../gamification/gamification.service.js';
import { type DesktopAlertRequest, type MobileAlertRequest } from '@teewatch/contracts';
import { type AppConfig } from '../../config/config.schema.js';
import { type AlertRow, type NewAlert } from '../../db/schema/index.js';
import { type Owner } from '../../infra/owners/owner.js';
import { type ColoradoPlaces, DENVER } from '../geo/colorado-places.js';
import { type AlertsRepository } from './alerts.repository.js';
import { AlertsService } from './alerts.service.js';

/** The rules of creating an alert, with an in-memory repository and place list. */
const owner: Owner = { userId: null, grantId: 'grant-1' };
const now = new Date('2026-12-01T17:00:00Z'); // 1 December in Denver
const boulder = { name: 'Boulder', latitude: 40.015, longitude: -105.27 };

function setUp(activeAlready = 0) {
  const inserted: NewAlert[] = [];
  const repository = {
    countActiveOwned: async () => activeAlready,
    coursesByName: async (names: string[]) =>
      names
        .filter((name) => name === 'Riverdale Golf Course')
        .map((name) => ({ id: 'riverdale-golf-course', name })),
    insert: async (row: NewAlert) => {
      inserted.push(row);
      return { id: 'alert-1', status: 'active', createdAt: now, courseIds: [], ...row } as AlertRow;
    },
    figuresOf: async () => [
      {
        alert: {
          id: 'alert-1',
          status: 'active',
          createdAt: now,
          courseIds: [],
          ...inserted.at(-1),
        },
        courses: [],
        matchesNow: 0,
        checks: { sheets: 0, read: 0, oldest: null },
      },
    ],
  } as unknown as AlertsRepository;
  const places = {
    find: (text: string) => (text.startsWith('Boulder') ? boulder : undefined),
  } as unknown as ColoradoPlaces;
  const config = {
    ALERTS_MAX_ACTIVE: 10,
    ALERT_RADIUS_MILES: 25,
    MATCH_BATCH_MAX: 10,
    MATCH_BATCH_PARALLEL: 1,
    SCAN_WATCHED_SOON_INTERVAL_SECONDS: 60,
    SCAN_WATCHED_INTERVAL_SECONDS: 300,
  } as AppConfig;
  const settled: string[] = [];
  const gamification = {
    recordActivityQuietly: async (userId: string) => void settled.push(userId),
  } as unknown as GamificationService;
  return {
    service: new AlertsService(repository, places, config, gamification),
    inserted,
    settled,
  };
}

const desktop: DesktopAlertRequest = {
  location: 'denver',
  date: '2026-12-05',
  timePreference: 'morning',
  players: 2,
  maxPrice: 85.5,
  courses: ['Riverdale Golf Course'],
};
const wizard: MobileAlertRequest = {
  location: 'Boulder, CO',
  date: '2026-12-05',
  timePreference: 'afternoon',
  players: 3,
  latitude: 39.74,
  longitude: -104.99,
};
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'created',
    (error: { code?: string; fields?: unknown }) => ({ code: error.code, fields: error.fields }),
  );

describe('creating an alert', () => {
  it('turns the desktop form into an area alert: courses by name, price in cents, its window', async () => {
    const { service, inserted } = setUp();
    await service.create(owner, desktop, now);
    expect(inserted[0]).toMatchObject({
      ownerGrantId: 'grant-1',
      source: 'desktop',
      locationLabel: 'Denver Metro',
      area: 'denver',
      courseIds: ['riverdale-golf-course'],
      windowStart: '06:00',
      windowEnd: '10:00',
      players: 2,
      maxPriceCents: 8550,
    });
  });

  it("settles a signed-in golfer's achievements after the alert is saved; a browser has none", async () => {
    const { service, settled } = setUp();
    await service.create(owner, desktop, now);
    await service.create({ userId: 'user-1', grantId: null }, desktop, now);
    expect(settled).toEqual(['user-1']);
  });

  it('refuses a course it does not know, naming it', async () => {
    const { service, inserted } = setUp();
    expect(
      await codeOf(service.create(owner, { ...desktop, courses: ['Nowhere Links'] }, now)),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'courses', message: 'unknown course: Nowhere Links' }],
    });
    expect(inserted).toEqual([]);
  });

  it("places a wizard alert where its text is, within the radius, whatever the phone's coordinates", async () => {
    const { service, inserted } = setUp();
    const alert = await service.create(owner, wizard, now);
    expect(inserted[0]).toMatchObject({
      source: 'mobile',
      locationLabel: 'Boulder, CO',
      latitude: boulder.latitude,
      longitude: boulder.longitude,
      radiusMiles: 25,
      locationFallback: false,
    });
    expect(alert.locationFallback).toBe(false);
  });

  it('falls back to Denver, and says so, for a place it cannot find', async () => {
    const { service, inserted } = setUp();
    const alert = await service.create(owner, { ...wizard, location: 'Atlantis' }, now);
    expect(inserted[0]).toMatchObject({
      latitude: DENVER.latitude,
      longitude: DENVER.longitude,
      locationFallback: true,
    });
    expect(alert.locationFallback).toBe(true);
  });

  it('refuses a date before today in Denver, and a golfer already at the most active alerts', async () => {
    expect(
      await codeOf(setUp().service.create(owner, { ...desktop, date: '2026-11-30' }, now)),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'date', message: 'must be today or later' }],
    });
    expect(
      await codeOf(setUp().service.create(owner, { ...desktop, date: '2026-12-01' }, now)),
    ).toBe('created');
    expect(await codeOf(setUp(10).service.create(owner, desktop, now))).toEqual({
      code: 'ALERT_LIMIT_REACHED',
      fields: undefined,
    });
  });
});
