import { passwordRules, signInRequestSchema, signUpRequestSchema } from '@teewatch/contracts';
import { z } from 'zod';

/** Text, @, text, dot, text (docs/product-rules.md, "Validation"). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const INVALID_EMAIL = 'Please enter a valid email address';

export function isValidEmail(email: string): boolean {
  return emailPattern.test(email.trim());
}

function emailRule(emptyMessage: string) {
  return z
    .string()
    .trim()
    .min(1, { message: emptyMessage, abort: true })
    .regex(emailPattern, INVALID_EMAIL);
}

/** A new password and its confirmation: the server's password rule, asked for when empty. */
const newPasswordFields = z.object({
  password: z.string().min(1, 'Please enter a password').pipe(signUpRequestSchema.shape.password),
  confirmPassword: z.string(),
});

const passwordsMatch = (values: z.infer<typeof newPasswordFields>) =>
  values.password === values.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: passwordRules.mismatch };

export const signInFormSchema = z.object({
  email: emailRule('Please enter your email address'),
  password: signInRequestSchema.shape.password,
});

export const signUpFormSchema = newPasswordFields
  .extend({
    name: signUpRequestSchema.shape.name,
    email: emailRule('Please enter your email address'),
  })
  .refine(passwordsMatch, mismatch);

export const newPasswordFormSchema = newPasswordFields.refine(passwordsMatch, mismatch);

/** Recovery needs an email, "Email Required" (docs/product-rules.md, "Validation"). */
export const recoveryFormSchema = z.object({
  email: emailRule('Please enter your email address for password reset'),
});
