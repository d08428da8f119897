import { useCallback, useEffect, useState } from 'react';
import { errorCodes, type PushSubscriptionRequest } from '@teewatch/contracts';
import { useToast } from '../../components/toast/useToast';
import { apiErrorCode, apiErrorMessage } from '../api-error';
import {
  useLazyGetVapidPublicKeyQuery,
  useSendTestNotificationMutation,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
} from './push.api';
import {
  currentPushPermission,
  isPushSupported,
  subscribedWithKey,
  vapidKeyToBytes,
  type PushPermission,
} from './push-support';
import {
  browserRefusal,
  pushToast,
  serverPushOffToast,
  subscriptionFailedToast,
  testErrorToast,
  testNotDeliveredToast,
  testSentToast,
  unsubscribeFailedToast,
} from './push-texts';
import { activeServiceWorker } from './service-worker';

export interface PushSubscriptionControls {
  supported: boolean;
  permission: PushPermission;
  /** This browser holds a push subscription and the server has it. */
  subscribed: boolean;
  /** Turning push on or off is under way. */
  changing: boolean;
  testing: boolean;
  /** Asks for permission if it was never asked, subscribes and tells the server. */
  enable: () => Promise<boolean>;
  disable: () => Promise<boolean>;
  /** Sends a real test message to the caller's own browsers (and verified contacts). */
  sendTest: () => Promise<boolean>;
}

/**
 * Web push for this browser, shared by every screen that offers it. Each outcome is announced with
 * the same texts (docs/product-rules.md, "Push messages and texts"), so every screen says the same
 * thing in the same situation.
 */
export function usePushSubscription(): PushSubscriptionControls {
  const { toast } = useToast();
  const [supported] = useState(isPushSupported);
  const [permission, setPermission] = useState(currentPushPermission);
  const [subscribed, setSubscribed] = useState(false);
  const [changing, setChanging] = useState(false);
  const [getVapidPublicKey] = useLazyGetVapidPublicKeyQuery();
  const [subscribe] = useSubscribePushMutation();
  const [unsubscribe] = useUnsubscribePushMutation();
  const [sendTestNotification, { isLoading: testing }] = useSendTestNotificationMutation();

  // A subscription made earlier shows push as on. The server is reminded of it because it drops
  // subscriptions a push service reported gone, and signing in may have moved this browser.
  useEffect(() => {
    if (!supported || currentPushPermission() !== 'granted') return;
    let cancelled = false;
    void existingSubscription().then(async (existing) => {
      if (!existing || cancelled) return;
      const saved = await subscribe(toRequest(existing));
      if (!cancelled && !saved.error) setSubscribed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [supported, subscribe]);

  const enable = useCallback(async () => {
    if (!supported) {
      toast(pushToast('notSupported'));
      return false;
    }
    if (Notification.permission === 'denied') {
      setPermission('denied');
      toast(pushToast('blocked'));
      return false;
    }
    setChanging(true);
    try {
      if (Notification.permission === 'default') {
        let answer: NotificationPermission;
        try {
          answer = await Notification.requestPermission();
        } catch {
          toast(pushToast('permissionError'));
          return false;
        }
        setPermission(answer);
        if (answer !== 'granted') {
          toast(pushToast('permissionDenied'));
          return false;
        }
      }
      const key = await getVapidPublicKey(undefined, true);
      if (key.error) {
        toast(subscriptionFailedToast(apiErrorMessage(key.error)));
        return false;
      }
      if (!key.data) {
        toast(serverPushOffToast());
        return false;
      }
      let subscription: PushSubscription;
      try {
        subscription = await browserSubscription(vapidKeyToBytes(key.data));
      } catch (error) {
        toast(subscriptionFailedToast(browserRefusal(error)));
        return false;
      }
      const saved = await subscribe(toRequest(subscription));
      if (saved.error) {
        toast(subscriptionFailedToast(apiErrorMessage(saved.error)));
        return false;
      }
      setSubscribed(true);
      toast(pushToast('enabled'));
      return true;
    } finally {
      setChanging(false);
    }
  }, [supported, toast, getVapidPublicKey, subscribe]);

  const disable = useCallback(async () => {
    if (!supported) {
      toast(pushToast('notSupported'));
      return false;
    }
    setChanging(true);
    try {
      const existing = await existingSubscription();
      if (existing) {
        // The server forgets first: a failure then leaves both sides subscribed, and a retry
        // repeats both steps.
        const forgotten = await unsubscribe(toRequest(existing));
        if (forgotten.error) {
          toast(unsubscribeFailedToast(apiErrorMessage(forgotten.error)));
          return false;
        }
        try {
          await existing.unsubscribe();
        } catch (error) {
          toast(unsubscribeFailedToast(browserRefusal(error)));
          return false;
        }
      }
      setSubscribed(false);
      toast(pushToast('disabled'));
      return true;
    } finally {
      setChanging(false);
    }
  }, [supported, toast, unsubscribe]);

  const sendTest = useCallback(async () => {
    const result = await sendTestNotification({});
    if (result.error) {
      if (apiErrorCode(result.error) === errorCodes.noReachableChannel) {
        toast(testNotDeliveredToast(apiErrorMessage(result.error)));
      } else {
        toast(testErrorToast(apiErrorMessage(result.error)));
      }
      return false;
    }
    toast(testSentToast(result.data));
    return true;
  }, [sendTestNotification, toast]);

  return { supported, permission, subscribed, changing, testing, enable, disable, sendTest };
}

/** This browser's current subscription, if a service worker holds one. */
async function existingSubscription(): Promise<PushSubscription | null> {
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    return (await registration?.pushManager.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

/** The subscription for `key`, made now unless one already exists; one for an old key is replaced. */
async function browserSubscription(key: Uint8Array<ArrayBuffer>): Promise<PushSubscription> {
  const registration = await activeServiceWorker();
  const existing = await registration.pushManager.getSubscription();
  if (existing && subscribedWithKey(existing, key)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** PushSubscription.toJSON() in the shape the subscribe and unsubscribe calls take. */
function toRequest(subscription: PushSubscription): PushSubscriptionRequest {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    expirationTime: json.expirationTime ?? null,
  };
}
