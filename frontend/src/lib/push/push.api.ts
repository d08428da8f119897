import type { PushSubscriptionRequest, TestNotificationRequest } from '@teewatch/contracts';
import { api } from '../api';

/** What POST /api/smart-notifications/test reports: how many of the caller's browsers got it. */
export interface TestNotificationResult {
  message: string;
  push: { sent: number; browsers: number };
}

export const pushApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The server's VAPID key; empty when push is turned off on the server. */
    getVapidPublicKey: build.query<string, void>({
      query: () => '/notifications/vapid-public-key',
      transformResponse: (raw: { success: true; publicKey: string }) => raw.publicKey,
    }),
    subscribePush: build.mutation<void, PushSubscriptionRequest>({
      query: (body) => ({ url: '/notifications/subscribe', method: 'POST', body }),
      transformResponse: () => undefined,
    }),
    unsubscribePush: build.mutation<void, PushSubscriptionRequest>({
      query: (body) => ({ url: '/notifications/unsubscribe', method: 'POST', body }),
      transformResponse: () => undefined,
    }),
    /** A real test message to the caller's own browsers and verified contacts only. */
    sendTestNotification: build.mutation<TestNotificationResult, TestNotificationRequest>({
      query: (body) => ({ url: '/smart-notifications/test', method: 'POST', body }),
      transformResponse: (raw: {
        success: true;
        message: string;
        data: { push: TestNotificationResult['push'] };
      }) => ({ message: raw.message, push: raw.data.push }),
    }),
  }),
});

export const {
  useLazyGetVapidPublicKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
  useSendTestNotificationMutation,
} = pushApi;
