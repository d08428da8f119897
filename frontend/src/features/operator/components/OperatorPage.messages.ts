import { defineMessages } from '../../../lib/i18n';

/** /operator: the console's header, its states and the line saying how fresh the figures are. */
export const operatorPageMessages = defineMessages('operator.page', {
  title: 'Operator Console',
  intro:
    'What TeeWatch is doing right now: its queues, the tee-sheet platforms, message delivery, bookings and the outbox. The figures refresh every few seconds.',
  loading: 'Loading the operator console',
  loadFailed: (reason: string) => `Could not load the operator console. ${reason}`,
  stale: (reason: string) => `These figures may be out of date. ${reason}`,
  updated: (time: string) => `Updated ${time}`,
  forbidden: {
    title: 'Operators only',
    body: 'This console is for TeeWatch operators. An operator can give your account the admin role.',
    dashboard: 'Back to Dashboard',
  },
});
