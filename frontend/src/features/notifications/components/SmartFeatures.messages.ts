import { defineMessages } from '../../../lib/i18n';

/** What the notifications do for a golfer: listed signed in and signed out alike. */
export const smartFeaturesMessages = defineMessages('notifications.features', {
  title: 'Smart Features',
  features: [
    {
      title: 'Checked every minute',
      text: 'Every course-date your alerts watch is read at least once a minute; today and tomorrow every 30 seconds.',
    },
    {
      title: 'Told within seconds',
      text: 'A matching tee time reaches you within seconds of the check that finds it.',
    },
    {
      title: 'Push, email and SMS',
      text: 'Pick the channels that reach you; email and SMS go only to contacts you verified.',
    },
    {
      title: 'Never twice',
      text: 'One message per tee time and channel, however often we see it.',
    },
    {
      title: 'Quiet hours',
      text: 'Nothing arrives at night: what opens then waits until your quiet hours end.',
    },
    {
      title: 'Digests',
      text: 'Prefer fewer messages? Get an hourly or daily summary instead.',
    },
  ],
});
