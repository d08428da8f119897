import { z } from 'zod';

const positiveInt = z.coerce
  .number({ error: 'must be a whole number above 0' })
  .int('must be a whole number above 0')
  .positive('must be a whole number above 0');
const optionalUrl = z.union([
  z.literal(''),
  z.url({
    protocol: /^https?$/,
    error: 'must be a URL like https://email.us-east-1.amazonaws.com',
  }),
]);

/**
 * Email (SES v2) and SMS (SNS). Empty endpoints mean AWS itself; `npm start` and the tests point
 * them at the sandbox. Credentials come from the AWS SDK's usual chain (AWS_ACCESS_KEY_ID, ...).
 */
export const messagingConfigShape = {
  AWS_REGION: z.string().min(1).default('us-east-1'),
  SES_ENDPOINT: optionalUrl.default(''),
  SES_FROM_ADDRESS: z.string().min(3).default('TeeWatch <alerts@teewatch.app>'),
  /** The configuration set whose event destination posts delivery events to our webhook. */
  SES_CONFIGURATION_SET: z.string().default('teewatch-events'),
  /**
   * Where the certificate that signs SES event notifications may come from (a regular expression
   * over its URL). A notification naming any other certificate is refused as forged.
   */
  SES_EVENTS_CERT_URLS: z
    .string()
    .default('^https://sns\\.[a-z0-9-]+\\.amazonaws\\.com/')
    .refine((pattern) => {
      try {
        new RegExp(pattern);
        return true;
      } catch {
        return false;
      }
    }, 'must be a regular expression'),
  SNS_ENDPOINT: optionalUrl.default(''),
  SMS_SENDER_ID: z.string().max(11).default('TeeWatch'),
  /** Text messages one golfer may receive per Denver day, verification codes included. */
  SMS_DAILY_CAP: positiveInt.default(10),
  /** Daily digests go out at this Denver hour (0-23) unless quiet hours are still on then. */
  DIGEST_DAILY_HOUR: z.coerce.number().int().min(0).max(23).default(8),
};
