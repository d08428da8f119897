import { defineMessages } from '../../../lib/i18n';

export const locationStepMessages = defineMessages('onboarding.location', {
  intro:
    'Share your location and TeeWatch looks for courses around you first. It is only used to measure distances to courses; skip this step to choose an area yourself instead.',
  unsupportedTitle: 'Geolocation Not Supported',
  unsupported: "Your browser doesn't support location services.",
  allow: 'Allow Location Access',
  finding: 'Finding your location…',
  foundTitle: 'Location found',
  /** `place`: the town ("Boulder, CO"), or the point when no town is known. */
  found: (place: string) => `Near ${place}. We'll show courses closest to you first.`,
  failedTitle: 'Location Access Failed',
  deniedTitle: "We couldn't get your location",
  /** `reason`: one of `failures`. */
  denied: (reason: string) =>
    `${reason}. Allow location for this site in your browser's settings, then try again, or skip this step.`,
  failures: {
    denied: 'Location permission denied by user',
    unavailable: 'Location information unavailable',
    timedOut: 'Location request timed out',
  },
  tryAgain: 'Try Again',
});
