import { errorCodes, passwordRules } from '@teewatch/contracts';
import { AppError } from '../../infra/http/app-error.js';

/** Every auth failure a client reads, with the product's texts. */
export const authTexts = {
  invalidCredentials: 'Invalid email or password',
  signInRequired: 'Please sign in to continue.',
  sessionEnded: 'Session expired. Please sign in again.',
  tokenExpired: 'Your session token has expired. Refresh it and try again.',
  invalidRefreshToken: 'Session expired. Please sign in again.',
  emailNotVerified:
    'Please confirm your email address before signing in. We have sent you a new confirmation link.',
  magicLinkExpired: 'Your magic link has expired for security reasons. Please request a new one.',
  magicLinkNotFound: 'This sign-in request was not found. Please request a new magic link.',
  confirmationLinkInvalid:
    'This confirmation link is invalid or has expired. Sign in to get a new one.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  providerDisabled: 'Sign-in is temporarily unavailable. Please try again.',
  tooManyEmails: 'Too many emails requested. Please wait a few minutes and try again.',
  tooManyAttemptsFromNetwork: 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const;

const retryAfter = (seconds: number) => ({ 'Retry-After': String(Math.max(1, seconds)) });

export const invalidCredentials = () =>
  new AppError(401, errorCodes.invalidCredentials, authTexts.invalidCredentials);

export const accountLocked = (lockMinutes: number, retryAfterSeconds: number) =>
  new AppError(
    423,
    errorCodes.accountLocked,
    `Too many failed attempts. Your account is locked for ${lockMinutes} minutes. Reset your password to sign in now.`,
    undefined,
    retryAfter(retryAfterSeconds),
  );

export const signInRateLimited = (retryAfterSeconds: number) =>
  new AppError(
    429,
    errorCodes.rateLimited,
    authTexts.tooManyAttemptsFromNetwork,
    undefined,
    retryAfter(retryAfterSeconds),
  );

export const tooManyEmails = (retryAfterSeconds: number) =>
  new AppError(
    429,
    errorCodes.rateLimited,
    authTexts.tooManyEmails,
    undefined,
    retryAfter(retryAfterSeconds),
  );

export const emailNotVerified = () =>
  new AppError(403, errorCodes.emailNotVerified, authTexts.emailNotVerified);

export const unauthenticated = (message: string = authTexts.signInRequired) =>
  new AppError(401, errorCodes.unauthenticated, message);

export const tokenExpired = () =>
  new AppError(401, errorCodes.tokenExpired, authTexts.tokenExpired);

export const invalidRefreshToken = () =>
  new AppError(401, errorCodes.invalidToken, authTexts.invalidRefreshToken);

export const invalidEmailLink = (message: string) =>
  new AppError(400, errorCodes.invalidToken, message, [{ field: 'token', message }]);

export const commonPassword = () =>
  new AppError(400, errorCodes.validationFailed, `password: ${passwordRules.common}`, [
    { field: 'password', message: passwordRules.common },
  ]);

export const magicLinkExpired = () =>
  new AppError(410, errorCodes.magicLinkExpired, authTexts.magicLinkExpired);

export const magicLinkNotFound = () =>
  new AppError(404, errorCodes.notFound, authTexts.magicLinkNotFound);

export const providerDisabled = () =>
  new AppError(404, errorCodes.providerDisabled, authTexts.providerDisabled);
