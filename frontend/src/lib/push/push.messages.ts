import { defineMessages, plural } from '../i18n';

/**
 * Every push message, paired as title and text (docs/product-rules.md,
 * "Push messages and texts").
 */
export const pushMessages = defineMessages('lib.push', {
  notSupported: {
    title: 'Not Supported',
    description: 'Push notifications not supported in this browser',
  },
  blocked: {
    title: 'Notifications Disabled',
    description: 'Notifications blocked: enable in browser settings',
  },
  permissionDenied: {
    title: 'Permission Denied',
    description: 'Push notifications require browser permission',
  },
  permissionError: {
    title: 'Permission Error',
    description: 'Failed to enable push notifications',
  },
  enabled: {
    title: 'Push Notifications On',
    description: 'This browser will hear the moment a matching tee time opens.',
  },
  disabled: {
    title: 'Push Notifications Off',
    description: 'This browser will no longer receive tee-time alerts.',
  },
  subscriptionFailed: {
    title: 'Subscription Failed',
    description: (reason: string) => `Failed to enable push notifications. ${reason}`,
  },
  /** Why subscribing failed when the server has push turned off, or the browser gave no reason. */
  serverPushOff: 'Push notifications are turned off on this server.',
  browserRefused: 'The browser refused.',
  unsubscribeFailed: 'Unsubscribe Failed',
  testFailed: 'Test Failed',
  testError: {
    title: 'Error',
    description: (reason: string) => `Failed to send test notification. ${reason}`,
  },
  /** Names only what the server really sent, channel by channel ("your browser and 2 of your phones"). */
  testSent: {
    title: 'Test notification sent',
    description: (reached: string) => `A TeeWatch notification is on its way to ${reached}.`,
    browsers: (count: number) =>
      plural(count, { one: 'your browser', other: '# of your browsers' }),
    emails: (count: number) =>
      plural(count, { one: 'your email address', other: '# of your email addresses' }),
    phones: (count: number) => plural(count, { one: 'your phone', other: '# of your phones' }),
    /** When the server named no channel. */
    nobodyNamed: 'you',
    /** "your browser, your email address and 2 of your phones" */
    list: (parts: readonly string[]) =>
      parts.length <= 1
        ? (parts[0] ?? '')
        : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`,
  },
});
