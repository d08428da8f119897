import type { NotificationFrequency } from '@teewatch/contracts';

/**
 * 24 hourly quiet-hour choices, 00:00 to 23:00, Denver time (docs/product-rules.md,
 * "Notification timing and quiet hours").
 */
export const quietHourChoices: readonly string[] = Array.from(
  { length: 24 },
  (_unused, hour) => `${String(hour).padStart(2, '0')}:00`,
);

export const frequencyChoices: readonly {
  value: NotificationFrequency;
  label: string;
  text: string;
}[] = [
  {
    value: 'immediate',
    label: 'Immediate',
    text: 'As soon as a tee time opens (at most one message every 10 minutes per alert).',
  },
  { value: 'hourly', label: 'Hourly', text: 'One summary an hour of what opened.' },
  { value: 'daily', label: 'Daily', text: 'One summary a day of what opened.' },
];

export const smartFeatures: readonly { title: string; text: string }[] = [
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
];

export const gettingStartedSteps = [
  {
    title: 'Create an alert',
    text: 'Say where, when and how many. Your alert starts watching tee sheets at once.',
  },
  {
    title: 'Choose how we reach you',
    text: 'Turn on push for this browser, and add and verify an email address or phone number.',
  },
  {
    title: 'Book before anyone else',
    text: 'When a matching tee time opens, follow the link and book it at the course.',
  },
] as const;
