import { defineMessages } from '../i18n';

/** The connection's news, told as toasts (docs/offline.md). */
export const networkMessages = defineMessages('lib.network', {
  offline: {
    title: "You're Offline",
    description: 'What you send now is kept and goes out when the connection is back.',
  },
  online: { title: 'Back Online', description: 'Sending anything that waited.' },
  kept: {
    title: 'Saved for Later',
    description: "You're offline. This is sent as soon as the connection is back.",
  },
});
