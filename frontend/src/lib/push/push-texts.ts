import type { TestNotificationResult } from '@teewatch/contracts';
import type { ToastInput, ToastVariant } from '../../components/toast/toast-context';
import { messagesFor } from '../i18n';
import { pushMessages } from './push.messages';

const variants = {
  notSupported: 'destructive',
  blocked: 'destructive',
  permissionDenied: 'destructive',
  permissionError: 'destructive',
  enabled: 'success',
  disabled: 'default',
} as const satisfies Record<string, ToastVariant>;

/**
 * A push outcome as a toast, in the golfer's language (docs/product-rules.md,
 * "Push messages and texts").
 */
export function pushToast(outcome: keyof typeof variants): ToastInput {
  return { ...messagesFor(pushMessages)[outcome], variant: variants[outcome] };
}

/** Subscribing failed in the browser or on the server; `reason` says which and why. */
export function subscriptionFailedToast(reason: string): ToastInput {
  const { title, description } = messagesFor(pushMessages).subscriptionFailed;
  return { title, description: description(reason), variant: 'destructive' };
}

/** Subscribing failed because the server has no push key to give. */
export function serverPushOffToast(): ToastInput {
  return subscriptionFailedToast(messagesFor(pushMessages).serverPushOff);
}

export function unsubscribeFailedToast(reason: string): ToastInput {
  return {
    title: messagesFor(pushMessages).unsubscribeFailed,
    description: reason,
    variant: 'destructive',
  };
}

/** The server could reach none of the caller's browsers or contacts; its message says why. */
export function testNotDeliveredToast(serverMessage: string): ToastInput {
  return {
    title: messagesFor(pushMessages).testFailed,
    description: serverMessage,
    variant: 'destructive',
  };
}

/** The test call itself failed (network, server error). */
export function testErrorToast(reason: string): ToastInput {
  const { title, description } = messagesFor(pushMessages).testError;
  return { title, description: description(reason), variant: 'destructive' };
}

/** Names only what the server really sent, channel by channel ("your browser and 2 of your phones"). */
export function testSentToast(result: TestNotificationResult): ToastInput {
  const text = messagesFor(pushMessages).testSent;
  const reached = [
    result.push.sent > 0 ? text.browsers(result.push.sent) : null,
    result.email.sent > 0 ? text.emails(result.email.sent) : null,
    result.sms.sent > 0 ? text.phones(result.sms.sent) : null,
  ].filter((part) => part !== null);
  return {
    title: text.title,
    description: text.description(reached.length > 0 ? text.list(reached) : text.nobodyNamed),
    variant: 'success',
  };
}

/** Why the browser would not subscribe, in its own words when it gave any. */
export function browserRefusal(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : messagesFor(pushMessages).browserRefused;
}
