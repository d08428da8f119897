import { z } from 'zod';
import { languageSchema } from './auth.js';

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

/** GET /api/notifications/vapid-public-key: empty when push is turned off on the server. */
export const vapidPublicKeyResponseSchema = z.object({
  success: z.literal(true),
  publicKey: z.string(),
});
export type VapidPublicKeyResponse = z.infer<typeof vapidPublicKeyResponseSchema>;

/** POST /api/notifications/unsubscribe: whether the server held that subscription. */
export const pushUnsubscribeResponseSchema = z.object({
  success: z.literal(true),
  removed: z.boolean(),
});
export type PushUnsubscribeResponse = z.infer<typeof pushUnsubscribeResponseSchema>;

/**
 * POST /api/smart-notifications/test (the original client sent userId, email and phone). Messages
 * go only to the caller's own browsers and verified contacts, never to an address in the request
 * (docs/decisions.md, "Nobody can make TeeWatch message a stranger").
 */
export const testNotificationSchema = z.strictObject({
  userId: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  phone: z.string().max(32).optional(),
  /** The language of the messages; the account's own language otherwise. */
  language: languageSchema.optional(),
});
export type TestNotificationRequest = z.infer<typeof testNotificationSchema>;

/** Per channel: how many of the caller's browsers or verified contacts got the test, of how many. */
const channelTestResult = z.object({
  sent: z.number().int().nonnegative(),
  targets: z.number().int().nonnegative(),
});
export const testNotificationResultSchema = z.object({
  push: channelTestResult,
  email: channelTestResult,
  sms: channelTestResult,
});
export type TestNotificationResult = z.infer<typeof testNotificationResultSchema>;

/** POST /api/smart-notifications/test when at least one channel sent (409 when none could). */
export const testNotificationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: testNotificationResultSchema,
});
export type TestNotificationResponse = z.infer<typeof testNotificationResponseSchema>;

/** GET /api/smart-notifications/stats. */
export const notificationStatsSchema = z.object({
  /** Whether TeeWatch is watching for the caller: at least one active alert. */
  monitoring: z.boolean(),
  activeAlerts: z.number().int().nonnegative(),
  totalNotificationsSent: z.number().int().nonnegative(),
});
export type NotificationStats = z.infer<typeof notificationStatsSchema>;
export const notificationStatsResponseSchema = z.object({
  success: z.literal(true),
  data: notificationStatsSchema,
});
export type NotificationStatsResponse = z.infer<typeof notificationStatsResponseSchema>;

/** POST /api/smart-notifications/check-now: how many course-dates are being read now. */
export const checkNowResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ courseDates: z.number().int().nonnegative() }),
});
export type CheckNowResponse = z.infer<typeof checkNowResponseSchema>;

export const notificationFrequencies = ['immediate', 'hourly', 'daily'] as const;
export type NotificationFrequency = (typeof notificationFrequencies)[number];

const hour = z
  .string({ error: 'must be an hour like 22:00' })
  .regex(/^([01]\d|2[0-3]):00$/, 'must be an hour like 22:00');

/**
 * Channels, frequency and quiet hours, in Denver time (docs/product-rules.md,
 * "Notification timing and quiet hours"). Quiet hours defer delivery to their end; start equal to
 * end means none.
 */
export const notificationPreferencesSchema = z.strictObject({
  email: z.boolean({ error: 'must be true or false' }),
  sms: z.boolean({ error: 'must be true or false' }),
  push: z.boolean({ error: 'must be true or false' }),
  frequency: z.enum(notificationFrequencies, { error: 'must be immediate, hourly or daily' }),
  quietHours: z.strictObject({
    enabled: z.boolean({ error: 'must be true or false' }).default(true),
    start: hour,
    end: hour,
  }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * The settings panel's defaults, which are also the server's (docs/product-rules.md,
 * "Notification timing and quiet hours").
 */
export const defaultNotificationPreferences: NotificationPreferences = {
  email: true,
  sms: false,
  push: true,
  frequency: 'immediate',
  quietHours: { enabled: true, start: '22:00', end: '08:00' },
};

/**
 * PATCH /api/smart-notifications/preferences (the caller's defaults) and
 * PATCH /api/smart-notifications/alerts/{alertId}/preferences (one alert): any subset.
 */
export const notificationPreferencesPatchSchema = notificationPreferencesSchema
  .extend({ quietHours: notificationPreferencesSchema.shape.quietHours.partial() })
  .partial();
export type NotificationPreferencesPatch = z.infer<typeof notificationPreferencesPatchSchema>;

/**
 * GET and PATCH /api/smart-notifications/preferences and .../alerts/{alertId}/preferences: the
 * preferences in force, every field present.
 */
export const notificationPreferencesResponseSchema = z.object({
  success: z.literal(true),
  data: notificationPreferencesSchema.extend({
    quietHours: notificationPreferencesSchema.shape.quietHours.extend({
      enabled: z.boolean(),
    }),
  }),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;

export const contactKinds = ['email', 'phone'] as const;
export type ContactKind = (typeof contactKinds)[number];

/**
 * POST /api/contacts: an address or phone number to be told on. Nothing is sent there but its
 * verification (a link by email, a 6-digit code by SMS) until it is verified (docs/decisions.md,
 * "Nobody can make TeeWatch message a stranger"). Phone numbers are E.164 (+ and country code); a
 * 10-digit US number is accepted and given +1.
 */
export const addContactSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('email'),
      value: z
        .string({ error: 'Please enter an email address' })
        .trim()
        .toLowerCase()
        .max(254)
        .pipe(z.email({ error: 'Please enter a valid email address' })),
      /** The language of the confirmation email; the account's own language otherwise. */
      language: languageSchema.optional(),
    }),
    z.strictObject({
      kind: z.literal('phone'),
      value: z
        .string({ error: 'Please enter a phone number' })
        .transform(toE164)
        .pipe(
          z
            .string()
            .regex(
              /^\+[1-9]\d{7,14}$/,
              'Please enter a phone number with its country code, like +1 303 555 0100',
            ),
        ),
      /** The language of the text with the code; the account's own language otherwise. */
      language: languageSchema.optional(),
    }),
  ],
  { error: 'kind must be email or phone' },
);
export type AddContactRequest = z.infer<typeof addContactSchema>;

/** Strips spaces, dashes, dots and brackets; a bare 10-digit number is taken as US (+1). */
export function toE164(input: string): string {
  const digits = input.trim().replace(/[\s().-]/g, '');
  if (/^\d{10}$/.test(digits)) return `+1${digits}`;
  if (/^1\d{10}$/.test(digits)) return `+${digits}`;
  return digits;
}

/** POST /api/contacts/{id}/verify: the 6-digit code a phone number received. */
export const verifyContactSchema = z.strictObject({
  code: z
    .string({ error: 'Please enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code'),
});
export type VerifyContactRequest = z.infer<typeof verifyContactSchema>;

export const contactSchema = z.object({
  id: z.string(),
  kind: z.enum(contactKinds),
  value: z.string(),
  verified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Contact = z.infer<typeof contactSchema>;

/** GET /api/contacts: the caller's email addresses and phone numbers, verified or not. */
export const contactListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(contactSchema),
});
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

/** POST /api/contacts and POST /api/contacts/{id}/verify: the contact as it now is. */
export const contactResponseSchema = z.object({ success: z.literal(true), data: contactSchema });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const emailAttemptStatuses = ['pending', 'sent', 'delivered', 'bounced', 'failed'] as const;
export type EmailAttemptStatus = (typeof emailAttemptStatuses)[number];

/** What kind of email an attempt carried; resend and send-alternative name it. */
export const emailTypes = [
  'tee_time_alert',
  'digest',
  'test',
  'contact_verification',
  'magic_link',
  'email_confirmation',
  'password_reset',
  'booking',
  'achievement',
] as const;
export type EmailType = (typeof emailTypes)[number];

/** GET /api/email/status/{id} and GET /api/email/attempts items. */
export interface EmailAttempt {
  id: string;
  type: EmailType;
  to: string;
  subject: string;
  status: EmailAttemptStatus;
  detail: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * POST /api/email/resend: the latest email of `type` sent to `email`, again
 * (docs/product-rules.md, "Email delivery status").
 */
export const emailResendSchema = z.strictObject({
  type: z.enum(emailTypes, { error: `must be one of ${emailTypes.join(', ')}` }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address' })),
});
export type EmailResendRequest = z.infer<typeof emailResendSchema>;

/** POST /api/email/send-alternative: that email to another of the caller's verified addresses. */
export const emailSendAlternativeSchema = emailResendSchema.extend({
  email: z
    .string({ error: 'Please enter an alternative email address.' })
    .trim()
    .toLowerCase()
    .min(1, 'Please enter an alternative email address.')
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  originalEmail: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  /** The language of the confirmation email an unconfirmed address is sent first. */
  language: languageSchema.optional(),
});
export type EmailSendAlternativeRequest = z.infer<typeof emailSendAlternativeSchema>;
