import { defineMessages, plural } from '../../../lib/i18n';
import { formatCount } from '../../../lib/format';

export const formDemoMessages = defineMessages('resilience.formDemo', {
  title: 'Form Validation',
  errors: (count: number) => plural(count, { one: '# error', other: '# errors' }),
  warnings: (count: number) => plural(count, { one: '# warning', other: '# warnings' }),
  issues: 'Issues',
  fields: {
    email: 'Email',
    password: 'Password',
    phone: 'Phone',
    players: 'Players',
    preferredDate: 'Preferred Date',
  },
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: 'Submit',
  clear: 'Clear',
  tipsTitle: 'Tips',
  tips: [
    'Errors show as you type; a warning does not stop you from sending.',
    'The phone number formats itself as (555) 123-4567.',
    'Offline? The form is kept and sent once, in order, when you are back online.',
  ],
  validationErrors: {
    title: 'Validation Errors',
    description: (count: number) => `Please fix ${formatCount(count)} error(s) before submitting.`,
  },
  formValid: { title: 'Form Valid', description: 'Your details were checked and sent.' },
  submitFailed: 'Submit Failed',
  formCleared: { title: 'Form Cleared', description: 'Every field is empty again.' },
});
