import Link from '@mui/material/Link';
import { LegalDocument, type LegalSection } from './LegalDocument';

const contactEmail = 'privacy@teewatch.app';

const sections: LegalSection[] = [
  {
    id: 'what-we-store',
    title: 'What we store and why',
    body: (
      <ul>
        <li>
          <strong>Access grant.</strong> When your access code is accepted we set an HttpOnly cookie
          that identifies your access grant. It keeps you past the private-beta gate and is how we
          know which alerts and push subscriptions belong to your browser if you have no account. We
          also record which code was used, so we can count its remaining uses.
        </li>
        <li>
          <strong>Alerts.</strong> The area or courses, date, time window, number of players and
          price limit you ask us to watch, and the tee times we matched to them. We need these to do
          the one thing TeeWatch is for.
        </li>
        <li>
          <strong>Contact details for notifications.</strong> The email address and phone number you
          give us, and whether you verified them. We message only verified contacts, and only about
          your alerts, bookings and account.
        </li>
        <li>
          <strong>Push subscriptions.</strong> When you allow notifications, your browser gives us a
          push endpoint and encryption keys. We use them only to deliver your alerts.
        </li>
        <li>
          <strong>Email delivery records.</strong> For each email we send we keep the provider
          message id and its status (sent, delivered, bounced, failed), so we can show you what
          happened and stop writing to addresses that bounce.
        </li>
        <li>
          <strong>Account data</strong>, if you create an account: name, email, a password hash
          (never the password), the sign-in methods you link, your notification preferences, points,
          achievements and bookings.
        </li>
        <li>
          <strong>In your browser only.</strong> A few entries in local storage, all starting with{' '}
          <code>teewatch:</code> — for example <code>teewatch:access</code> (the welcome details of
          your access code), <code>teewatch:theme</code> (light, dark or system),{' '}
          <code>teewatch:session</code> (your sign-in tokens) and your accessibility settings. They
          never leave your device unless the app sends them to us for the feature you use; clearing
          your browser data removes them.
        </li>
      </ul>
    ),
  },
  {
    id: 'what-we-do-not-do',
    title: 'What we do not do',
    body: (
      <ul>
        <li>We do not sell or rent your data, and we show no advertising.</li>
        <li>We load no third-party trackers, analytics scripts or fonts in the app.</li>
        <li>We never send messages to contacts you have not verified.</li>
      </ul>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>The access grant cookie lasts until your code&apos;s grant expires or is revoked.</li>
        <li>Alerts stay until you delete them or their date has passed.</li>
        <li>Email delivery records and notification history are kept for 90 days, then deleted.</li>
        <li>
          Push subscriptions are removed when you turn notifications off or when the push service
          tells us the subscription has ended.
        </li>
        <li>
          Account data is kept while your account exists. When you delete your account we delete it
          within 30 days, except booking records a course needs to honour a reservation.
        </li>
      </ul>
    ),
  },
  {
    id: 'third-parties',
    title: 'Who else is involved',
    body: (
      <ul>
        <li>
          <strong>Amazon Web Services</strong> — Simple Email Service (SES) sends our emails and
          Simple Notification Service (SNS) sends our text messages. They receive the address or
          number and the message text.
        </li>
        <li>
          <strong>Your browser&apos;s push service</strong> (for example Google, Mozilla or Apple,
          depending on your browser) carries push notifications. The content is encrypted end to
          end; the service sees only that a message was sent.
        </li>
        <li>
          <strong>Golf course booking platforms</strong>. We read public tee-time availability from
          the platforms courses use. When you book through TeeWatch, we pass the name, email and
          phone number needed for the reservation to that course&apos;s platform, and its own
          privacy policy applies to what it keeps.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices',
    body: (
      <p>
        You can delete alerts, turn off any notification channel, unsubscribe from push in your
        browser, and ask us for a copy of your data or for its deletion. Email us and we will answer
        within 30 days.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions or requests about your data:{' '}
        <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="November 2026"
      intro={
        <p>
          TeeWatch is a small, invite-only service that watches Colorado golf course tee sheets and
          tells you when a tee time you want opens up. This page says exactly what we keep about
          you, why, for how long, and who else sees it.
        </p>
      }
      sections={sections}
    />
  );
}
