import { defineMessages } from '../../lib/i18n';

/**
 * What the form demo says about each rule. The English strings are the messages of the shared
 * schema (formSubmissionSchema, also the server's), which names each rule by them.
 */
export const formRulesMessages = defineMessages('resilience.formRules', {
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  passwordWeak: 'Password must contain uppercase, lowercase, and number',
  phoneFormat: 'Phone number must be in format (555) 123-4567',
  playersRequired: 'Number of players is required',
  playersRange: 'Must be between 1 and 4 players',
  dateInvalid: 'must be a real date like 2026-06-20',
  placeholderAddress: (host: string) => `Please use a real email address (not ${host})`,
});
