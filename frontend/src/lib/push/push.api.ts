import {
  type PushSubscriptionRequest,
  type TestNotificationRequest,
  type TestNotificationResponse,
  testNotificationResponseSchema,
  type TestNotificationResult,
  type VapidPublicKeyResponse,
  vapidPublicKeyResponseSchema,
} from '@teewatch/contracts';
import { api } from '../api';
import { withLanguage } from '../i18n';

export const pushApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The server's VAPID key; empty when push is turned off on the server. */
    getVapidPublicKey: build.query<string, void, VapidPublicKeyResponse>({
      query: () => '/notifications/vapid-public-key',
      rawResponseSchema: vapidPublicKeyResponseSchema,
      transformResponse: (raw) => raw.publicKey,
    }),
    subscribePush: build.mutation<void, PushSubscriptionRequest>({
      query: (body) => ({ url: '/notifications/subscribe', method: 'POST', body }),
      transformResponse: () => undefined,
    }),
    unsubscribePush: build.mutation<void, PushSubscriptionRequest>({
      query: (body) => ({ url: '/notifications/unsubscribe', method: 'POST', body }),
      transformResponse: () => undefined,
    }),
    /**
     * A real test message to the caller's own browsers and verified contacts only; answers how
     * many each channel reached.
     */
    sendTestNotification: build.mutation<
      TestNotificationResult,
      TestNotificationRequest,
      TestNotificationResponse
    >({
      query: (body) => ({
        url: '/smart-notifications/test',
        method: 'POST',
        body: withLanguage(body),
      }),
      rawResponseSchema: testNotificationResponseSchema,
      transformResponse: (raw) => raw.data,
    }),
  }),
});

export const {
  useLazyGetVapidPublicKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
  useSendTestNotificationMutation,
} = pushApi;
