import { defineMessages } from '../../../lib/i18n';

export const emailStatusMessages = defineMessages('resilience.email', {
  recentTitle: 'Recent Emails',
  loadFailed: 'Could not load your emails.',
  none: 'TeeWatch has not emailed you yet.',
  sentTo: (address: string, when: string) => `To ${address} · ${when}`,
  delayNote:
    'Email can be delayed up to 15 minutes. Check your spam folder if one has not arrived.',
  notDelivered: 'Not Delivered',
  statuses: {
    pending: 'Pending',
    sent: 'Sent',
    delivered: 'Delivered',
    failed: 'Failed',
    bounced: 'Bounced',
  },
  failedTo: (address: string, status: string) => `To ${address} · ${status}`,
  /** The detail is the mail provider's own reason ("Mailbox does not exist"), shown as it came. */
  failedToBecause: (address: string, status: string, detail: string) =>
    `To ${address} · ${status}: ${detail}`,
  resend: 'Resend',
  alternativeAddress: 'Alternative address',
  sendToAlternative: 'Send to alternative address',
  alternativeRequired: 'Please enter an alternative email address.',
  resendFailed: { title: 'Resend Failed', description: 'Unable to resend email' },
  sentAgain: {
    title: 'Email Sent Again',
    description: (subject: string, address: string) => `“${subject}” is on its way to ${address}.`,
  },
  sendFailed: { title: 'Send Failed', description: 'Unable to send to alternative email' },
  sent: {
    title: 'Email Sent',
    description: (subject: string, address: string) => `“${subject}” is on its way to ${address}.`,
  },
});
