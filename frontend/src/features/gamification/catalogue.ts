import { messagesFor } from '../../lib/i18n';
import { catalogueMessages } from './catalogue.messages';

/** A table's entry by id or number, or nothing for a key it does not hold. */
function entryOf<T>(table: Readonly<Record<string, T>>, key: string | number): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * An achievement's name and description in the golfer's language; the server's own words for one
 * the book does not know (an achievement newer than this app).
 */
export function achievementWords(achievement: { id: string; name: string; description: string }): {
  name: string;
  description: string;
} {
  const text = messagesFor(catalogueMessages);
  const fixed = entryOf(text.achievements, achievement.id);
  if (fixed) return fixed;
  const days = /^streak-(\d+)$/.exec(achievement.id)?.[1];
  const milestone = days === undefined ? undefined : entryOf(text.streakMilestones, days);
  return milestone
    ? { name: milestone, description: text.streakAchievement(Number(days)) }
    : { name: achievement.name, description: achievement.description };
}

/** A level's name in the golfer's language, by its number; the server's name for one unknown. */
export function levelName(level: number, serverName: string): string {
  return entryOf(messagesFor(catalogueMessages).levels, level) ?? serverName;
}

/** For the friends list, whose answer names a level without its number. */
export function levelNamed(serverName: string): string {
  const level = Object.entries(catalogueMessages.english.levels).find(
    ([, name]) => name === serverName,
  )?.[0];
  return level === undefined ? serverName : levelName(Number(level), serverName);
}

/** A streak milestone's name in the golfer's language, by its days; the server's for one unknown. */
export function milestoneName(days: number, serverName: string): string {
  return entryOf(messagesFor(catalogueMessages).streakMilestones, days) ?? serverName;
}
