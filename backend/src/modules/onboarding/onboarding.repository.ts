import { Inject, Injectable } from '@nestjs/common';
import {
  type GolfPreferences,
  type OnboardingLocation,
  type UrgencyLevel,
} from '@teewatch/contracts';
import { eq, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import { golfProfiles, type GolfProfileRow } from '../../db/schema/index.js';

export interface GolfProfileInput {
  preferences: GolfPreferences;
  location: OnboardingLocation | null;
  urgencyLevels: UrgencyLevel[];
  completedSteps: number[];
}

@Injectable()
export class OnboardingRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async find(userId: string): Promise<GolfProfileRow | undefined> {
    const [row] = await this.db.select().from(golfProfiles).where(eq(golfProfiles.userId, userId));
    return row;
  }

  /** One profile per golfer: onboarding again replaces what it chose before. */
  async save(userId: string, input: GolfProfileInput): Promise<GolfProfileRow> {
    const { preferences, location } = input;
    const values = {
      preferredTimes: preferences.preferredTimes,
      maxDistanceMiles: preferences.maxDistance,
      maxPriceDollars: preferences.maxPrice,
      defaultPlayers: preferences.defaultPlayers,
      courseDifficulty: preferences.courseDifficulty,
      weekdaysOnly: preferences.weekdaysOnly,
      weekendsOnly: preferences.weekendsOnly,
      advanceBookingDays: preferences.advanceBookingDays,
      favoriteCourseName: preferences.favoriteCourseName || null,
      latitude: location?.latitude ?? null,
      longitude: location?.longitude ?? null,
      city: location?.city ?? null,
      state: location?.state ?? null,
      urgencyLevels: input.urgencyLevels,
      completedSteps: input.completedSteps,
      updatedAt: sql`now()`,
    };
    const [row] = await this.db
      .insert(golfProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: golfProfiles.userId, set: values })
      .returning();
    return row!;
  }
}
