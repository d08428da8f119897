import type { AreaCode, TimePreference } from '@teewatch/contracts';

/** One tee time of GET /api/alerts/{id}/matches (not in the contracts yet). */
export interface AlertMatch {
  id: string;
  courseId: string;
  courseName: string;
  date: string;
  time: string;
  holes: number;
  spots: number;
  /** Dollars. */
  price: number;
  bookingUrl: string;
}

/** The desktop form while it is being filled in: every field as the inputs hold it. */
export interface AlertFormValues {
  location: AreaCode;
  date: string;
  timePreference: TimePreference;
  players: string;
  maxPrice: string;
  courses: string[];
}

export type AlertFormField = keyof AlertFormValues;
export type AlertFieldErrors = Partial<Record<AlertFormField, string>>;
