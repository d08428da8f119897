import { defineMessages } from '../../../lib/i18n';

/** Messages per channel since the counters began: sent, failed and the share that failed. */
export const operatorDeliveryMessages = defineMessages('operator.delivery', {
  title: 'Delivery',
  none: 'No messages sent yet.',
  columns: {
    channel: 'Channel',
    sent: 'Sent',
    failed: 'Failed',
    failureRate: 'Failure rate',
  },
  channels: {
    push: 'Push',
    email: 'Email',
    sms: 'SMS',
  },
  /** A rate with nothing sent yet to reckon it from. */
  unknown: '—',
});
