import { defineMessages } from '../../../lib/i18n';

/** The dashboard's profile card and its Edit Profile dialog (docs/product-rules.md, "Dashboard"). */
export const profileMessages = defineMessages('auth.profile', {
  title: 'Profile',
  name: 'Name',
  email: 'Email',
  accountType: 'Account Type',
  notSet: 'Not set',
  edit: 'Edit Profile',
  dialog: {
    title: 'Edit Profile',
    nameRequired: 'Please enter your name',
    updateFailed: 'Failed to update your profile. Please try again.',
    updatedToast: { title: 'Profile Updated', description: 'Your name has been saved.' },
    cancel: 'Cancel',
    save: 'Save',
  },
});
