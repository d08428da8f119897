import { defineMessages } from '../../../lib/i18n';

export const wizardDoneMessages = defineMessages('alerts.wizardDone', {
  title: 'Your alert is on',
  /** `place` is what the golfer typed, as the server sends it back. */
  fallback: (place: string) =>
    `We could not find “${place}”, so this alert watches the courses around Denver, CO instead.`,
  watching: (place: string, day: string) =>
    `We'll tell you the moment a tee time opens near ${place} on ${day}.`,
  deleted: 'This alert was deleted.',
  newAlert: 'Your new alert',
  viewAlerts: 'View My Alerts',
  createAnother: 'Create Another Alert',
});
