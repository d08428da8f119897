import { type Language, localeTags } from '@teewatch/contracts';
import { COURSE_TIME_ZONE } from '../time/denver-time.js';

/**
 * How TeeWatch writes moments, dollars and counts in a golfer's language (docs/i18n.md,
 * "Formats"): English and Spanish the US way, French and German their own, tee times always in
 * Denver time. Every message text formats through here.
 */
export interface LocaleFormats {
  language: Language;
  /** A tee time: "Sat, Jun 20, 7:10 AM", "sáb, 20 de jun, 7:10 a.m.", "sam. 20 juin, 07:10". */
  moment(at: Date): string;
  /** A Denver wall-clock time given as HH:MM: "8:30 AM", "8:30 a.m.", "08:30". */
  clock(time: string): string;
  /** A share from 0 to 1 as a whole percent: "75%", "75 %". */
  percent(share: number): string;
  /** Dollars, with cents only when there are some: "$55", "$45.50", "45,50 $US", "45,50 $". */
  dollars(cents: number): string;
  /** "2,000", "2 000", "2.000". */
  count(n: number): string;
  /** The form the language's plural rules pick for `n`; `#` in it is `n` written the language's way. */
  plural(n: number, forms: PluralForms): string;
  /** A label and what it labels: "Book: https://…" ("Réserver : https://…" in French). */
  labelled(label: string, value: string): string;
}

/** `other` is required; `one` covers 1 (and 0 in French); `many` is Spanish and French millions. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

function make(language: Language): LocaleFormats {
  const locale = localeTags[language];
  // French and German write hours with two digits ("07:10"); US English and Spanish do not.
  const twelveHour = language === 'en' || language === 'es';
  const moment = new Intl.DateTimeFormat(locale, {
    timeZone: COURSE_TIME_ZONE,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: twelveHour ? 'numeric' : '2-digit',
    minute: '2-digit',
  });
  const clock = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    hour: twelveHour ? 'numeric' : '2-digit',
    minute: '2-digit',
  });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const money = (digits: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const [wholeDollars, dollarsAndCents] = [money(0), money(2)];
  const counts = new Intl.NumberFormat(locale);
  const rules = new Intl.PluralRules(locale);
  return {
    language,
    moment: (at) => moment.format(at),
    // A wall-clock time has no date, so it is read as that time on any day in UTC. Some ICU
    // versions put a narrow no-break space before AM/PM; API answers keep the plain one.
    clock: (time) =>
      clock
        .format(Date.UTC(2000, 0, 1, Number(time.slice(0, 2)), Number(time.slice(3, 5))))
        .replace(/\u202f/g, ' '),
    percent: (share) => percent.format(share),
    dollars: (cents) => (cents % 100 === 0 ? wholeDollars : dollarsAndCents).format(cents / 100),
    count: (n) => counts.format(n),
    plural: (n, forms) => (forms[rules.select(n)] ?? forms.other).replace(/#/g, counts.format(n)),
    // French puts a (no-break) space before a colon.
    labelled: (label, value) => `${label}${language === 'fr' ? '\u00a0:' : ':'} ${value}`,
  };
}

/** Each language's formats, made once: building Intl formatters is costly, using them is not. */
export const formats: Record<Language, LocaleFormats> = {
  en: make('en'),
  es: make('es'),
  fr: make('fr'),
  de: make('de'),
};
