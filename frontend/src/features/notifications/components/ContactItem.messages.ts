import { defineMessages } from '../../../lib/i18n';

export const contactItemMessages = defineMessages('notifications.contactItem', {
  verified: 'Verified',
  unverified: 'Unverified',
  remove: (contact: string) => `Remove ${contact}`,
  removeFailed: 'Could not remove the contact',
  emailPending:
    'We sent a verification link to this address. Open it to start getting alerts there.',
  code: '6-digit code',
  codeHelp: 'We texted it to this number.',
  enterCode: 'Please enter the 6-digit code',
  verify: 'Verify',
  phoneVerified: 'Phone number verified',
  phoneVerifiedText: (number: string) => `SMS alerts can now go to ${number}.`,
});
