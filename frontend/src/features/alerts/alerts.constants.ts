import { preferredCourseNames } from '@teewatch/contracts';
import type { AlertFormValues } from './types';

/**
 * The fixed list of ten preferred courses, in their fixed order (docs/product-rules.md,
 * "Preferred courses").
 */
export const preferredCourses = preferredCourseNames;

export const playerCounts = ['1', '2', '3', '4'] as const;

/**
 * Denver, morning, 2 players, $100, no courses; no date until the golfer picks one
 * (docs/product-rules.md, "Alert form").
 */
export const defaultAlertFormValues: AlertFormValues = {
  location: 'denver',
  date: '',
  timePreference: 'morning',
  players: '2',
  maxPrice: '100',
  courses: [],
};

/** The active alerts panel shows three (docs/product-rules.md, "Alert form"). */
export const ACTIVE_ALERTS_SHOWN = 3;
