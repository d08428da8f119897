// zod/mini: the landing page checks the grant answer with this module alone, and mini builds
// the same checks from about a third of classic zod's bytes (docs/web-app-delivery.md).
import * as z from 'zod/mini';

import { accessCodeKey, accessCodeTypes } from './access-codes.js';

export { accessCodeKey, type AccessCodeType, accessCodeTypes } from './access-codes.js';

export const validateAccessCodeRequestSchema = z.strictObject({
  code: z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? 'Please enter your access code.'
          : 'The access code must be text.',
    })
    .check(
      z.maxLength(64, 'An access code has at most 64 characters.'),
      z.refine((code) => accessCodeKey(code).length > 0, 'Please enter your access code.'),
    ),
});
export type ValidateAccessCodeRequest = z.infer<typeof validateAccessCodeRequestSchema>;

/**
 * The answer to a successful validation (and to the grant check): what the welcome card shows.
 * `user` and `inviteInfo` keep the field names the original web client reads.
 */
export const accessGrantResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  type: z.enum(accessCodeTypes),
  usesRemaining: z.int().check(z.nonnegative()),
  invitedBy: z.nullable(z.string()),
  expiresAt: z.nullable(z.iso.datetime()),
  user: z.object({ name: z.string(), features: z.array(z.string()) }),
  inviteInfo: z.object({ description: z.string(), usesRemaining: z.int().check(z.nonnegative()) }),
});
export type AccessGrantResponse = z.infer<typeof accessGrantResponseSchema>;
