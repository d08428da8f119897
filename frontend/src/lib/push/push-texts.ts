import type { TestNotificationResult } from '@teewatch/contracts';
import type { ToastInput } from '../../components/toast/toast-context';

/**
 * Every push message, paired as title and text (docs/product-rules.md,
 * "Push messages and texts").
 */
export const pushToasts = {
  notSupported: {
    title: 'Not Supported',
    description: 'Push notifications not supported in this browser',
    variant: 'destructive',
  },
  blocked: {
    title: 'Notifications Disabled',
    description: 'Notifications blocked: enable in browser settings',
    variant: 'destructive',
  },
  permissionDenied: {
    title: 'Permission Denied',
    description: 'Push notifications require browser permission',
    variant: 'destructive',
  },
  permissionError: {
    title: 'Permission Error',
    description: 'Failed to enable push notifications',
    variant: 'destructive',
  },
  enabled: {
    title: 'Push Notifications On',
    description: 'This browser will hear the moment a matching tee time opens.',
    variant: 'success',
  },
  disabled: {
    title: 'Push Notifications Off',
    description: 'This browser will no longer receive tee-time alerts.',
  },
} as const satisfies Record<string, ToastInput>;

/** Subscribing failed in the browser or on the server; `reason` says which and why. */
export function subscriptionFailedToast(reason: string): ToastInput {
  return {
    title: 'Subscription Failed',
    description: `Failed to enable push notifications. ${reason}`,
    variant: 'destructive',
  };
}

export function unsubscribeFailedToast(reason: string): ToastInput {
  return { title: 'Unsubscribe Failed', description: reason, variant: 'destructive' };
}

/** The server could reach none of the caller's browsers or contacts; its message says why. */
export function testNotDeliveredToast(serverMessage: string | undefined): ToastInput {
  return {
    title: 'Test Failed',
    description: serverMessage ?? 'Could not send test notification',
    variant: 'destructive',
  };
}

/** The test call itself failed (network, server error). */
export function testErrorToast(reason: string): ToastInput {
  return {
    title: 'Error',
    description: `Failed to send test notification. ${reason}`,
    variant: 'destructive',
  };
}

/** Names only what the server really sent, channel by channel ("your browser and 2 of your phones"). */
export function testSentToast(result: TestNotificationResult): ToastInput {
  const reached = [
    yours(result.push.sent, 'browser', 'browsers'),
    yours(result.email.sent, 'email address', 'email addresses'),
    yours(result.sms.sent, 'phone', 'phones'),
  ].filter((part) => part !== null);
  return {
    title: 'Test notification sent',
    description: `A TeeWatch notification is on its way to ${listed(reached)}.`,
    variant: 'success',
  };
}

function yours(sent: number, one: string, many: string): string | null {
  if (sent === 0) return null;
  return sent === 1 ? `your ${one}` : `${sent} of your ${many}`;
}

function listed(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? 'you';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
