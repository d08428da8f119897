import { defineMessages, plural } from '../../../lib/i18n';

export const welcomeCardMessages = defineMessages('access.welcome', {
  badge: {
    private_beta: 'Private Beta Access',
    friend_invite: 'Friend Invitation',
  },
  welcome: (name: string) => `Welcome, ${name}!`,
  includedFeatures: 'Included features',
  invitedBy: (name: string) => `Invited by ${name}`,
  usesRemaining: (uses: number) =>
    plural(uses, {
      zero: 'No uses remaining on this code',
      one: '# use remaining on this code',
      other: '# uses remaining on this code',
    }),
  validUntil: (date: string) => `Code valid until ${date}`,
  continue: 'Continue',
});
