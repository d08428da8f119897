import { defineMessages } from '../../../lib/i18n';

/** The terms of service; an email address in a text becomes a mail link (LegalDocument). */
export const termsMessages = defineMessages('legal.terms', {
  title: 'Terms of Service',
  updated: 'November 2026',
  intro:
    'These terms cover your use of TeeWatch during its private beta. They are short on purpose; please read them.',
  privateBeta: {
    title: 'A private beta, by invitation',
    text: 'TeeWatch is in private beta. You need an access code from us or an invitation from a current member. Codes are personal to the people they are given to; a friend invitation works once. We may end a code or a grant that is shared publicly or abused.',
  },
  noGuarantee: {
    title: 'No guarantee of availability',
    items: [
      'We try hard to notice open tee times quickly, but we cannot promise that we see every slot, that an alert arrives in time, or that a slot is still free when you try to book it. Other golfers are looking too.',
      'As a beta, the service may be slow, interrupted or changed at any time, and it is provided as is, without warranties.',
    ],
  },
  bookings: {
    title: 'Bookings are with the course',
    text: "When you book — yourself or through our booking agent — the reservation is between you and the golf course, made on the course's own booking platform. The course's prices, cancellation and no-show policies, and rules of play apply. TeeWatch does not take payment for tee times and cannot change a course's decision about a reservation.",
  },
  fairUse: {
    title: 'Fair use',
    items: [
      'Use TeeWatch for your own golf, not to resell tee times.',
      'Do not try to get around the booking limits of courses, scrape TeeWatch, or overload it.',
      'Give only your own contact details. We limit how many messages we send, including a daily cap on text messages, to keep the service fair and affordable.',
    ],
  },
  changes: {
    title: 'Changes to these terms',
    text: 'We will update these terms as TeeWatch grows. When a change matters, we will tell you in the app or by email before it takes effect. Continuing to use TeeWatch after that means you accept the new terms.',
  },
  contact: {
    title: 'Contact',
    text: (email: string) => `Questions about these terms: ${email}.`,
  },
});
