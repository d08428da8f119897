import { errorCodes } from '@teewatch/contracts';
import { AppError } from '../../infra/http/app-error.js';

export const fieldError = (field: string, message: string) =>
  new AppError(400, errorCodes.validationFailed, `${field}: ${message}`, [{ field, message }]);

/** Also the answer for someone else's alert: whether it exists is not theirs to know. */
export const alertNotFound = () =>
  new AppError(404, errorCodes.alertNotFound, 'That alert does not exist.');

export const alertLimitReached = (max: number) =>
  new AppError(
    409,
    errorCodes.alertLimitReached,
    `You already have ${max} active alerts, the most at once. Pause or delete one first.`,
  );
