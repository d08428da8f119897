import Link from '@mui/material/Link';
import { LegalDocument, type LegalSection } from './LegalDocument';

const contactEmail = 'support@teewatch.app';

const sections: LegalSection[] = [
  {
    id: 'private-beta',
    title: 'A private beta, by invitation',
    body: (
      <p>
        TeeWatch is in private beta. You need an access code from us or an invitation from a current
        member. Codes are personal to the people they are given to; a friend invitation works once.
        We may end a code or a grant that is shared publicly or abused.
      </p>
    ),
  },
  {
    id: 'no-guarantee',
    title: 'No guarantee of availability',
    body: (
      <ul>
        <li>
          We try hard to notice open tee times quickly, but we cannot promise that we see every
          slot, that an alert arrives in time, or that a slot is still free when you try to book it.
          Other golfers are looking too.
        </li>
        <li>
          As a beta, the service may be slow, interrupted or changed at any time, and it is provided
          as is, without warranties.
        </li>
      </ul>
    ),
  },
  {
    id: 'bookings',
    title: 'Bookings are with the course',
    body: (
      <p>
        When you book — yourself or through our booking agent — the reservation is between you and
        the golf course, made on the course&apos;s own booking platform. The course&apos;s prices,
        cancellation and no-show policies, and rules of play apply. TeeWatch does not take payment
        for tee times and cannot change a course&apos;s decision about a reservation.
      </p>
    ),
  },
  {
    id: 'fair-use',
    title: 'Fair use',
    body: (
      <ul>
        <li>Use TeeWatch for your own golf, not to resell tee times.</li>
        <li>
          Do not try to get around the booking limits of courses, scrape TeeWatch, or overload it.
        </li>
        <li>
          Give only your own contact details. We limit how many messages we send, including a daily
          cap on text messages, to keep the service fair and affordable.
        </li>
      </ul>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We will update these terms as TeeWatch grows. When a change matters, we will tell you in the
        app or by email before it takes effect. Continuing to use TeeWatch after that means you
        accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>.
      </p>
    ),
  },
];

export function TermsOfService() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="November 2026"
      intro={
        <p>
          These terms cover your use of TeeWatch during its private beta. They are short on purpose;
          please read them.
        </p>
      }
      sections={sections}
    />
  );
}
