import { PASSWORD_MIN_LENGTH, passwordRules } from '@teewatch/contracts';
import { z } from 'zod';
import { messagesFor } from '../../lib/i18n';
import { authValidationMessages } from './auth.validation.messages';

/** Text, @, text, dot, text (docs/product-rules.md, "Validation"). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's longest password and name (contracts' auth schemas); the inputs stop there too. */
const PASSWORD_MAX_LENGTH = 128;
const NAME_MAX_LENGTH = 100;

type ValidationText = keyof typeof authValidationMessages.english;

/** A rule's message, read when a form is checked, so it follows the current language. */
const say = (key: Exclude<ValidationText, 'passwordTooShort' | 'passwordTooLong'>) => ({
  error: () => messagesFor(authValidationMessages)[key],
});

export function isValidEmail(email: string): boolean {
  return emailPattern.test(email.trim());
}

function emailRule(empty: 'emailRequired' | 'emailRequiredForReset') {
  return z
    .string()
    .trim()
    .min(1, { ...say(empty), abort: true })
    .regex(emailPattern, say('invalidEmail'));
}

/** A new password and its confirmation: the server's password rule, asked for when empty. */
const newPasswordFields = z.object({
  password: z
    .string()
    .min(1, { ...say('newPasswordRequired'), abort: true })
    .min(PASSWORD_MIN_LENGTH, {
      error: () => messagesFor(authValidationMessages).passwordTooShort(PASSWORD_MIN_LENGTH),
    })
    .max(PASSWORD_MAX_LENGTH, {
      error: () => messagesFor(authValidationMessages).passwordTooLong(PASSWORD_MAX_LENGTH),
    }),
  confirmPassword: z.string(),
});

const passwordsMatch = (values: z.infer<typeof newPasswordFields>) =>
  values.password === values.confirmPassword;
const mismatch = { path: ['confirmPassword'], ...say('passwordsMismatch') };

export const signInFormSchema = z.object({
  email: emailRule('emailRequired'),
  password: z.string().min(1, say('passwordRequired')).max(PASSWORD_MAX_LENGTH),
});

export const signUpFormSchema = newPasswordFields
  .extend({
    name: z.string().trim().min(1, say('nameRequired')).max(NAME_MAX_LENGTH),
    email: emailRule('emailRequired'),
  })
  .refine(passwordsMatch, mismatch);

export const newPasswordFormSchema = newPasswordFields.refine(passwordsMatch, mismatch);

/** Recovery needs an email, "Email Required" (docs/product-rules.md, "Validation"). */
export const recoveryFormSchema = z.object({
  email: emailRule('emailRequiredForReset'),
});

/** The invalid-address text of the magic-link form, shown while the golfer types. */
export function invalidEmailText(): string {
  return messagesFor(authValidationMessages).invalidEmail;
}

/**
 * A refusal of one field by the server, in the golfer's language when it is one of the password
 * rules both sides share; any other is shown as the server wrote it.
 */
export function refusedFieldText(message: string): string {
  const texts = messagesFor(authValidationMessages);
  switch (message) {
    case passwordRules.tooShort:
      return texts.passwordTooShort(PASSWORD_MIN_LENGTH);
    case passwordRules.tooLong:
      return texts.passwordTooLong(PASSWORD_MAX_LENGTH);
    case passwordRules.common:
      return texts.commonPassword;
    case passwordRules.mismatch:
      return texts.passwordsMismatch;
    default:
      return message;
  }
}
