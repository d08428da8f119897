import { preferredCourseNames } from '@teewatch/contracts';
import type { AlertFormValues } from './types';

/** The fixed list of ten preferred courses (core spec §3), in the spec's order. */
export const preferredCourses = preferredCourseNames;

export const playerCounts = ['1', '2', '3', '4'] as const;

/** Core spec §5: denver, morning, 2 players, $100, no courses; no date until the golfer picks one. */
export const defaultAlertFormValues: AlertFormValues = {
  location: 'denver',
  date: '',
  timePreference: 'morning',
  players: '2',
  maxPrice: '100',
  courses: [],
};

/** Core spec §9: the active alerts panel shows three. */
export const ACTIVE_ALERTS_SHOWN = 3;
