import { z } from 'zod';

const base64url = /^[A-Za-z0-9_-]+=*$/;

/** POST /api/notifications/subscribe and /unsubscribe: what PushSubscription.toJSON() gives. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'must be the push service URL of the subscription' })
    .max(2048),
  keys: z.object({
    p256dh: z.string().regex(base64url, 'must be base64url').min(80).max(120),
    auth: z.string().regex(base64url, 'must be base64url').min(16).max(32),
  }),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionSchema>;

/**
 * POST /api/smart-notifications/test (spec core 7 sends userId, email and phone). Messages go only
 * to the caller's own browsers and verified contacts, never to an address in the request.
 */
export const testNotificationSchema = z.strictObject({
  userId: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  phone: z.string().max(32).optional(),
});
export type TestNotificationRequest = z.infer<typeof testNotificationSchema>;
