import { z } from 'zod';
import { isCalendarDate } from './courses.js';

/** Blank text is no answer, so "required" reads the same for a missing and an empty field. */
const blankIsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The form demo's rules (docs/forms.md): every message is the one the form shows. */
export const formSubmissionSchema = z.strictObject({
  email: z.preprocess(
    blankIsMissing,
    z
      .string({ error: 'Email address is required' })
      .trim()
      .max(254)
      .pipe(z.email({ error: 'Please enter a valid email address' })),
  ),
  password: z.preprocess(
    blankIsMissing,
    z
      .string({ error: 'Password is required' })
      .min(8, 'Password must be at least 8 characters long')
      .max(128, 'Password must be at most 128 characters long')
      .refine(
        (password) => /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password),
        'Password must contain uppercase, lowercase, and number',
      ),
  ),
  phone: z.preprocess(
    blankIsMissing,
    z
      .string()
      .regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'Phone number must be in format (555) 123-4567')
      .optional(),
  ),
  players: z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: 'Number of players is required' })
      .int('Must be between 1 and 4 players')
      .min(1, 'Must be between 1 and 4 players')
      .max(4, 'Must be between 1 and 4 players'),
  ),
  preferredDate: z.preprocess(
    blankIsMissing,
    z.string().refine(isCalendarDate, 'must be a real date like 2026-06-20').optional(),
  ),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;

/** POST /api/forms/submit: the submission kept (never its password). */
export const formSubmissionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ id: z.string(), receivedAt: z.iso.datetime() }),
});
export type FormSubmissionResponse = z.infer<typeof formSubmissionResponseSchema>;
