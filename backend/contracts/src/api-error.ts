import { z } from 'zod';

/** Every error the API answers has this shape; `fields` names each bad input and why. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export { errorCodes, type ErrorCode } from './error-codes.js';
