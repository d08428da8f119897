import { defineMessages } from './i18n';

/**
 * The server's error texts by error code, the English exactly as the server writes it: a code with
 * several texts lists each, told apart by their English. Loaded only with a language other than
 * English, which says them in its own words (server-errors.ts).
 */
export const serverErrorMessages = defineMessages('lib.serverErrors', {
  byCode: {
    ACCESS_REQUIRED: 'An access code is required. Enter your private-beta code to continue.',
    ACCESS_CODE_UNKNOWN: 'That access code is not valid. Check it and try again.',
    ACCESS_CODE_EXPIRED: 'That access code has expired. Ask for a new one.',
    ACCESS_CODE_USED_UP: 'That access code has already been used the maximum number of times.',
    ALERT_NOT_FOUND: 'That alert does not exist.',
    NO_REACHABLE_CHANNEL: {
      noneAccepted: 'Could not send test notification: no channel accepted it. Try again.',
      noneSet:
        'Could not send test notification: turn on push notifications in this browser or add a verified email or phone first.',
    },
    PUSH_SUBSCRIPTION_TAKEN:
      'This push subscription belongs to another browser. Turn notifications off and on again.',
    RATE_LIMITED: {
      signIn: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      emails: 'Too many emails requested. Please wait a few minutes and try again.',
    },
    CONTACT_NOT_FOUND: 'No such contact.',
    CONTACT_NOT_VERIFIED: {
      optedOut:
        'This number replied STOP to TeeWatch. Text START to it to opt back in, then try again.',
    },
    VERIFICATION_FAILED: 'That code is wrong or has expired. Request a new one.',
    EMAIL_NOT_FOUND: 'No such email was sent to you.',
    LINK_NOT_RESENDABLE:
      'That email held a one-time link, which is never sent twice. Please request a new one.',
    SMS_DAILY_CAP_REACHED: "You have reached today's text message limit. Try again tomorrow.",
    PROVIDER_UNAVAILABLE: {
      email: 'The email could not be sent just now. Please try again.',
      textMessage: 'The text message could not be sent just now. Please try again.',
      course: "We could not reach the course's booking system. Please try again in a minute.",
    },
    UNAUTHENTICATED: {
      signInRequired: 'Please sign in to continue.',
      sessionEnded: 'Session expired. Please sign in again.',
    },
    TOKEN_EXPIRED: 'Your session token has expired. Refresh it and try again.',
    INVALID_TOKEN: {
      sessionEnded: 'Session expired. Please sign in again.',
      confirmationLink:
        'This confirmation link is invalid or has expired. Sign in to get a new one.',
      resetLink: 'This reset link is invalid or has expired. Please request a new one.',
    },
    INVALID_CREDENTIALS: 'Invalid email or password',
    EMAIL_NOT_VERIFIED:
      'Please confirm your email address before signing in. We have sent you a new confirmation link.',
    MAGIC_LINK_EXPIRED:
      'Your magic link has expired for security reasons. Please request a new one.',
    PROVIDER_DISABLED: 'Sign-in is temporarily unavailable. Please try again.',
    NOT_FOUND: {
      signInProvider: 'There is no such sign-in provider.',
      signInRequest: 'This sign-in request was not found. Please request a new magic link.',
      golfer: 'No TeeWatch golfer has that id.',
      friendRequest: 'No friend request from that golfer.',
      friend: 'No friend or request with that golfer.',
      demoOnly: 'This demo action exists only in demo mode.',
      achievements: 'No achievements for that golfer.',
      automaticBooking: 'No such automatic booking.',
      recommendationGone:
        'This tee time is no longer open. Refresh the analysis and queue another one.',
      recommendation: 'No such recommendation. Refresh the analysis.',
      town: 'No Colorado town TeeWatch knows is near there.',
      teeTimeGone: 'This tee time is no longer open. Pick another one.',
      booking: 'No such booking.',
      group: 'No such group.',
      groupTeeTime: 'No such tee time for this group alert.',
    },
    GROUP_ALREADY_BOOKED: {
      anotherMemberBooked: 'Another member booked a tee time for the group.',
      anotherMemberBooking: 'Another member is booking a tee time for the group.',
    },
    BOOKING_STILL_LISTED:
      "The course still lists this booking. Cancel it on the course's booking page, then try again.",
    FRIEND_INVITATION_LIMIT:
      'You have 5 unused invitations. Share one of them, or wait for one to expire.',
    VALIDATION_FAILED: {
      contactsFull: 'You have added the most contacts allowed. Remove one first.',
    },
    INTERNAL_ERROR: 'Something went wrong on our side. Please try again.',
    SERVICE_UNAVAILABLE: 'TeeWatch is briefly unavailable. Please try again in a few seconds.',
  },
  /** Texts that carry a value, read back out of the English (server-errors.ts). */
  withValues: {
    accessCodeAttempts: (minutes: number) =>
      `Too many access code attempts. Try again in ${minutes} minute(s).`,
    checkedRecently: (seconds: number) =>
      `You checked a moment ago. Try again in ${seconds} seconds.`,
    accountLocked: (minutes: number) =>
      `Too many failed attempts. Your account is locked for ${minutes} minutes. Reset your password to sign in now.`,
    alertLimit: (max: number) =>
      `You already have ${max} active alerts, the most at once. Pause or delete one first.`,
    automaticBookingExists: (date: string) =>
      `You already have an automatic booking for ${date}. Pause or cancel it first.`,
    confirmationSent: (email: string) =>
      `We sent a confirmation link to ${email}. Confirm it, then send again.`,
    groupBooked: (golfer: string) => `${golfer} booked a tee time for the group.`,
    groupBooking: (golfer: string) => `${golfer} is booking a tee time for the group.`,
  },
});
