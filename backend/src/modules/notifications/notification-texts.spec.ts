import {
  frenchCatalogueWords,
  germanCatalogueWords,
  type Language,
  spanishCatalogueWords,
} from '@teewatch/contracts';
import { formats } from '../../infra/text/locale-formats.js';
import { achievementEmail, achievementPush } from './achievement-texts.js';
import { groupNotice } from './group-notice-texts.js';
import { newsEmail, newsPush, newsSms, testPush } from './notification-texts.js';
import { type AlertNews, type TeeTimeItem } from './tee-time-news.js';

/** French and German space their numbers and colons with no-break spaces; read them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const slot = (overrides: Partial<TeeTimeItem> = {}): TeeTimeItem => ({
  teeTimeId: 'tee-1',
  courseName: 'Riverdale Golf Course',
  // 7:10 in Denver on Saturday 20 June.
  startsAt: new Date('2026-06-20T13:10:00Z'),
  openSpots: 1,
  priceCents: 4550,
  bookingUrl: 'https://book.example/1',
  ...overrides,
});
const one: AlertNews = { alertId: 'alert-1', alertLabel: 'Denver', items: [slot()] };
const two: AlertNews = {
  alertId: 'alert-1',
  alertLabel: 'Denver',
  items: [slot({ openSpots: 3, priceCents: 5500 }), slot({ teeTimeId: 'tee-2' })],
};

describe("an alert's news", () => {
  it.each([
    [
      'en',
      'Tee time open at Riverdale Golf Course',
      'Sat, Jun 20, 7:10 AM · 1 spot · $45.50/player',
      'TeeWatch: Riverdale Golf Course Sat, Jun 20, 7:10 AM · 3 spots · $55/player (+1 more). Book: https://book.example/1 Reply STOP to opt out.',
    ],
    [
      'es',
      'Tee time disponible en Riverdale Golf Course',
      'sáb, 20 de jun, 7:10 a.m. · 1 lugar · $45.50 por jugador',
      'TeeWatch: Riverdale Golf Course sáb, 20 de jun, 7:10 a.m. · 3 lugares · $55 por jugador (+1 más). Reservar: https://book.example/1 Responde STOP para darte de baja.',
    ],
    [
      'fr',
      'Départ disponible à Riverdale Golf Course',
      'sam. 20 juin, 07:10 · 1 place · 45,50 $US par joueur',
      'TeeWatch : Riverdale Golf Course sam. 20 juin, 07:10 · 3 places · 55 $US par joueur (+1 autre). Réserver : https://book.example/1 Répondez STOP pour vous désabonner.',
    ],
    [
      'de',
      'Freie Startzeit bei Riverdale Golf Course',
      'Sa., 20. Juni, 07:10 · 1 Platz frei · 45,50 $ pro Spieler',
      'TeeWatch: Riverdale Golf Course Sa., 20. Juni, 07:10 · 3 Plätze frei · 55 $ pro Spieler (+1 weitere). Buchen: https://book.example/1 Antworten Sie STOP, um sich abzumelden.',
    ],
  ] as const)('%s: push, email and text message', (language, title, body, sms) => {
    const push = newsPush(one, 'send-1', language);
    expect(push).toMatchObject({ title, url: '/alerts?alert=alert-1', tag: 'teewatch-tee-time' });
    expect(plain(push.body)).toBe(body);
    const email = newsEmail(
      one,
      { alertUrl: 'https://a/1', unsubscribeUrl: 'https://u/1' },
      language,
    );
    expect(email.subject).toBe(title);
    expect(plain(email.text)).toContain(body);
    expect(plain(newsSms(two, 'https://a/1', language))).toBe(sms);
  });

  it('keeps the English digest exactly as it was', () => {
    expect(newsPush(two, 'send-1')).toMatchObject({
      title: '2 tee times open at Riverdale Golf Course',
      body: 'Soonest: Sat, Jun 20, 7:10 AM, Riverdale Golf Course · 3 spots',
    });
    const email = newsEmail(two, { alertUrl: 'https://a/1', unsubscribeUrl: 'https://u/1' });
    expect(email.text).toBe(
      [
        '2 tee times open at Riverdale Golf Course for your alert "Denver".',
        '',
        '- Riverdale Golf Course: Sat, Jun 20, 7:10 AM · 3 spots · $55/player',
        '  Book: https://book.example/1',
        '- Riverdale Golf Course: Sat, Jun 20, 7:10 AM · 1 spot · $45.50/player',
        '  Book: https://book.example/1',
        '',
        'Your alert: https://a/1',
        'Stop these emails: https://u/1',
      ].join('\n'),
    );
    expect(email.html).toContain('Book at the course');
    expect(testPush().title).toBe('TeeWatch test notification');
  });

  it('counts courses in the digest title in each language', () => {
    const elsewhere: AlertNews = {
      ...two,
      items: [...two.items, slot({ teeTimeId: 'tee-3', courseName: 'City Park Golf Course' })],
    };
    const titles = (['en', 'es', 'fr', 'de'] as Language[]).map((l) => newsPush(elsewhere, 'k', l));
    expect(titles.map((push) => push.title)).toEqual([
      '3 tee times open at 2 courses',
      '3 tee times disponibles en 2 campos',
      '3 départs disponibles sur 2 parcours',
      '3 freie Startzeiten auf 2 Golfplätzen',
    ]);
  });
});

describe('group and achievement notices', () => {
  it.each([
    [
      'en',
      'Sunday Four: Riverdale Golf Course has room',
      'Sat, Jun 20, 7:10 AM · 4 spots · $60/player. Are you in?',
    ],
    [
      'es',
      'Sunday Four: hay sitio en Riverdale Golf Course',
      'sáb, 20 de jun, 7:10 a.m. · 4 lugares · $60 por jugador. ¿Te apuntas?',
    ],
    [
      'fr',
      'Sunday Four : de la place à Riverdale Golf Course',
      'sam. 20 juin, 07:10 · 4 places · 60 $US par joueur. Vous en êtes ?',
    ],
    [
      'de',
      'Sunday Four: Noch Plätze frei bei Riverdale Golf Course',
      'Sa., 20. Juni, 07:10 · 4 Plätze frei · 60 $ pro Spieler. Sind Sie dabei?',
    ],
  ] as const)('%s: a group alert asks each member whether they are in', (language, title, body) => {
    const notice = groupNotice(
      {
        groupName: 'Sunday Four',
        teeTime: slot({ openSpots: 4, priceCents: 6000 }),
        pageUrl: 'https://app/dashboard#groups',
      },
      language,
    );
    expect(notice.push.title).toBe(title);
    expect(plain(notice.push.body)).toBe(body);
    expect(notice.email.subject).toBe(title);
  });

  it.each([
    [
      'en',
      'Achievement unlocked: Birdie Streak',
      'Use TeeWatch 7 days in a row. +700 points (1,200 in all). You reached Weekend Warrior!',
    ],
    [
      'es',
      'Logro desbloqueado: Racha de birdie',
      'Usa TeeWatch 7 días seguidos. +700 puntos (1,200 en total). ¡Alcanzaste el nivel Guerrero de fin de semana!',
    ],
    [
      'fr',
      'Succès débloqué : Série birdie',
      'Utilisez TeeWatch 7 jours d’affilée. +700 points (1 200 au total). Vous avez atteint le niveau Guerrier du week-end !',
    ],
    [
      'de',
      'Erfolg freigeschaltet: Birdie-Serie',
      'Nutzen Sie TeeWatch 7 Tage in Folge. +700 Punkte (1.200 insgesamt). Sie haben die Stufe Wochenendkrieger erreicht!',
    ],
  ] as const)('%s: an achievement with its points and new level', (language, title, body) => {
    const notice = {
      achievementId: 'streak-7',
      points: 700,
      totalPoints: 1200,
      newLevel: 2,
      pageUrl: 'https://app/achievements',
    } as const;
    const push = achievementPush(notice, language);
    expect(push.title).toBe(title);
    expect(plain(push.body)).toBe(body);
    expect(achievementEmail(notice, language).subject).toBe(title);
  });

  it.each(['es', 'fr', 'de'] as const)(
    '%s: the achievements written with amounts write them as the formats do',
    (language) => {
      const words = {
        es: spanishCatalogueWords,
        fr: frenchCatalogueWords,
        de: germanCatalogueWords,
      }[language].achievements;
      // The words are shared with the app, so the amounts in them are written out.
      expect(words['premium-bookings'].description).toContain(formats[language].dollars(10000));
      expect(words['smart-saver'].description).toContain(formats[language].dollars(50000));
    },
  );
});
