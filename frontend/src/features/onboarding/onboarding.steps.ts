import {
  defaultOnboardingNotifications,
  type GolfPreferences,
  type OnboardingNotifications,
} from '@teewatch/contracts';

/** The wizard's four steps; all but Welcome may be skipped (docs/onboarding.md). */
export const onboardingSteps = [
  { name: 'welcome', skippable: false },
  { name: 'location', skippable: true },
  { name: 'preferences', skippable: true },
  { name: 'notifications', skippable: true },
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

/** The 24 whole hours quiet hours can start or end on: 00:00 to 23:00. */
export const quietHourValues = Array.from(
  { length: 24 },
  (_, hour) => `${String(hour).padStart(2, '0')}:00`,
);
