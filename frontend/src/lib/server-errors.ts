import { errorCodes, type ErrorCode } from '@teewatch/contracts/error-codes';
import { messagesFor } from './i18n';
import { serverErrorMessages } from './server-errors.messages';

type ByCode = typeof serverErrorMessages.english.byCode;
type WithValues = typeof serverErrorMessages.english.withValues;

/** Which code each text with a value comes with, and whether the value is a number. */
const valuedTexts: Record<keyof WithValues, { code: ErrorCode; numeric: boolean }> = {
  accessCodeAttempts: { code: errorCodes.rateLimited, numeric: true },
  checkedRecently: { code: errorCodes.rateLimited, numeric: true },
  accountLocked: { code: errorCodes.accountLocked, numeric: true },
  alertLimit: { code: errorCodes.alertLimitReached, numeric: true },
  automaticBookingExists: { code: errorCodes.autoBookingExists, numeric: false },
  confirmationSent: { code: errorCodes.contactNotVerified, numeric: false },
  groupBooked: { code: errorCodes.groupAlreadyBooked, numeric: false },
  groupBooking: { code: errorCodes.groupAlreadyBooked, numeric: false },
};

const valueMark = '\u0000';

/** A pattern that reads the value back out of a text's English ("... in 3 minute(s)." -> 3). */
function readerOf(english: (value: never) => string): RegExp {
  const escaped = english(valueMark as never).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(valueMark, '(.+)')}$`);
}

/**
 * The server's message in the current language, chosen by its error code and told apart from the
 * code's other texts by its English; a message TeeWatch has no words for stays as it came. The
 * language bundles hand this to api-error.ts, so the English it reads loads with them.
 */
export function sayServerError(code: string, message: string): string {
  const { english } = serverErrorMessages;
  const texts = messagesFor(serverErrorMessages);
  if (Object.hasOwn(english.byCode, code)) {
    const known = code as keyof ByCode;
    const englishText = english.byCode[known];
    if (typeof englishText === 'string') {
      if (englishText === message) return texts.byCode[known] as string;
    } else {
      const variant = Object.entries(englishText).find(([, text]) => text === message)?.[0];
      const variants = texts.byCode[known] as Record<string, string>;
      if (variant !== undefined) return variants[variant] ?? message;
    }
  }
  for (const [key, { code: itsCode, numeric }] of Object.entries(valuedTexts)) {
    if (itsCode !== code) continue;
    const name = key as keyof WithValues;
    const value = readerOf(english.withValues[name]).exec(message)?.[1];
    if (value === undefined) continue;
    const say = texts.withValues[name] as (value: string | number) => string;
    return say(numeric ? Number(value) : value);
  }
  return message;
}
