import {
  achievementCatalogue,
  type AchievementId,
  type Language,
  levels,
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
type StreakDays = (typeof streakMilestones)[number]['days'];
type FixedAchievementId = Exclude<AchievementId, `streak-${number}`>;
type LevelNumber = (typeof levels)[number]['level'];

/**
 * An achievement's words in a language: the fixed ones by id, the streak milestones by their
 * days, all checked at compile time against the catalogue.
 */
function achievementWords(
  fixed: Record<FixedAchievementId, AchievementWords>,
  streakNames: Record<StreakDays, string>,
  streakDescription: (days: string) => string,
  f: LocaleFormats,
): (id: AchievementId) => AchievementWords {
  const byId = new Map<string, AchievementWords>(Object.entries(fixed));
  for (const { days } of streakMilestones) {
    byId.set(`streak-${days}`, {
      name: streakNames[days],
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
    {
      welcome: { name: 'Bienvenida a TeeWatch', description: 'Crea tu cuenta de TeeWatch.' },
      'onboarding-complete': {
        name: 'Todo listo',
        description:
          'Termina de configurar TeeWatch: ubicación, preferencias de golf y notificaciones.',
      },
      'first-alert': {
        name: 'Primera alerta',
        description: 'Crea tu primera alerta de tee times.',
      },
      'ten-alerts': { name: 'Siempre atento', description: 'Ten 10 alertas de tee times.' },
      'first-booking': {
        name: 'Primera reserva',
        description: 'Reserva tu primer tee time con TeeWatch.',
      },
      'five-bookings': { name: 'Habitual', description: 'Reserva 5 tee times con TeeWatch.' },
      'twenty-five-bookings': {
        name: 'Fijo en el club',
        description: 'Reserva 25 tee times con TeeWatch.',
      },
      'premium-bookings': {
        name: 'Gusto de campeonato',
        description: `Reserva 5 tee times premium (${formats.es.dollars(10000)} o más por jugador).`,
      },
      'early-bird': {
        name: 'Madrugador',
        description: 'Reserva 10 tee times que empiecen antes de las 8 a.m.',
      },
      'five-courses': {
        name: 'Explorador de campos',
        description: 'Reserva en 5 campos distintos.',
      },
      'twenty-courses': {
        name: 'Gira por Colorado',
        description: 'Reserva en 20 campos distintos.',
      },
      'smart-saver': {
        name: 'Ahorro inteligente',
        description: `Ahorra ${formats.es.dollars(50000)} frente a los precios completos de los campos reservando con TeeWatch.`,
      },
      'five-friends': { name: 'Partida de cuatro y más', description: 'Ten 5 amigos en TeeWatch.' },
      'twenty-friends': { name: 'Favorito del club', description: 'Ten 20 amigos en TeeWatch.' },
    },
    {
      3: 'Racha de par',
      7: 'Racha de birdie',
      14: 'A la caza del eagle',
      30: 'Racha de eagle',
      60: 'Racha de campeonato',
      100: 'Racha de hoyo en uno',
      365: 'Leyenda del golf',
    },
    (days) => `Usa TeeWatch ${days} días seguidos.`,
    formats.es,
  ),
  level: levelOf({
    1: 'Golfista novato',
    2: 'Guerrero de fin de semana',
    3: 'Recorrecampos',
    4: 'Buscador de calles',
    5: 'Maestro del golf',
    6: 'Leyenda',
  }),
  unlocked: (name) => `Logro desbloqueado: ${name}`,
  earned: (points, total) =>
    `${formats.es.plural(points, { one: '+# punto', other: '+# puntos' })} (${formats.es.count(total)} en total).`,
  reachedLevel: (level) => `¡Alcanzaste el nivel ${level}!`,
  yourAchievements: 'Tus logros',
} satisfies AchievementTexts;

const fr = {
  achievement: achievementWords(
    {
      welcome: { name: 'Bienvenue sur TeeWatch', description: 'Créez votre compte TeeWatch.' },
      'onboarding-complete': {
        name: 'Tout est prêt',
        description:
          'Terminez la configuration de TeeWatch : lieu, préférences de golf et notifications.',
      },
      'first-alert': {
        name: 'Première alerte',
        description: 'Créez votre première alerte de départs.',
      },
      'ten-alerts': { name: 'Toujours aux aguets', description: 'Ayez 10 alertes de départs.' },
      'first-booking': {
        name: 'Première réservation',
        description: 'Réservez votre premier départ avec TeeWatch.',
      },
      'five-bookings': { name: 'Habitué', description: 'Réservez 5 départs avec TeeWatch.' },
      'twenty-five-bookings': {
        name: 'Pilier du club',
        description: 'Réservez 25 départs avec TeeWatch.',
      },
      'premium-bookings': {
        name: 'Goût du championnat',
        description: `Réservez 5 départs premium (${formats.fr.dollars(10000)} ou plus par joueur).`,
      },
      'early-bird': { name: 'Lève-tôt', description: 'Réservez 10 départs avant 8 h.' },
      'five-courses': {
        name: 'Explorateur de parcours',
        description: 'Réservez sur 5 parcours différents.',
      },
      'twenty-courses': {
        name: 'Tour du Colorado',
        description: 'Réservez sur 20 parcours différents.',
      },
      'smart-saver': {
        name: 'Économe avisé',
        description: `Économisez ${formats.fr.dollars(50000)} par rapport aux pleins tarifs des golfs en réservant avec TeeWatch.`,
      },
      'five-friends': { name: 'Partie à quatre et plus', description: 'Ayez 5 amis sur TeeWatch.' },
      'twenty-friends': {
        name: 'Chouchou du club-house',
        description: 'Ayez 20 amis sur TeeWatch.',
      },
    },
    {
      3: 'Série par',
      7: 'Série birdie',
      14: 'À la poursuite de l’eagle',
      30: 'Série eagle',
      60: 'Parcours de champion',
      100: 'Série trou en un',
      365: 'Légende du golf',
    },
    (days) => `Utilisez TeeWatch ${days} jours d’affilée.`,
    formats.fr,
  ),
  level: levelOf({
    1: 'Golfeur débutant',
    2: 'Guerrier du week-end',
    3: 'Arpenteur de parcours',
    4: 'Chasseur de fairways',
    5: 'Maître du golf',
    6: 'Légende',
  }),
  unlocked: (name) => `Succès débloqué : ${name}`,
  earned: (points, total) =>
    `${formats.fr.plural(points, { one: '+# point', other: '+# points' })} (${formats.fr.count(total)} au total).`,
  reachedLevel: (level) => `Vous avez atteint le niveau ${level} !`,
  yourAchievements: 'Vos succès',
} satisfies AchievementTexts;

const de = {
  achievement: achievementWords(
    {
      welcome: {
        name: 'Willkommen bei TeeWatch',
        description: 'Erstellen Sie Ihr TeeWatch-Konto.',
      },
      'onboarding-complete': {
        name: 'Alles eingerichtet',
        description:
          'Richten Sie TeeWatch vollständig ein: Standort, Golfvorlieben und Benachrichtigungen.',
      },
      'first-alert': {
        name: 'Erster Alarm',
        description: 'Erstellen Sie Ihren ersten Startzeit-Alarm.',
      },
      'ten-alerts': { name: 'Immer im Blick', description: 'Haben Sie 10 Startzeit-Alarme.' },
      'first-booking': {
        name: 'Erste Buchung',
        description: 'Buchen Sie Ihre erste Startzeit über TeeWatch.',
      },
      'five-bookings': {
        name: 'Stammgast',
        description: 'Buchen Sie 5 Startzeiten über TeeWatch.',
      },
      'twenty-five-bookings': {
        name: 'Inventar im Club',
        description: 'Buchen Sie 25 Startzeiten über TeeWatch.',
      },
      'premium-bookings': {
        name: 'Turnierniveau',
        description: `Buchen Sie 5 Premium-Startzeiten (${formats.de.dollars(10000)} oder mehr pro Spieler).`,
      },
      'early-bird': { name: 'Frühaufsteher', description: 'Buchen Sie 10 Startzeiten vor 8 Uhr.' },
      'five-courses': {
        name: 'Platzentdecker',
        description: 'Buchen Sie auf 5 verschiedenen Golfplätzen.',
      },
      'twenty-courses': {
        name: 'Colorado-Tour',
        description: 'Buchen Sie auf 20 verschiedenen Golfplätzen.',
      },
      'smart-saver': {
        name: 'Clever gespart',
        description: `Sparen Sie ${formats.de.dollars(50000)} gegenüber den vollen Platzpreisen, indem Sie über TeeWatch buchen.`,
      },
      'five-friends': {
        name: 'Vierer-Flight und mehr',
        description: 'Haben Sie 5 Freunde auf TeeWatch.',
      },
      'twenty-friends': {
        name: 'Liebling im Clubhaus',
        description: 'Haben Sie 20 Freunde auf TeeWatch.',
      },
    },
    {
      3: 'Par-Serie',
      7: 'Birdie-Serie',
      14: 'Jagd auf den Eagle',
      30: 'Eagle-Serie',
      60: 'Meisterschaftslauf',
      100: 'Hole-in-One-Serie',
      365: 'Golflegende',
    },
    (days) => `Nutzen Sie TeeWatch ${days} Tage in Folge.`,
    formats.de,
  ),
  level: levelOf({
    1: 'Golf-Neuling',
    2: 'Wochenendkrieger',
    3: 'Platzwanderer',
    4: 'Fairway-Finder',
    5: 'Golfmeister',
    6: 'Legende',
  }),
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
