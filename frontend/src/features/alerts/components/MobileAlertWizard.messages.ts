import { defineMessages } from '../../../lib/i18n';
import type { WizardField, WizardStep } from '../alerts.wizard';

/** The mobile wizard and its steps: location, details (with the player stepper), alerts and summary. */
export const wizardMessages = defineMessages('alerts.wizard', {
  title: 'New Tee Time Alert',
  intro: 'Three quick steps. Swipe or use the buttons to move between them.',
  steps: {
    location: 'Location',
    details: 'Details',
    alerts: 'Alerts',
  } satisfies Record<WizardStep, string>,
  questions: {
    location: 'Where do you want to play?',
    details: 'When, and how many of you?',
    alerts: 'How should we tell you?',
  } satisfies Record<WizardStep, string>,
  stepOf: (step: number, count: number) => `Step ${step} of ${count}`,
  progress: 'Wizard progress',
  progressValue: (step: number, count: number, name: string) => `Step ${step} of ${count}: ${name}`,
  back: 'Back',
  next: 'Next',
  errorTitle: 'Error',
  failedToast: 'Failed to create alert. Please try again.',
  createdTitle: 'Alert Created!',
  /** `place` is what the golfer typed, as the server sends it back. */
  fallback: (place: string) =>
    `We could not find “${place}”, so we're watching around Denver, CO as a fallback.`,
  created: (place: string, day: string) =>
    `We'll tell you the moment a tee time opens near ${place} on ${day}.`,
  /** The field names the summary and the server's field messages use. */
  fields: {
    location: 'Location',
    date: 'Date',
    players: 'Players',
    timePreference: 'Time',
  } satisfies Record<WizardField, string>,
  /** A refusal of one field by the server: `field` is its name above, `problem` the server's words. */
  fieldProblem: (field: string, problem: string) => `${field}: ${problem}`,
  locationPlaceholder: 'City or town, e.g. Golden, CO',
  locationHelp: 'We watch the courses around the place you name.',
  quickPicks: 'Quick picks',
  dateHelp: 'Today or later (Colorado time)',
  timeOfDay: 'Time of day',
  timeOptional: 'Optional: leave unselected to hear about any time.',
  removePlayer: 'Remove a player',
  addPlayer: 'Add a player',
  push: 'Push notifications',
  failed: 'Failed to create alert',
  create: 'Create Alert',
  summary: 'Summary',
  notSet: 'Not set',
});
