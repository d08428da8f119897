import { defineMessages } from '../../../lib/i18n';

export const contactsSectionMessages = defineMessages('notifications.contacts', {
  title: 'Email and SMS Contacts',
  intro:
    'Email and SMS alerts go only to verified contacts. We email a link to verify an address, and text a 6-digit code to verify a phone number.',
  loading: 'Loading your contacts',
  loadFailed: (reason: string) => `Your contacts could not be loaded. ${reason}`,
  retry: 'Retry',
  empty: 'No email addresses or phone numbers yet.',
  list: 'Your contacts',
  form: 'Add a contact',
  kind: 'Contact type',
  email: {
    choice: 'Email',
    label: 'Email address',
    placeholder: 'you@example.com',
    add: 'Add Email',
    missing: 'Please enter an email address',
    invalid: 'Please enter a valid email address',
  },
  phone: {
    choice: 'Phone',
    label: 'Phone number',
    placeholder: '+1 303 555 0100',
    add: 'Add Phone',
    missing: 'Please enter a phone number',
    invalid: 'Please enter a phone number with its country code, like +1 303 555 0100',
  },
  linkSent: 'Verification link sent',
  linkSentText: (address: string) =>
    `Open the link we emailed to ${address} to start getting alerts there.`,
  codeSent: 'Verification code sent',
  codeSentText: (number: string) => `Enter the 6-digit code we texted to ${number}.`,
});
