import { isCalendarDate } from '@teewatch/contracts';
import { MAX_PRICE_DOLLARS, playerCounts, preferredCourses } from './alerts.constants';
import type { DesktopAlertPayload } from './api/alerts.api';
import type { AlertFieldErrors, AlertFormField, AlertFormValues } from './types';

/** The same checks the server makes (core spec §5), so most mistakes never leave the browser. */
export function validateAlertForm(values: AlertFormValues, today: string): AlertFieldErrors {
  const errors: AlertFieldErrors = {};
  if (values.date === '') {
    errors.date = 'Please choose a date';
  } else if (!isCalendarDate(values.date)) {
    errors.date = 'Please choose a real date';
  } else if (values.date < today) {
    errors.date = 'The date cannot be earlier than today';
  }
  if (!(playerCounts as readonly string[]).includes(values.players)) {
    errors.players = 'Choose from 1 to 4 players';
  }
  const price = values.maxPrice.trim() === '' ? Number.NaN : Number(values.maxPrice);
  if (!Number.isFinite(price) || price <= 0) {
    errors.maxPrice = 'Enter a price in dollars above 0';
  } else if (price > MAX_PRICE_DOLLARS) {
    errors.maxPrice = `Enter a price of at most $${MAX_PRICE_DOLLARS.toLocaleString('en-US')}`;
  }
  return errors;
}

/** The desktop payload of core spec §3: players and maxPrice as strings, course names in list order. */
export function toAlertPayload(values: AlertFormValues): DesktopAlertPayload {
  return {
    location: values.location,
    date: values.date,
    timePreference: values.timePreference,
    players: values.players,
    maxPrice: values.maxPrice.trim(),
    courses: preferredCourses.filter((name) => values.courses.includes(name)),
  };
}

const formFields: readonly AlertFormField[] = [
  'location',
  'date',
  'timePreference',
  'players',
  'maxPrice',
  'courses',
];

/** The server's `fields` ([{field: 'courses.0', message}]) keyed by the form field they concern. */
export function serverFieldErrors(
  fields: readonly { field: string; message: string }[] | undefined,
): AlertFieldErrors {
  const errors: AlertFieldErrors = {};
  for (const { field, message } of fields ?? []) {
    const name = field.split(/[.[]/)[0] as AlertFormField;
    if (formFields.includes(name) && errors[name] === undefined) errors[name] = message;
  }
  return errors;
}
