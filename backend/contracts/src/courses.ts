import { z } from 'zod';
import { type AreaCode } from './areas.js';

/**
 * The desktop alert form's fixed list of ten preferred courses, in their fixed order
 * (docs/product-rules.md, "Preferred courses").
 */
export const preferredCourseNames = [
  'Cherry Hills Country Club',
  'Castle Pines Golf Club',
  'Arrowhead Golf Club',
  'The Broadmoor',
  'Keystone Ranch Golf Course',
  'Vail Golf Club',
  'Fossil Trace Golf Club',
  'Green Valley Ranch Golf Club',
  'Murphy Creek Golf Course',
  'Riverdale Golf Course',
] as const;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** GET /api/colorado/search: every parameter is checked, and a bad one is named in the 400. */
export const teeTimeSearchQuerySchema = z.object({
  latitude: z.coerce
    .number({ error: 'must be a number between -90 and 90' })
    .min(-90, 'must be a number between -90 and 90')
    .max(90, 'must be a number between -90 and 90'),
  longitude: z.coerce
    .number({ error: 'must be a number between -180 and 180' })
    .min(-180, 'must be a number between -180 and 180')
    .max(180, 'must be a number between -180 and 180'),
  radius: z.coerce
    .number({ error: 'must be a distance in miles from 1 to 200' })
    .min(1, 'must be a distance in miles from 1 to 200')
    .max(200, 'must be a distance in miles from 1 to 200')
    .default(25),
  date: z.string().refine(isCalendarDate, 'must be a real date like 2026-06-20').optional(),
  players: z.coerce
    .number({ error: 'must be a whole number from 1 to 4' })
    .int('must be a whole number from 1 to 4')
    .min(1, 'must be a whole number from 1 to 4')
    .max(4, 'must be a whole number from 1 to 4')
    .default(1),
});
export type TeeTimeSearchQuery = z.infer<typeof teeTimeSearchQuerySchema>;

export interface CourseSummary {
  id: string;
  name: string;
  city: string;
  area: AreaCode | null;
  bookable: boolean;
}

/** GET /api/colorado/courses */
export interface CourseListResponse {
  success: true;
  courses: CourseSummary[];
}

export interface DirectoryCourse extends CourseSummary {
  zip: string;
  type: string;
  areaLabel: string | null;
  platform: string | null;
  latitude: number;
  longitude: number;
  website: string | null;
  bookingUrl: string | null;
}

export interface OpenTeeTime {
  id: string;
  date: string;
  time: string;
  startsAt: string;
  holes: number;
  spots: number;
  priceCents: number;
  /** Dollars, for display. */
  price: number;
  cartIncluded: boolean;
  bookingUrl: string;
}

export interface TeeTimeSearchResult {
  courseId: string;
  courseName: string;
  city: string;
  area: AreaCode | null;
  latitude: number;
  longitude: number;
  distanceMiles: number;
  /** When TeeWatch last read this course's tee sheet for the date; null if never. */
  lastCheckedAt: string | null;
  teeTimes: OpenTeeTime[];
}
