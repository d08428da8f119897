import {
  areas,
  mobileAlertSchema,
  type MobileAlertRequest,
  type TimePreference,
} from '@teewatch/contracts';
import { z } from 'zod';
import { alertDateRule } from './alerts.validation';

/** The wizard's three steps, in order (docs/product-rules.md, "Alert wizard"). */
export const wizardSteps = ['location', 'details', 'alerts'] as const;
export type WizardStep = (typeof wizardSteps)[number];
export const LAST_WIZARD_STEP = wizardSteps.length - 1;

export const locationQuickPicks = [
  'Denver, CO',
  'Boulder, CO',
  'Colorado Springs, CO',
  'Fort Collins, CO',
] as const;

/** The player stepper clamps to 1-4 (docs/product-rules.md, "Validation"). */
export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 4;

/**
 * Every wizard alert carries Denver's coordinates (docs/product-rules.md, "Alert wizard"). The
 * server geocodes the typed location and uses these only when it finds nothing
 * (docs/decisions.md, "Where an unknown location goes").
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

/**
 * Why the chosen date cannot be used (not before today: docs/product-rules.md, "Validation");
 * nothing before a choice.
 */
export function wizardDateError(date: string, today: string): string | undefined {
  if (date === '') return undefined;
  return alertDateRule(today).safeParse(date).error?.issues[0]?.message;
}

/**
 * Next needs a location on step 0 and a (usable) date on step 1 (docs/product-rules.md,
 * "Alert wizard").
 */
export function canLeaveStep(step: number, values: WizardValues, today: string): boolean {
  if (step === 0) return mobileAlertSchema.shape.location.safeParse(values.location).success;
  if (step === 1) return alertDateRule(today).safeParse(values.date).success;
  return false;
}

/**
 * What Create Alert checks (a location and a date: docs/product-rules.md, "Alert wizard"), giving
 * the payload it sends.
 */
export function wizardSchema(today: string) {
  return z
    .object({
      location: mobileAlertSchema.shape.location,
      date: alertDateRule(today),
      players: mobileAlertSchema.shape.players,
      timePreference: mobileAlertSchema.shape.timePreference.or(z.literal('')),
    })
    .transform(toMobileAlertPayload);
}

export function canCreate(values: WizardValues, today: string): boolean {
  return wizardSchema(today).safeParse(values).success;
}

/**
 * The wizard's payload (docs/product-rules.md, "Alert wizard"). No time preference chosen means
 * any time of day.
 */
function toMobileAlertPayload(values: WizardValues): MobileAlertRequest {
  return {
    location: values.location.trim(),
    date: values.date,
    players: values.players,
    timePreference: values.timePreference === '' ? 'any' : values.timePreference,
    latitude: DENVER.latitude,
    longitude: DENVER.longitude,
  };
}
