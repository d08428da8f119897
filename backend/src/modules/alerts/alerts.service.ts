import { Inject, Injectable } from '@nestjs/common';
import {
  type Alert,
  type AlertMatch,
  type AreaCode,
  areaCodes,
  MATCHES_NOW_COUNTED_UP_TO,
  areas,
  type CreateAlertRequest,
  type DesktopAlertRequest,
  type MobileAlertRequest,
  type TimePreference,
  timeWindows,
  type UpdateAlertRequest,
} from '@teewatch/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { type AlertRow, type NewAlert } from '../../db/schema/index.js';
import { BusyBatcher } from '../../infra/batching/busy-batcher.js';
import { denverDate } from '../../infra/time/denver-time.js';
import { isBehind, watchedIntervalSeconds } from '../tee-times/scan-cadence.js';
import { COLORADO_PLACES, ColoradoPlaces, DENVER } from '../geo/colorado-places.js';
import { distanceMiles, type Point } from '../geo/distance.js';
import { bestFirst } from './match-order.js';
import { alertLimitReached, alertNotFound, fieldError } from './alerts.errors.js';
import { GamificationService } from '../gamification/gamification.service.js';
import { AlertsRepository, type AlertWithFigures } from './alerts.repository.js';
import { isUuid } from '../../infra/http/uuid.js';
import { type Owner, ownerColumns } from '../../infra/owners/owner.js';

/** Where an alert looks from: its place, else its area's center; none when it names its courses. */
function placeOf(alert: AlertRow): Point | null {
  if (alert.latitude !== null && alert.longitude !== null) {
    return { latitude: alert.latitude, longitude: alert.longitude };
  }
  return alert.area ? areas[alert.area as AreaCode] : null;
}

const isDesktop = (request: CreateAlertRequest): request is DesktopAlertRequest =>
  (areaCodes as readonly string[]).includes(request.location) && 'maxPrice' in request;

@Injectable()
export class AlertsService {
  /** Groups the tee times found while earlier ones are being matched (see matchTeeTime). */
  private readonly matcher: BusyBatcher<string, number>;

  constructor(
    private readonly repository: AlertsRepository,
    @Inject(COLORADO_PLACES) private readonly places: ColoradoPlaces,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly gamification: GamificationService,
  ) {
    this.matcher = new BusyBatcher(
      (teeTimeIds) => repository.transaction((tx) => repository.insertMatchesFor(tx, teeTimeIds)),
      { maxBatch: config.MATCH_BATCH_MAX, maxParallel: config.MATCH_BATCH_PARALLEL },
    );
  }

  async list(owner: Owner, now = new Date()): Promise<Alert[]> {
    const listed = await this.repository.listOwnedWithFigures(owner, now);
    return listed.map((one) => this.describe(one, now));
  }

  /**
   * Both alert payloads (docs/product-rules.md, "Alert form", "Alert wizard") become one alert:
   * an area (desktop) or a place and radius (wizard).
   */
  async create(
    owner: Owner,
    request: CreateAlertRequest,
    now = new Date(),
    groupId: string | null = null,
  ): Promise<Alert> {
    if (request.date < denverDate(now)) throw fieldError('date', 'must be today or later');
    if ((await this.repository.countActiveOwned(owner)) >= this.config.ALERTS_MAX_ACTIVE) {
      throw alertLimitReached(this.config.ALERTS_MAX_ACTIVE);
    }
    const where = isDesktop(request) ? await this.desktopPlace(request) : this.wizardPlace(request);
    const row = await this.repository.insert({
      ...ownerColumns(owner),
      ...where,
      date: request.date,
      ...this.window(request.timePreference),
      players: Number(request.players),
      maxPriceCents: isDesktop(request) ? Math.round(Number(request.maxPrice) * 100) : null,
      groupId,
    });
    // A day of using TeeWatch, and First Alert and its siblings (docs/gamification.md).
    if (owner.userId) await this.gamification.recordActivityQuietly(owner.userId);
    return this.described(row, now);
  }

  async update(
    owner: Owner,
    id: string,
    changes: UpdateAlertRequest,
    now = new Date(),
  ): Promise<Alert> {
    const alert = await this.owned(owner, id);
    if (changes.date !== undefined && changes.date < denverDate(now))
      throw fieldError('date', 'must be today or later');
    if (changes.status === 'active' && alert.status !== 'active') {
      if ((await this.repository.countActiveOwned(owner)) >= this.config.ALERTS_MAX_ACTIVE) {
        throw alertLimitReached(this.config.ALERTS_MAX_ACTIVE);
      }
    }
    const row = await this.repository.update(id, {
      ...(changes.status !== undefined ? { status: changes.status } : {}),
      ...(changes.date !== undefined ? { date: changes.date } : {}),
      ...(changes.timePreference !== undefined ? this.window(changes.timePreference) : {}),
      ...(changes.players !== undefined ? { players: changes.players } : {}),
      ...(changes.maxPrice !== undefined
        ? { maxPriceCents: changes.maxPrice === null ? null : Math.round(changes.maxPrice * 100) }
        : {}),
    });
    return this.described(row, now);
  }

  async remove(owner: Owner, id: string): Promise<void> {
    await this.owned(owner, id);
    await this.repository.delete(id);
  }

  /** The tee times open now that fit the alert, best first (see match-order.ts). */
  async openMatches(owner: Owner, id: string, now = new Date()): Promise<AlertMatch[]> {
    return this.openMatchesOf(await this.owned(owner, id), now);
  }

  /** A group's alerts, for its members (the groups module checks membership). */
  groupAlerts(groupId: string): Promise<AlertRow[]> {
    return this.repository.listOfGroup(groupId);
  }

  /** What an alert watches, in words: the courses it names, else its place. */
  async watchedLabel(alert: AlertRow): Promise<string> {
    const named = await this.repository.coursesById(alert.courseIds);
    if (named.length === 0) return alert.locationLabel;
    const order = new Map(alert.courseIds.map((id, index) => [id, index]));
    return named
      .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
      .map((course) => course.name)
      .join(', ');
  }

  async openMatchesOf(alert: AlertRow, now = new Date()): Promise<AlertMatch[]> {
    const id = alert.id;
    const place = placeOf(alert);
    const rows = await this.repository.openMatches(id, now);
    const matches = rows.map(({ teeTime, course, foundAt, checkedAt }) => ({
      id: teeTime.id,
      courseId: teeTime.courseId,
      courseName: course.name,
      date: teeTime.localDate,
      time: teeTime.localTime,
      holes: teeTime.holes,
      spots: teeTime.openSpots,
      price: teeTime.priceCents / 100,
      priceCents: teeTime.priceCents,
      bookingUrl: teeTime.bookingUrl,
      foundAt: foundAt?.toISOString() ?? null,
      distanceMiles: place ? Math.round(distanceMiles(place, course) * 10) / 10 : null,
      checkedAt: checkedAt?.toISOString() ?? null,
    }));
    return bestFirst(matches, alert.timePreference as TimePreference).map(
      ({ priceCents: _cents, ...match }) => match,
    );
  }

  /**
   * Matching (scanner role): every active alert this tee time fits gets one match row, and the
   * new matches one AlertMatched event, in one transaction. A replayed TeeTimeFound matches nothing.
   * Tee times arriving while earlier ones are being matched are matched together (see
   * BusyBatcher): a scan that opens hundreds of slots costs a few transactions, not hundreds.
   */
  async matchTeeTime(teeTimeId: string): Promise<{ matched: number }> {
    return { matched: await this.matcher.run(teeTimeId) };
  }

  async teeTimeGone(teeTimeId: string): Promise<{ closed: number }> {
    return { closed: await this.repository.markMatchesGone(teeTimeId) };
  }

  /** Course-dates active alerts watch, from today on: everyone's (the planner) or one golfer's. */
  watchedCourseDates(now = new Date(), owner?: Owner) {
    return this.repository.watchedCourseDates(denverDate(now), owner);
  }

  countActive(owner: Owner): Promise<number> {
    return this.repository.countActiveOwned(owner);
  }

  /** Refuses (404) an alert id the caller does not own. */
  async requireOwned(owner: Owner, id: string): Promise<void> {
    await this.owned(owner, id);
  }

  private async owned(owner: Owner, id: string): Promise<AlertRow> {
    const alert = isUuid(id) ? await this.repository.findOwned(id, owner) : undefined;
    if (!alert) throw alertNotFound();
    return alert;
  }

  private async desktopPlace(
    request: DesktopAlertRequest,
  ): Promise<Pick<NewAlert, 'source' | 'locationLabel' | 'area' | 'courseIds'>> {
    const found = await this.repository.coursesByName(request.courses);
    const known = new Set(found.map((course) => course.name.toLowerCase()));
    const unknown = request.courses.filter((name) => !known.has(name.toLowerCase()));
    if (unknown.length > 0) throw fieldError('courses', `unknown course: ${unknown.join(', ')}`);
    return {
      source: 'desktop',
      locationLabel: areas[request.location as AreaCode].label,
      area: request.location,
      courseIds: found.map((course) => course.id),
    };
  }

  private wizardPlace(
    request: MobileAlertRequest,
  ): Pick<
    NewAlert,
    'source' | 'locationLabel' | 'latitude' | 'longitude' | 'radiusMiles' | 'locationFallback'
  > {
    const place = this.places.find(request.location);
    const point = place ?? DENVER;
    return {
      source: 'mobile',
      locationLabel: request.location.trim(),
      latitude: point.latitude,
      longitude: point.longitude,
      radiusMiles: this.config.ALERT_RADIUS_MILES,
      locationFallback: place === undefined,
    };
  }

  private window(timePreference: TimePreference) {
    const { start, end } = timeWindows[timePreference];
    return { timePreference, windowStart: start, windowEnd: end };
  }

  /** An alert just saved, as its card shows it. */
  private async described(row: AlertRow, now: Date): Promise<Alert> {
    const [withFigures] = await this.repository.figuresOf([row.id], now);
    return this.describe(withFigures!, now);
  }

  private describe(
    { alert: row, courses, matchesNow, checks }: AlertWithFigures,
    now: Date,
  ): Alert {
    const lastCheckedAt =
      checks.sheets > 0 && checks.read === checks.sheets && checks.oldest
        ? new Date(checks.oldest)
        : null;
    const interval = watchedIntervalSeconds(this.config, row.date, denverDate(now));
    return {
      id: row.id,
      location: row.locationLabel,
      area: row.area as AreaCode | null,
      latitude: row.latitude,
      longitude: row.longitude,
      radiusMiles: row.radiusMiles,
      locationFallback: row.locationFallback,
      courses,
      date: row.date,
      timePreference: row.timePreference as TimePreference,
      players: row.players,
      maxPrice: row.maxPriceCents === null ? null : row.maxPriceCents / 100,
      status: row.status as 'active' | 'paused',
      createdAt: row.createdAt.toISOString(),
      matchesNow: Math.min(matchesNow, MATCHES_NOW_COUNTED_UP_TO),
      moreMatchesNow: matchesNow > MATCHES_NOW_COUNTED_UP_TO,
      lastCheckedAt: lastCheckedAt?.toISOString() ?? null,
      checkBehind:
        row.status === 'active' &&
        checks.sheets > 0 &&
        // A new alert's tee sheets are given their interval before they count as behind.
        isBehind(interval, lastCheckedAt ?? row.createdAt, now),
    };
  }
}
