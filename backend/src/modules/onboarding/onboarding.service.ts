import { Inject, Injectable } from '@nestjs/common';
import {
  achievementCatalogue,
  type CompleteOnboardingRequest,
  type CompleteOnboardingResponse,
  type Contact,
  defaultGolfPreferences,
  type GolfPreferences,
  type GolfProfile,
  type OnboardingLocation,
  type UrgencyLevel,
  urgencyLevels,
} from '@teewatch/contracts';
import { type GolfProfileRow } from '../../db/schema/index.js';
import { type Owner } from '../../infra/owners/owner.js';
import { ContactsService } from '../contacts/contacts.service.js';
import { COLORADO_PLACES, ColoradoPlaces } from '../geo/colorado-places.js';
import { GamificationService } from '../gamification/gamification.service.js';
import { PreferencesService } from '../notifications/preferences.service.js';
import { OnboardingRepository } from './onboarding.repository.js';

/** How far from its nearest town a location still counts as that town's area. */
const AREA_MILES = 60;

function withoutArea(location: GolfProfile['location']): OnboardingLocation | null {
  if (!location) return null;
  const { area: _area, ...rest } = location;
  return rest;
}

/**
 * The onboarding wizard's end (docs/onboarding.md): what the golfer chose becomes their golf
 * profile (the alert form's defaults), their notification preferences and contacts to verify.
 */
@Injectable()
export class OnboardingService {
  constructor(
    private readonly repository: OnboardingRepository,
    private readonly notificationPreferences: PreferencesService,
    private readonly contacts: ContactsService,
    private readonly gamification: GamificationService,
    @Inject(COLORADO_PLACES) private readonly places: ColoradoPlaces,
  ) {}

  async profile(userId: string): Promise<GolfProfile> {
    const row = await this.repository.find(userId);
    return row ? this.toProfile(row) : this.unboarded();
  }

  async complete(
    userId: string,
    request: CompleteOnboardingRequest,
  ): Promise<CompleteOnboardingResponse['data']> {
    const owner: Owner = { userId, grantId: null };
    const { location, preferences, notifications } = request.data;
    // Contacts first: an address that cannot be added fails the call before anything is kept.
    const contactsToVerify: Contact[] = [];
    if (notifications?.emailEnabled && notifications.emailAddress) {
      const contact = await this.contacts.add(owner, {
        kind: 'email',
        value: notifications.emailAddress,
      });
      if (!contact.verified) contactsToVerify.push(contact);
    }
    if (notifications?.smsEnabled && notifications.phoneNumber) {
      const contact = await this.contacts.add(owner, {
        kind: 'phone',
        value: notifications.phoneNumber,
      });
      if (!contact.verified) contactsToVerify.push(contact);
    }
    if (notifications) {
      await this.notificationPreferences.updateDefaults(owner, {
        push: notifications.pushEnabled,
        email: notifications.emailEnabled,
        sms: notifications.smsEnabled,
        quietHours: notifications.quietHours,
      });
    }
    // A step skipped keeps what an earlier onboarding chose there.
    const before = await this.profile(userId);
    const row = await this.repository.save(userId, {
      preferences: preferences ?? before.preferences,
      location: location ?? withoutArea(before.location),
      urgencyLevels: notifications?.urgencyLevels ?? before.urgencyLevels,
      completedSteps: [...new Set(request.completedSteps)].sort(),
    });
    const unlocked = await this.gamification.settle(userId);
    const pointsAwarded = achievementCatalogue
      .filter((achievement) => unlocked.includes(achievement.id))
      .reduce((sum, achievement) => sum + achievement.points, 0);
    return { profile: this.toProfile(row), contactsToVerify, pointsAwarded };
  }

  private unboarded(): GolfProfile {
    return {
      completedAt: null,
      completedSteps: [],
      location: null,
      preferences: defaultGolfPreferences,
      urgencyLevels: [...urgencyLevels],
    };
  }

  private toProfile(row: GolfProfileRow): GolfProfile {
    const point =
      row.latitude === null || row.longitude === null
        ? null
        : { latitude: row.latitude, longitude: row.longitude };
    return {
      completedAt: row.completedAt.toISOString(),
      completedSteps: row.completedSteps,
      location: point && {
        ...point,
        ...(row.city ? { city: row.city } : {}),
        ...(row.state ? { state: row.state } : {}),
        area: this.places.nearestTown(point, AREA_MILES)?.place.area ?? null,
      },
      preferences: {
        preferredTimes: row.preferredTimes as GolfPreferences['preferredTimes'],
        maxDistance: row.maxDistanceMiles,
        maxPrice: row.maxPriceDollars,
        defaultPlayers: row.defaultPlayers,
        courseDifficulty: row.courseDifficulty as GolfPreferences['courseDifficulty'],
        weekdaysOnly: row.weekdaysOnly,
        weekendsOnly: row.weekendsOnly,
        advanceBookingDays: row.advanceBookingDays as GolfPreferences['advanceBookingDays'],
        ...(row.favoriteCourseName ? { favoriteCourseName: row.favoriteCourseName } : {}),
      },
      urgencyLevels: row.urgencyLevels as UrgencyLevel[],
    };
  }
}
