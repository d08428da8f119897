import { defineMessages, plural } from '../../../lib/i18n';

/** Domain events stored but not yet published, and how long the oldest has waited. */
export const operatorOutboxMessages = defineMessages('operator.outbox', {
  title: 'Outbox',
  empty: 'Nothing waiting',
  unpublished: (count: number) =>
    plural(count, { one: '# unpublished event', other: '# unpublished events' }),
  oldest: (wait: string) => `The oldest has waited ${wait}.`,
});
