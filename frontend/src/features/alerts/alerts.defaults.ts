import {
  type GolfProfile,
  onboardingTimeSlotHours,
  type OnboardingTimeSlot,
  timePreferences,
  timeWindows,
} from '@teewatch/contracts';
import { defaultAlertFormValues, preferredCourses } from './alerts.constants';
import type { AlertFormValues } from './types';

/** The alert window an onboarding time slot starts in: early and morning both start in Morning. */
function windowOf(slot: OnboardingTimeSlot) {
  const start = onboardingTimeSlotHours[slot].start;
  return timePreferences.find(
    (window) =>
      window !== 'any' && timeWindows[window].start <= start && start < timeWindows[window].end,
  )!;
}

/**
 * The alert form's first values from the golfer's onboarding (docs/onboarding.md, "What the
 * alert form starts from"): their area, players, budget and favourite course; the time window
 * their preferred times start in, or Any time when they start in different ones.
 */
export function alertDefaultsFrom(profile: GolfProfile | undefined): AlertFormValues {
  if (!profile?.completedAt) return defaultAlertFormValues;
  const { preferences, location } = profile;
  const windows = new Set(preferences.preferredTimes.map(windowOf));
  const favoriteName = preferences.favoriteCourseName?.trim().toLowerCase();
  const favorite = preferredCourses.find((name) => name.toLowerCase() === favoriteName);
  return {
    ...defaultAlertFormValues,
    location: location?.area ?? defaultAlertFormValues.location,
    timePreference: windows.size === 1 ? [...windows][0]! : 'any',
    players: String(preferences.defaultPlayers),
    maxPrice: String(preferences.maxPrice),
    courses: favorite ? [favorite] : [],
  };
}
