import { defineMessages, plural } from '../../../lib/i18n';

export const onboardingWizardMessages = defineMessages('onboarding.wizard', {
  title: 'Set Up TeeWatch',
  intro: 'A minute now, and every alert starts from your own choices.',
  /** A link; afterSignIn follows it and starts with its own space or punctuation. */
  signIn: 'Sign in',
  afterSignIn: ' to keep these choices with your account; without one, TeeWatch cannot save them.',
  steps: {
    welcome: { title: 'Welcome to TeeWatch', short: 'Welcome' },
    location: { title: 'Find Courses Near You', short: 'Location' },
    preferences: { title: 'Set Your Preferences', short: 'Preferences' },
    notifications: { title: 'Enable Notifications', short: 'Notifications' },
  },
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  progress: 'Onboarding progress',
  progressValue: (step: number, total: number, title: string) =>
    `Step ${step} of ${total}: ${title}`,
  back: 'Back',
  skip: 'Skip for now',
  next: 'Next',
  complete: 'Complete Setup',
  errorTitle: 'Error',
  failed: 'Failed to proceed. Please try again.',
  welcomeTitle: 'Welcome to TeeWatch!',
  allSet: "You're all set.",
  pointsEarned: (points: number) =>
    plural(points, { one: 'You earned # point.', other: 'You earned # points.' }),
  /** `contacts`: the addresses and numbers to confirm, already joined ("a and b"). */
  confirmContacts: (contacts: string) => `Confirm ${contacts} from the message we sent.`,
  allSetSignedOut: "You're all set. Sign in any time to keep your choices with an account.",
});
