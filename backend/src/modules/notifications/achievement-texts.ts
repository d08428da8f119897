import {
  achievementCatalogue,
  type AchievementId,
  type CatalogueWords,
  frenchCatalogueWords,
  germanCatalogueWords,
  type Language,
  type LevelNumber,
  levels,
  spanishCatalogueWords,
  streakMilestones,
} from '@teewatch/contracts';
import { escapeHtml } from '../../infra/text/escape-html.js';
import { formats, type LocaleFormats } from '../../infra/text/locale-formats.js';

/** What a golfer reads about an achievement they unlocked (push and email). */
export interface AchievementNotice {
  achievementId: AchievementId;
  points: number;
  totalPoints: number;
  /** Set when these points reached a new level: its number. */
  newLevel: number | null;
  pageUrl: string;
}

interface AchievementWords {
  name: string;
  description: string;
}

/**
 * An achievement's words in a language: the fixed ones by id, the streak milestones by their
 * days, all checked at compile time against the catalogue (the app shows the same words).
 */
function achievementWords(
  words: CatalogueWords,
  streakDescription: (days: string) => string,
  f: LocaleFormats,
): (id: AchievementId) => AchievementWords {
  const byId = new Map<string, AchievementWords>(Object.entries(words.achievements));
  for (const { days } of streakMilestones) {
    byId.set(`streak-${days}`, {
      name: words.streakMilestones[days],
      description: streakDescription(f.count(days)),
    });
  }
  return (id) => byId.get(id)!;
}

/** English is the catalogue's own words. */
const englishWords = new Map<string, AchievementWords>(
  achievementCatalogue.map(({ id, name, description }) => [id, { name, description }]),
);

const en = {
  achievement: (id: AchievementId): AchievementWords => englishWords.get(id)!,
  level: (level: number): string => levels.find((each) => each.level === level)?.name ?? '',
  unlocked: (name: string) => `Achievement unlocked: ${name}`,
  earned: (points: number, total: number) =>
    `${formats.en.plural(points, { one: '+# point', other: '+# points' })} (${formats.en.count(total)} in all).`,
  reachedLevel: (level: string) => `You reached ${level}!`,
  yourAchievements: 'Your achievements',
};
type AchievementTexts = typeof en;

const levelOf = (names: Record<LevelNumber, string>) => (level: number) =>
  names[level as LevelNumber] ?? en.level(level);

const es = {
  achievement: achievementWords(
    spanishCatalogueWords,
    (days) => `Usa TeeWatch ${days} días seguidos.`,
    formats.es,
  ),
  level: levelOf(spanishCatalogueWords.levels),
  unlocked: (name) => `Logro desbloqueado: ${name}`,
  earned: (points, total) =>
    `${formats.es.plural(points, { one: '+# punto', other: '+# puntos' })} (${formats.es.count(total)} en total).`,
  reachedLevel: (level) => `¡Alcanzaste el nivel ${level}!`,
  yourAchievements: 'Tus logros',
} satisfies AchievementTexts;

const fr = {
  achievement: achievementWords(
    frenchCatalogueWords,
    (days) => `Utilisez TeeWatch ${days} jours d’affilée.`,
    formats.fr,
  ),
  level: levelOf(frenchCatalogueWords.levels),
  unlocked: (name) => `Succès débloqué : ${name}`,
  earned: (points, total) =>
    `${formats.fr.plural(points, { one: '+# point', other: '+# points' })} (${formats.fr.count(total)} au total).`,
  reachedLevel: (level) => `Vous avez atteint le niveau ${level} !`,
  yourAchievements: 'Vos succès',
} satisfies AchievementTexts;

const de = {
  achievement: achievementWords(
    germanCatalogueWords,
    (days) => `Nutzen Sie TeeWatch ${days} Tage in Folge.`,
    formats.de,
  ),
  level: levelOf(germanCatalogueWords.levels),
  unlocked: (name) => `Erfolg freigeschaltet: ${name}`,
  earned: (points, total) =>
    `${formats.de.plural(points, { one: '+# Punkt', other: '+# Punkte' })} (${formats.de.count(total)} insgesamt).`,
  reachedLevel: (level) => `Sie haben die Stufe ${level} erreicht!`,
  yourAchievements: 'Ihre Erfolge',
} satisfies AchievementTexts;

const texts: Record<Language, AchievementTexts> = { en, es, fr, de };

function summary(notice: AchievementNotice, say: AchievementTexts): string {
  const level = notice.newLevel ? ` ${say.reachedLevel(say.level(notice.newLevel))}` : '';
  const { description } = say.achievement(notice.achievementId);
  return `${description} ${say.earned(notice.points, notice.totalPoints)}${level}`;
}

export function achievementPush(notice: AchievementNotice, language: Language = 'en') {
  const say = texts[language];
  return {
    title: say.unlocked(say.achievement(notice.achievementId).name),
    body: summary(notice, say),
    url: '/achievements',
    tag: `teewatch-achievement-${notice.achievementId}`,
    data: { achievementId: notice.achievementId },
  };
}

export function achievementEmail(notice: AchievementNotice, language: Language = 'en') {
  const say = texts[language];
  const { name } = say.achievement(notice.achievementId);
  return {
    subject: say.unlocked(name),
    text: `${summary(notice, say)}\n\n${formats[language].labelled(say.yourAchievements, notice.pageUrl)}\n`,
    html: `<p><strong>${escapeHtml(name)}</strong></p><p>${escapeHtml(summary(notice, say))}</p><p><a href="${escapeHtml(notice.pageUrl)}">${escapeHtml(say.yourAchievements)}</a></p>`,
  };
}
