import { type Language } from '@teewatch/contracts';
import { formats, type LocaleFormats, type PluralForms } from '../../infra/text/locale-formats.js';

/** Whole dollars: the optimizer's reasons round to the dollar ("$12 under your budget"). */
const wholeDollars = (f: LocaleFormats, cents: number) => f.dollars(Math.round(cents / 100) * 100);

/** How far apart two times are: minutes under an hour, else hours to a tenth ("1.5 hours"). */
const gap = (
  f: LocaleFormats,
  minutes: number,
  forms: { minutes: PluralForms; hours: PluralForms },
) =>
  minutes < 60
    ? f.plural(minutes, forms.minutes)
    : f.plural(+(minutes / 60).toFixed(1), forms.hours);

/**
 * Why a tee time fits, in each language (docs/bookings.md, "Optimizer"). Times are Denver
 * wall-clock HH:MM, prices cents, distances whole miles.
 */
const en = {
  exactTime: (time: string) => `${formats.en.clock(time)}, exactly your preferred time`,
  nearTime: (time: string, minutesAway: number, preferred: string) =>
    `${formats.en.clock(time)}, ${gap(formats.en, minutesAway, {
      minutes: { one: '# minute', other: '# minutes' },
      hours: { one: '# hour', other: '# hours' },
    })} from your ${formats.en.clock(preferred)}`,
  underBudget: (cents: number) => `${wholeDollars(formats.en, cents)} under your budget`,
  atBudget: 'Right at your budget',
  overBudget: (cents: number) =>
    `${wholeDollars(formats.en, cents)} over your budget, within your price flexibility`,
  preferredCourse: 'One of your preferred courses',
  milesAway: (miles: number) =>
    `${formats.en.plural(miles, { one: '# mile', other: '# miles' })} from you`,
  underAMile: 'Under a mile from you',
  chanceNoHistory: (share: number) =>
    `${formats.en.percent(share)} likely still open in 10 minutes (no history for this course yet)`,
  chanceFrom: (share: number, slots: number) =>
    `${formats.en.percent(share)} likely still open in 10 minutes, from ${formats.en.plural(slots, {
      one: '# similar slot',
      other: '# similar slots',
    })}`,
};
export type OptimizerTexts = typeof en;

const es = {
  exactTime: (time) => `${formats.es.clock(time)}, justo a tu hora preferida`,
  nearTime: (time, minutesAway, preferred) =>
    `${formats.es.clock(time)}, a ${gap(formats.es, minutesAway, {
      minutes: { one: '# minuto', other: '# minutos' },
      hours: { one: '# hora', other: '# horas' },
    })} de tu hora preferida (${formats.es.clock(preferred)})`,
  underBudget: (cents) => `${wholeDollars(formats.es, cents)} por debajo de tu presupuesto`,
  atBudget: 'Justo en tu presupuesto',
  overBudget: (cents) =>
    `${wholeDollars(formats.es, cents)} por encima de tu presupuesto, dentro de tu margen de precio`,
  preferredCourse: 'Uno de tus campos preferidos',
  milesAway: (miles) =>
    `A ${formats.es.plural(miles, { one: '# milla', other: '# millas' })} de ti`,
  underAMile: 'A menos de una milla de ti',
  chanceNoHistory: (share) =>
    `${formats.es.percent(share)} de probabilidad de que siga libre en 10 minutos (aún no hay historial de este campo)`,
  chanceFrom: (share, slots) =>
    `${formats.es.percent(share)} de probabilidad de que siga libre en 10 minutos, según ${formats.es.plural(
      slots,
      { one: '# tee time similar', other: '# tee times similares' },
    )}`,
} satisfies OptimizerTexts;

const fr = {
  exactTime: (time) => `${formats.fr.clock(time)}, exactement votre heure préférée`,
  nearTime: (time, minutesAway, preferred) =>
    `${formats.fr.clock(time)}, à ${gap(formats.fr, minutesAway, {
      minutes: { one: '# minute', other: '# minutes' },
      hours: { one: '# heure', other: '# heures' },
    })} de votre heure préférée (${formats.fr.clock(preferred)})`,
  underBudget: (cents) => `${wholeDollars(formats.fr, cents)} en dessous de votre budget`,
  atBudget: 'Pile dans votre budget',
  overBudget: (cents) =>
    `${wholeDollars(formats.fr, cents)} au-dessus de votre budget, dans votre marge de prix`,
  preferredCourse: 'L’un de vos parcours préférés',
  milesAway: (miles) =>
    `À ${formats.fr.plural(miles, { one: '# mile', other: '# miles' })} de vous`,
  underAMile: 'À moins d’un mile de vous',
  chanceNoHistory: (share) =>
    `${formats.fr.percent(share)} de chances que le départ soit encore libre dans 10 minutes (pas encore d’historique pour ce parcours)`,
  chanceFrom: (share, slots) =>
    `${formats.fr.percent(share)} de chances que le départ soit encore libre dans 10 minutes, d’après ${formats.fr.plural(
      slots,
      { one: '# départ similaire', other: '# départs similaires' },
    )}`,
} satisfies OptimizerTexts;

const de = {
  exactTime: (time) => `${formats.de.clock(time)}, genau Ihre Wunschzeit`,
  nearTime: (time, minutesAway, preferred) =>
    `${formats.de.clock(time)}, ${gap(formats.de, minutesAway, {
      minutes: { one: '# Minute', other: '# Minuten' },
      hours: { one: '# Stunde', other: '# Stunden' },
    })} von Ihrer Wunschzeit (${formats.de.clock(preferred)}) entfernt`,
  underBudget: (cents) => `${wholeDollars(formats.de, cents)} unter Ihrem Budget`,
  atBudget: 'Genau in Ihrem Budget',
  overBudget: (cents) =>
    `${wholeDollars(formats.de, cents)} über Ihrem Budget, im Rahmen Ihrer Preisflexibilität`,
  preferredCourse: 'Einer Ihrer bevorzugten Golfplätze',
  milesAway: (miles) =>
    `${formats.de.plural(miles, { one: '# Meile', other: '# Meilen' })} von Ihnen entfernt`,
  underAMile: 'Weniger als eine Meile von Ihnen entfernt',
  chanceNoHistory: (share) =>
    `Zu ${formats.de.percent(share)} in 10 Minuten noch frei (noch keine Daten zu diesem Golfplatz)`,
  chanceFrom: (share, slots) =>
    `Zu ${formats.de.percent(share)} in 10 Minuten noch frei, basierend auf ${formats.de.plural(
      slots,
      {
        one: '# ähnlichen Startzeit',
        other: '# ähnlichen Startzeiten',
      },
    )}`,
} satisfies OptimizerTexts;

export const optimizerTexts: Record<Language, OptimizerTexts> = { en, es, fr, de };
