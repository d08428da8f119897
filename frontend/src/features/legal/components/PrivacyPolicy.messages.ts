import { defineMessages } from '../../../lib/i18n';

/**
 * The privacy policy. In its texts **…** is a bold lead-in and `…` a storage key shown as code
 * (LegalDocument); an email address becomes a mail link.
 */
export const privacyMessages = defineMessages('legal.privacy', {
  title: 'Privacy Policy',
  updated: 'November 2026',
  intro:
    'TeeWatch is a small, invite-only service that watches Colorado golf course tee sheets and tells you when a tee time you want opens up. This page says exactly what we keep about you, why, for how long, and who else sees it.',
  whatWeStore: {
    title: 'What we store and why',
    items: [
      '**Access grant.** When your access code is accepted we set an HttpOnly cookie that identifies your access grant. It keeps you past the private-beta gate and is how we know which alerts and push subscriptions belong to your browser if you have no account. We also record which code was used, so we can count its remaining uses.',
      '**Alerts.** The area or courses, date, time window, number of players and price limit you ask us to watch, and the tee times we matched to them. We need these to do the one thing TeeWatch is for.',
      '**Contact details for notifications.** The email address and phone number you give us, and whether you verified them. We message only verified contacts, and only about your alerts, bookings and account.',
      '**Push subscriptions.** When you allow notifications, your browser gives us a push endpoint and encryption keys. We use them only to deliver your alerts.',
      '**Email delivery records.** For each email we send we keep the provider message id and its status (sent, delivered, bounced, failed), so we can show you what happened and stop writing to addresses that bounce.',
      '**Account data**, if you create an account: name, email, a password hash (never the password), the sign-in methods you link, your notification preferences, points, achievements and bookings.',
      '**In your browser only.** A few entries in local storage, all starting with `teewatch:` — for example `teewatch:access` (the welcome details of your access code), `teewatch:theme` (light, dark or system), `teewatch:session` (your sign-in tokens) and your accessibility settings. They never leave your device unless the app sends them to us for the feature you use; clearing your browser data removes them.',
    ],
  },
  whatWeDoNotDo: {
    title: 'What we do not do',
    items: [
      'We do not sell or rent your data, and we show no advertising.',
      'We load no third-party trackers, analytics scripts or fonts in the app.',
      'We never send messages to contacts you have not verified.',
    ],
  },
  retention: {
    title: 'How long we keep it',
    items: [
      "The access grant cookie lasts until your code's grant expires or is revoked.",
      'Alerts stay until you delete them or their date has passed.',
      'Email delivery records and notification history are kept for 90 days, then deleted.',
      'Push subscriptions are removed when you turn notifications off or when the push service tells us the subscription has ended.',
      'Account data is kept while your account exists. When you delete your account we delete it within 30 days, except booking records a course needs to honour a reservation.',
    ],
  },
  thirdParties: {
    title: 'Who else is involved',
    items: [
      '**Amazon Web Services** — Simple Email Service (SES) sends our emails and Simple Notification Service (SNS) sends our text messages. They receive the address or number and the message text.',
      "**Your browser's push service** (for example Google, Mozilla or Apple, depending on your browser) carries push notifications. The content is encrypted end to end; the service sees only that a message was sent.",
      "**Golf course booking platforms**. We read public tee-time availability from the platforms courses use. When you book through TeeWatch, we pass the name, email and phone number needed for the reservation to that course's platform, and its own privacy policy applies to what it keeps.",
    ],
  },
  yourChoices: {
    title: 'Your choices',
    text: 'You can delete alerts, turn off any notification channel, unsubscribe from push in your browser, and ask us for a copy of your data or for its deletion. Email us and we will answer within 30 days.',
  },
  contact: {
    title: 'Contact',
    text: (email: string) => `Questions or requests about your data: ${email}.`,
  },
});
