/**
 * Every error code the API answers with. Kept apart from the schemas (no zod here), so the web
 * app's first page can read codes without loading a validation library.
 */
export const errorCodes = {
  validationFailed: 'VALIDATION_FAILED',
  malformedJson: 'MALFORMED_JSON',
  accessRequired: 'ACCESS_REQUIRED',
  accessCodeUnknown: 'ACCESS_CODE_UNKNOWN',
  accessCodeExpired: 'ACCESS_CODE_EXPIRED',
  accessCodeUsedUp: 'ACCESS_CODE_USED_UP',
  crossSiteRequest: 'CROSS_SITE_REQUEST',
  alertNotFound: 'ALERT_NOT_FOUND',
  alertLimitReached: 'ALERT_LIMIT_REACHED',
  noReachableChannel: 'NO_REACHABLE_CHANNEL',
  pushSubscriptionTaken: 'PUSH_SUBSCRIPTION_TAKEN',
  rateLimited: 'RATE_LIMITED',
  invalidSignature: 'INVALID_SIGNATURE',
  contactNotFound: 'CONTACT_NOT_FOUND',
  contactNotVerified: 'CONTACT_NOT_VERIFIED',
  verificationFailed: 'VERIFICATION_FAILED',
  emailNotFound: 'EMAIL_NOT_FOUND',
  linkNotResendable: 'LINK_NOT_RESENDABLE',
  smsDailyCapReached: 'SMS_DAILY_CAP_REACHED',
  providerUnavailable: 'PROVIDER_UNAVAILABLE',
  unauthenticated: 'UNAUTHENTICATED',
  tokenExpired: 'TOKEN_EXPIRED',
  invalidToken: 'INVALID_TOKEN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  accountLocked: 'ACCOUNT_LOCKED',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  magicLinkExpired: 'MAGIC_LINK_EXPIRED',
  providerDisabled: 'PROVIDER_DISABLED',
  notFound: 'NOT_FOUND',
  /** Signed in, but the account lacks the role the route needs (the operator console: admin). */
  forbidden: 'FORBIDDEN',
  /** One automatic booking per golfer and date: pause or cancel the one there is first. */
  autoBookingExists: 'AUTO_BOOKING_EXISTS',
  /** Another member of the golf group booked (or is booking) the group alert's tee time. */
  groupAlreadyBooked: 'GROUP_ALREADY_BOOKED',
  /** The golfer says they cancelled a booking, but the course's platform still lists it. */
  bookingStillListed: 'BOOKING_STILL_LISTED',
  /** A golfer holds as many unused friend invitation codes as allowed. */
  friendInvitationLimit: 'FRIEND_INVITATION_LIMIT',
  /** An Idempotency-Key sent again with a different request. */
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** An Idempotency-Key whose first request is still being answered. */
  idempotencyKeyInUse: 'IDEMPOTENCY_KEY_IN_USE',
  internal: 'INTERNAL_ERROR',
  /** PostgreSQL or Redis is away for a moment: try again shortly (Retry-After says when). */
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
