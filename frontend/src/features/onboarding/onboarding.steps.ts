import {
  defaultOnboardingNotifications,
  type GolfPreferences,
  type OnboardingNotifications,
  type UrgencyLevel,
} from '@teewatch/contracts';

/** The wizard's four steps; all but Welcome may be skipped (docs/onboarding.md). */
export const onboardingSteps = [
  { title: 'Welcome to TeeWatch', short: 'Welcome', skippable: false },
  { title: 'Find Courses Near You', short: 'Location', skippable: true },
  { title: 'Set Your Preferences', short: 'Preferences', skippable: true },
  { title: 'Enable Notifications', short: 'Notifications', skippable: true },
] as const;
export const LAST_ONBOARDING_STEP = onboardingSteps.length - 1;

/** A preference set the wizard accepts: a time chosen, a distance and budget, 1-4 players. */
export function preferencesValid(preferences: GolfPreferences): boolean {
  return (
    preferences.preferredTimes.length > 0 &&
    preferences.maxDistance > 0 &&
    preferences.maxPrice > 0 &&
    preferences.defaultPlayers >= 1 &&
    preferences.defaultPlayers <= 4
  );
}

/** Adds or removes one value of a multi-choice field, keeping the choices' own order. */
export function toggled<T extends string>(all: readonly T[], chosen: T[], value: T): T[] {
  return all.filter((item) => (item === value ? !chosen.includes(item) : chosen.includes(item)));
}

/**
 * The notifications step's own fields: the address and number as typed. Push is not among them:
 * it is this browser's subscription, turned on or off at once.
 */
export type NotificationChoices = Omit<
  OnboardingNotifications,
  'pushEnabled' | 'emailAddress' | 'phoneNumber'
> & {
  emailAddress: string;
  phoneNumber: string;
};

/** The step's starting values; no address typed yet (null) shows the account's own. */
export function initialNotificationChoices(): Omit<NotificationChoices, 'emailAddress'> & {
  emailAddress: string | null;
} {
  const { pushEnabled: _push, ...defaults } = defaultOnboardingNotifications;
  return { ...defaults, emailAddress: null, phoneNumber: '' };
}

export const urgencyDescriptions: Record<UrgencyLevel, string> = {
  immediate: 'Immediate: tee times in the next 2 hours',
  urgent: 'Urgent: within 24 hours',
  normal: 'Normal: within a week',
  low: 'Low: more than a week away',
};

/** The 24 whole hours quiet hours can start or end on, as 22:00 with a 10:00 PM label. */
export const quietHourOptions = Array.from({ length: 24 }, (_, hour) => ({
  value: `${String(hour).padStart(2, '0')}:00`,
  label: `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`,
}));
