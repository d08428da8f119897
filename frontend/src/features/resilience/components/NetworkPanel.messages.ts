import { defineMessages, plural } from '../../../lib/i18n';

export const networkMessages = defineMessages('resilience.network', {
  connection: 'Connection',
  online: 'Online',
  offline: 'Offline',
  quality: (quality: string) => `Connection quality: ${quality}`,
  qualities: {
    excellent: 'Excellent',
    good: 'Good',
    poor: 'Poor',
    offline: 'Offline',
  },
  networkType: (type: string, megabits: string) => `Network type ${type}, about ${megabits} Mb/s.`,
  unknownType: 'unknown',
  noNetworkType: 'This browser does not report its network type.',
  checked: (at: string) => `Checked at ${at}; checked again every 30 seconds.`,
  queueTitle: 'Waiting to Send',
  queueEmpty:
    'Nothing is waiting. What you send while offline is kept here and goes out, in order, when the connection is back.',
  actions: {
    'form-submit': 'Form submission',
    search: 'Tee-time search',
    booking: 'Booking request',
  },
  kept: (at: string) => `Kept at ${at}`,
  keptAndTried: (at: string, tries: number, lastError: string) =>
    `Kept at ${at} · ${plural(tries, { one: 'tried # time', other: 'tried # times' })}, last: ${lastError}`,
  networkError: 'Network error',
  offlineNote: "These go out by themselves when you're back online.",
  sending: 'Sending…',
  sendNow: 'Send Now',
});
