import {
  type BookingStrategy,
  defaultLanguage,
  type Language,
  priceFlexibilityShare,
  type SearchPreferences,
  timeFlexibilityMinutes,
} from '@teewatch/contracts';
import { distanceMiles } from '../geo/distance.js';
import { optimizerTexts, type OptimizerTexts } from './optimizer-texts.js';

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
  /** The smallest party the course takes at this tee time. */
  minPlayers: number;
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

interface Part {
  score: number;
  reason: string | null;
}

function priceFit(
  priceCents: number,
  preferences: SearchPreferences,
  texts: OptimizerTexts,
): Part | null {
  const budget = preferences.maxPrice * 100;
  if (priceCents <= budget) {
    const under = budget - priceCents;
    return {
      score: 0.6 + 0.4 * (under / budget),
      reason: under >= 100 ? texts.underBudget(under) : texts.atBudget,
    };
  }
  const allowed = budget * priceFlexibilityShare[preferences.priceFlexibility];
  const over = priceCents - budget;
  if (over > allowed) return null;
  return {
    score: 0.5 * (1 - over / allowed),
    reason: texts.overBudget(over),
  };
}

function timeFit(time: string, preferences: SearchPreferences, texts: OptimizerTexts): Part | null {
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
    reason: away === 0 ? texts.exactTime(time) : texts.nearTime(time, away, nearest!),
  };
}

function courseFit(courseId: string, preferences: SearchPreferences, texts: OptimizerTexts): Part {
  if (preferences.preferredCourses.length === 0) return { score: 1, reason: null };
  return preferences.preferredCourses.includes(courseId)
    ? { score: 1, reason: texts.preferredCourse }
    : { score: 0.4, reason: null };
}

function distanceFit(
  miles: number,
  preferences: SearchPreferences,
  texts: OptimizerTexts,
): Part | null {
  if (miles > preferences.maxDistance) return null;
  return {
    score: 1 - 0.5 * (miles / preferences.maxDistance),
    reason: miles < 1 ? texts.underAMile : texts.milesAway(Math.round(miles)),
  };
}

/**
 * A tee time's fit, or null when the preferences rule it out (too few open spots, over the budget
 * beyond its flexibility, further from every preferred time than the time flexibility, or further
 * away than the maximum distance). The reasons are in `language`.
 */
export function rank(
  candidate: Candidate,
  preferences: SearchPreferences,
  language: Language = defaultLanguage,
): Ranked | null {
  const texts = optimizerTexts[language];
  if (candidate.openSpots < preferences.players || candidate.minPlayers > preferences.players)
    return null;
  const miles = distanceMiles(preferences.location, candidate);
  const price = priceFit(candidate.priceCents, preferences, texts);
  const time = timeFit(candidate.time, preferences, texts);
  const distance = distanceFit(miles, preferences, texts);
  if (!price || !time || !distance) return null;
  const course = courseFit(candidate.courseId, preferences, texts);
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
  language: Language = defaultLanguage,
): Ranked[] {
  return candidates
    .map((candidate) => rank(candidate, preferences, language))
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

/** What the success chance means, in words in `language`, as the last reason. */
export function successReason(
  estimatedSuccess: number,
  basedOn: number,
  language: Language = defaultLanguage,
): string {
  const texts = optimizerTexts[language];
  return basedOn === 0
    ? texts.chanceNoHistory(estimatedSuccess)
    : texts.chanceFrom(estimatedSuccess, basedOn);
}
