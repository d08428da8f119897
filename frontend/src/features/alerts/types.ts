import type { AreaCode, TimePreference } from '@teewatch/contracts';

/** The desktop form while it is being filled in: every field as the inputs hold it. */
export interface AlertFormValues {
  location: AreaCode;
  date: string;
  timePreference: TimePreference;
  players: string;
  maxPrice: string;
  courses: string[];
}
