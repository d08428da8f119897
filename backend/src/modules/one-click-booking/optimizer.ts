import {
  type BookingStrategy,
  priceFlexibilityShare,
  type SearchPreferences,
  timeFlexibilityMinutes,
} from '@teewatch/contracts';
import { distanceMiles } from '../geo/distance.js';

/**
 * The optimizer's ranking (docs/bookings.md, "Optimizer"): which open tee times fit a golfer's
 * search preferences, how well (0-1), why, and what to do about the best ones.
 */

export interface Candidate {
  id: string;
  courseId: string;
  courseName: string;
  date: string;
  /** Denver wall-clock time, HH:MM. */
  time: string;
  priceCents: number;
  holes: number;
  openSpots: number;
  latitude: number;
  longitude: number;
  bookingUrl: string;
}

export interface Ranked {
  candidate: Candidate;
  distanceMiles: number;
  optimizationScore: number;
  reasons: string[];
}

/** How much each part of the fit weighs in the score. */
const WEIGHTS = { price: 0.35, time: 0.35, course: 0.15, distance: 0.15 };
/** A fit this good is worth booking now, whatever might open later. */
export const BOOK_NOW_SCORE = 0.75;
/** Comparable slots below this chance of lasting the booking horizon go too fast to wait for. */
export const FAST_GOING = 0.6;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const dollars = (cents: number) => `$${Math.round(cents / 100)}`;

/** 8:10 AM */
export function clockTime(time: string): string {
  const minutes = minutesOf(time);
  const hour = Math.floor(minutes / 60);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${time.slice(3, 5)} ${suffix}`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
const minutesText = (minutes: number) =>
  minutes < 60 ? plural(minutes, 'minute') : plural(+(minutes / 60).toFixed(1), 'hour');

interface Part {
  score: number;
  reason: string | null;
}

function priceFit(priceCents: number, preferences: SearchPreferences): Part | null {
  const budget = preferences.maxPrice * 100;
  if (priceCents <= budget) {
    const under = budget - priceCents;
    return {
      score: 0.6 + 0.4 * (under / budget),
      reason: under >= 100 ? `${dollars(under)} under your budget` : 'Right at your budget',
    };
  }
  const allowed = budget * priceFlexibilityShare[preferences.priceFlexibility];
  const over = priceCents - budget;
  if (over > allowed) return null;
  return {
    score: 0.5 * (1 - over / allowed),
    reason: `${dollars(over)} over your budget, within your price flexibility`,
  };
}

function timeFit(time: string, preferences: SearchPreferences): Part | null {
  if (preferences.preferredTimes.length === 0) return { score: 1, reason: null };
  const at = minutesOf(time);
  const [nearest] = [...preferences.preferredTimes].sort(
    (a, b) => Math.abs(minutesOf(a) - at) - Math.abs(minutesOf(b) - at),
  );
  const away = Math.abs(minutesOf(nearest!) - at);
  const window = timeFlexibilityMinutes[preferences.timeFlexibility];
  if (away > window) return null;
  return {
    score: 1 - away / (window * 2),
    reason:
      away === 0
        ? `${clockTime(time)}, exactly your preferred time`
        : `${clockTime(time)}, ${minutesText(away)} from your ${clockTime(nearest!)}`,
  };
}

function courseFit(courseId: string, preferences: SearchPreferences): Part {
  if (preferences.preferredCourses.length === 0) return { score: 1, reason: null };
  return preferences.preferredCourses.includes(courseId)
    ? { score: 1, reason: 'One of your preferred courses' }
    : { score: 0.4, reason: null };
}

function distanceFit(miles: number, preferences: SearchPreferences): Part | null {
  if (miles > preferences.maxDistance) return null;
  return {
    score: 1 - 0.5 * (miles / preferences.maxDistance),
    reason: `${miles < 1 ? 'Under a mile' : plural(Math.round(miles), 'mile')} from you`,
  };
}

/**
 * A tee time's fit, or null when the preferences rule it out (too few open spots, over the budget
 * beyond its flexibility, further from every preferred time than the time flexibility, or further
 * away than the maximum distance).
 */
export function rank(candidate: Candidate, preferences: SearchPreferences): Ranked | null {
  if (candidate.openSpots < preferences.players) return null;
  const miles = distanceMiles(preferences.location, candidate);
  const price = priceFit(candidate.priceCents, preferences);
  const time = timeFit(candidate.time, preferences);
  const distance = distanceFit(miles, preferences);
  if (!price || !time || !distance) return null;
  const course = courseFit(candidate.courseId, preferences);
  const score =
    WEIGHTS.price * price.score +
    WEIGHTS.time * time.score +
    WEIGHTS.course * course.score +
    WEIGHTS.distance * distance.score;
  return {
    candidate,
    distanceMiles: Math.round(miles * 10) / 10,
    optimizationScore: Math.round(score * 100) / 100,
    reasons: [time.reason, price.reason, course.reason, distance.reason].filter(
      (reason): reason is string => reason !== null,
    ),
  };
}

/** Best fit first; ties go to the earlier tee time, then the cheaper one. */
export function rankAll(
  candidates: readonly Candidate[],
  preferences: SearchPreferences,
): Ranked[] {
  return candidates
    .map((candidate) => rank(candidate, preferences))
    .filter((ranked): ranked is Ranked => ranked !== null)
    .sort(
      (a, b) =>
        b.optimizationScore - a.optimizationScore ||
        a.candidate.time.localeCompare(b.candidate.time) ||
        a.candidate.priceCents - b.candidate.priceCents,
    );
}

/**
 * What to do about a ranked tee time: book a strong fit now; let the agent take the next fitting
 * slot the moment it opens when slots like it go fast; otherwise watch for a better one.
 */
export function strategyFor(score: number, estimatedSuccess: number): BookingStrategy {
  if (score >= BOOK_NOW_SCORE) return 'immediate';
  if (estimatedSuccess < FAST_GOING) return 'queue';
  return 'monitor';
}

/** What the success chance means, in words, as the last reason. */
export function successReason(estimatedSuccess: number, basedOn: number): string {
  const percent = Math.round(estimatedSuccess * 100);
  return basedOn === 0
    ? `${percent}% likely still open in 10 minutes (no history for this course yet)`
    : `${percent}% likely still open in 10 minutes, from ${plural(basedOn, 'similar slot')}`;
}
