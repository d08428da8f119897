import { errorCodes } from '@teewatch/contracts';
import { AppError } from '../../infra/http/app-error.js';

export const unknownCode = () =>
  new AppError(
    400,
    errorCodes.accessCodeUnknown,
    'That access code is not valid. Check it and try again.',
  );

export const expiredCode = () =>
  new AppError(
    400,
    errorCodes.accessCodeExpired,
    'That access code has expired. Ask for a new one.',
  );

export const usedUpCode = () =>
  new AppError(
    400,
    errorCodes.accessCodeUsedUp,
    'That access code has already been used the maximum number of times.',
  );

export const accessRequired = () =>
  new AppError(
    403,
    errorCodes.accessRequired,
    'An access code is required. Enter your private-beta code to continue.',
  );

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(
    429,
    errorCodes.rateLimited,
    `Too many access code attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );
