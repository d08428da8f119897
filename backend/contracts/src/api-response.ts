import { z } from 'zod';

/** The answer of a call that only confirms it was done (delete, subscribe). */
export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** A done call with a sentence for the golfer (sign-up, password reset, sign-out). */
export const messageResponseSchema = successResponseSchema.extend({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
