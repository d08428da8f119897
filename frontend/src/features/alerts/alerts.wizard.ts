import {
  areas,
  isCalendarDate,
  type MobileAlertRequest,
  type TimePreference,
} from '@teewatch/contracts';

/** Core spec §2.5: the wizard's three steps, in order. */
export const wizardSteps = ['Location', 'Details', 'Alerts'] as const;
export const LAST_WIZARD_STEP = wizardSteps.length - 1;

export const locationQuickPicks = [
  'Denver, CO',
  'Boulder, CO',
  'Colorado Springs, CO',
  'Fort Collins, CO',
] as const;

/** Core spec §5: the player stepper clamps to 1-4. */
export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 4;

/**
 * Core spec §3 and §9: every wizard alert carries Denver's coordinates. The server geocodes the
 * typed location and uses these only when it finds nothing (DECISIONS).
 */
const DENVER = areas.denver;

export interface WizardValues {
  location: string;
  date: string;
  players: number;
  /** Empty until the golfer picks one; the summary then reads Not set. */
  timePreference: TimePreference | '';
}

export type WizardField = keyof WizardValues;
export type WizardFieldErrors = Partial<Record<WizardField, string>>;

export const initialWizardValues: WizardValues = {
  location: '',
  date: '',
  players: 2,
  timePreference: '',
};

export function clampPlayers(count: number): number {
  return Math.min(MAX_PLAYERS, Math.max(MIN_PLAYERS, count));
}

/** Why the date cannot be used, or undefined when it can (core spec §5: not before today). */
export function wizardDateError(date: string, today: string): string | undefined {
  if (date === '') return undefined;
  if (!isCalendarDate(date)) return 'Please choose a real date';
  if (date < today) return 'The date cannot be earlier than today';
  return undefined;
}

/** Core spec §4: Next needs a location on step 0 and a (usable) date on step 1. */
export function canLeaveStep(step: number, values: WizardValues, today: string): boolean {
  if (step === 0) return values.location.trim() !== '';
  if (step === 1) return values.date !== '' && wizardDateError(values.date, today) === undefined;
  return false;
}

/** Core spec §4: Create Alert needs a location and a date. */
export function canCreate(values: WizardValues, today: string): boolean {
  return canLeaveStep(0, values, today) && canLeaveStep(1, values, today);
}

/** The wizard payload of core spec §3. No time preference chosen means any time of day. */
export function toMobileAlertPayload(values: WizardValues): MobileAlertRequest {
  return {
    location: values.location.trim(),
    date: values.date,
    players: values.players,
    timePreference: values.timePreference === '' ? 'any' : values.timePreference,
    latitude: DENVER.latitude,
    longitude: DENVER.longitude,
  };
}

const wizardFields: readonly WizardField[] = ['location', 'date', 'players', 'timePreference'];

/** The server's `fields` keyed by the wizard field they concern. */
export function wizardServerErrors(
  fields: readonly { field: string; message: string }[] | undefined,
): WizardFieldErrors {
  const errors: WizardFieldErrors = {};
  for (const { field, message } of fields ?? []) {
    const name = field.split(/[.[]/)[0] as WizardField;
    if (wizardFields.includes(name) && errors[name] === undefined) errors[name] = message;
  }
  return errors;
}
