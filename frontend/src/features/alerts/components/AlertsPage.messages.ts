import { defineMessages } from '../../../lib/i18n';

export const alertsPageMessages = defineMessages('alerts.page', {
  title: 'Create Tee Time Alert',
  intro:
    "Tell us where, when and how many. We'll watch Colorado tee sheets and tell you the moment a matching tee time opens.",
  useWizard: 'Use the step-by-step wizard',
  formTitle: 'Alert details',
});
