import { type Language } from '@teewatch/contracts';
import { formats } from '../../infra/text/locale-formats.js';

/** One open tee time a message is about. */
export interface TeeTimeItem {
  teeTimeId: string;
  courseName: string;
  startsAt: Date;
  openSpots: number;
  priceCents: number;
  /** Where the golfer books it: the platform's page for the slot, else the course's site. */
  bookingUrl: string | null;
}

/** What one message on one channel says: an alert's new tee times, soonest first. */
export interface AlertNews {
  alertId: string;
  alertLabel: string;
  items: TeeTimeItem[];
}

/** How every message about a tee time says its moment, open spots and price. */
const en = {
  when: formats.en.moment,
  spots: (n: number) => formats.en.plural(n, { one: '# spot', other: '# spots' }),
  price: (cents: number) => `${formats.en.dollars(cents)}/player`,
};
export type TeeTimeWords = typeof en;

const es = {
  when: formats.es.moment,
  spots: (n: number) => formats.es.plural(n, { one: '# lugar', other: '# lugares' }),
  price: (cents: number) => `${formats.es.dollars(cents)} por jugador`,
} satisfies TeeTimeWords;

const fr = {
  when: formats.fr.moment,
  spots: (n: number) => formats.fr.plural(n, { one: '# place', other: '# places' }),
  price: (cents: number) => `${formats.fr.dollars(cents)} par joueur`,
} satisfies TeeTimeWords;

const de = {
  when: formats.de.moment,
  spots: (n: number) => formats.de.plural(n, { one: '# Platz frei', other: '# Plätze frei' }),
  price: (cents: number) => `${formats.de.dollars(cents)} pro Spieler`,
} satisfies TeeTimeWords;

const words: Record<Language, TeeTimeWords> = { en, es, fr, de };

/** The words for a tee time's moment, open spots and price in one language. */
export function teeTimeWords(language: Language = 'en'): TeeTimeWords {
  return words[language];
}

/** "Sat, Jun 20, 7:10 AM · 3 spots · $55/player", in the golfer's language. */
export function describeItem(
  item: Pick<TeeTimeItem, 'startsAt' | 'openSpots' | 'priceCents'>,
  language: Language = 'en',
): string {
  const say = words[language];
  return `${say.when(item.startsAt)} · ${say.spots(item.openSpots)} · ${say.price(item.priceCents)}`;
}
