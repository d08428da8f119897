import { type Language } from '@teewatch/contracts';
import { type PushMessage } from '../../providers/push/push.provider.js';
import { escapeHtml } from '../../infra/text/escape-html.js';
import { formats } from '../../infra/text/locale-formats.js';
import { type AlertNews, describeItem, teeTimeWords } from './tee-time-news.js';

/** What the messages about an alert's news and the Test Alert button say, in each language. */
const en = {
  oneOpen: (course: string) => `Tee time open at ${course}`,
  severalOpen: (count: number, course: string) => `${count} tee times open at ${course}`,
  severalCourses: (count: number, courses: number) =>
    `${count} tee times open at ${courses} courses`,
  soonest: (moment: string, course: string, spots: string) =>
    `Soonest: ${moment}, ${course} · ${spots}`,
  forYourAlert: (title: string, label: string) => `${title} for your alert "${label}".`,
  book: 'Book',
  bookAtCourse: 'Book at the course',
  bookWithCourse: 'Book with the course',
  yourAlert: 'Your alert',
  seeYourAlert: 'See your alert',
  stopEmails: 'Stop these emails',
  more: (count: number) => ` (+${count} more)`,
  optOut: 'Reply STOP to opt out.',
  testTitle: 'TeeWatch test notification',
  testBody: 'Notifications work. This is where you will hear the moment a tee time opens.',
  yourSettings: 'Your notification settings',
};
type NotificationTexts = typeof en;

const es = {
  oneOpen: (course) => `Tee time disponible en ${course}`,
  severalOpen: (count, course) => `${formats.es.count(count)} tee times disponibles en ${course}`,
  severalCourses: (count, courses) =>
    `${formats.es.count(count)} tee times disponibles en ${formats.es.count(courses)} campos`,
  soonest: (moment, course, spots) => `El más próximo: ${moment}, ${course} · ${spots}`,
  forYourAlert: (title, label) => `${title} para tu alerta "${label}".`,
  book: 'Reservar',
  bookAtCourse: 'Reservar en el campo',
  bookWithCourse: 'Reserva directamente con el campo',
  yourAlert: 'Tu alerta',
  seeYourAlert: 'Ver tu alerta',
  stopEmails: 'No recibir más estos correos',
  more: (count) => ` (+${formats.es.count(count)} más)`,
  optOut: 'Responde STOP para darte de baja.',
  testTitle: 'Notificación de prueba de TeeWatch',
  testBody: 'Las notificaciones funcionan. Por aquí te avisaremos en cuanto se abra un tee time.',
  yourSettings: 'Tus ajustes de notificaciones',
} satisfies NotificationTexts;

const fr = {
  oneOpen: (course) => `Départ disponible à ${course}`,
  severalOpen: (count, course) => `${formats.fr.count(count)} départs disponibles à ${course}`,
  severalCourses: (count, courses) =>
    `${formats.fr.count(count)} départs disponibles sur ${formats.fr.count(courses)} parcours`,
  soonest: (moment, course, spots) => `Le plus tôt : ${moment}, ${course} · ${spots}`,
  forYourAlert: (title, label) => `${title} pour votre alerte « ${label} ».`,
  book: 'Réserver',
  bookAtCourse: 'Réserver auprès du golf',
  bookWithCourse: 'Réservez directement auprès du golf',
  yourAlert: 'Votre alerte',
  seeYourAlert: 'Voir votre alerte',
  stopEmails: 'Ne plus recevoir ces e-mails',
  more: (count) => formats.fr.plural(count, { one: ' (+# autre)', other: ' (+# autres)' }),
  optOut: 'Répondez STOP pour vous désabonner.',
  testTitle: 'Notification de test TeeWatch',
  testBody:
    'Les notifications fonctionnent. C’est ici que TeeWatch vous préviendra dès qu’un départ se libère.',
  yourSettings: 'Vos réglages de notifications',
} satisfies NotificationTexts;

const de = {
  oneOpen: (course) => `Freie Startzeit bei ${course}`,
  severalOpen: (count, course) => `${formats.de.count(count)} freie Startzeiten bei ${course}`,
  severalCourses: (count, courses) =>
    `${formats.de.count(count)} freie Startzeiten auf ${formats.de.count(courses)} Golfplätzen`,
  soonest: (moment, course, spots) => `Früheste: ${moment}, ${course} · ${spots}`,
  forYourAlert: (title, label) => `${title} für Ihren Alarm „${label}“.`,
  book: 'Buchen',
  bookAtCourse: 'Beim Golfplatz buchen',
  bookWithCourse: 'Direkt beim Golfplatz buchen',
  yourAlert: 'Ihr Alarm',
  seeYourAlert: 'Alarm ansehen',
  stopEmails: 'Diese E-Mails abbestellen',
  more: (count) => ` (+${formats.de.count(count)} weitere)`,
  optOut: 'Antworten Sie STOP, um sich abzumelden.',
  testTitle: 'TeeWatch-Testbenachrichtigung',
  testBody:
    'Benachrichtigungen funktionieren. Hier erfahren Sie sofort, wenn eine Startzeit frei wird.',
  yourSettings: 'Ihre Benachrichtigungseinstellungen',
} satisfies NotificationTexts;

const texts: Record<Language, NotificationTexts> = { en, es, fr, de };

/** "Tee time open at X" for one, "3 tee times open at X" or "... at 2 courses" for several. */
export function newsTitle(news: AlertNews, language: Language = 'en'): string {
  const say = texts[language];
  if (news.items.length === 1) return say.oneOpen(news.items[0]!.courseName);
  const courses = [...new Set(news.items.map((item) => item.courseName))];
  return courses.length === 1
    ? say.severalOpen(news.items.length, courses[0]!)
    : say.severalCourses(news.items.length, courses.length);
}

/**
 * The push about an alert's news: one tee time, or a digest of several. `key` names the send, the
 * same on a repeat after a sender's crash, so a repeat is recognisable (docs/delivery.md).
 */
export function newsPush(news: AlertNews, key: string, language: Language = 'en'): PushMessage {
  const say = texts[language];
  const first = news.items[0]!;
  const words = teeTimeWords(language);
  return {
    title: newsTitle(news, language),
    body:
      news.items.length === 1
        ? describeItem(first, language)
        : say.soonest(words.when(first.startsAt), first.courseName, words.spots(first.openSpots)),
    url: `/alerts?alert=${news.alertId}`,
    // One fixed tag: a newer tee-time notification replaces the older one (docs/product-rules.md,
    // "Push messages and texts").
    tag: 'teewatch-tee-time',
    data: {
      alertId: news.alertId,
      teeTimeIds: news.items.map((item) => item.teeTimeId),
      key,
    },
  };
}

/** The email about an alert's news: every tee time with its booking link, and the alert's link. */
export function newsEmail(
  news: AlertNews,
  links: { alertUrl: string; unsubscribeUrl: string },
  language: Language = 'en',
): { subject: string; html: string; text: string } {
  const say = texts[language];
  const f = formats[language];
  const title = newsTitle(news, language);
  const lines = news.items.map((item) => {
    const book = item.bookingUrl ? `\n  ${f.labelled(say.book, item.bookingUrl)}` : '';
    return `- ${f.labelled(item.courseName, describeItem(item, language))}${book}`;
  });
  const rows = news.items
    .map((item) => {
      const book = item.bookingUrl
        ? `<a href="${escapeHtml(item.bookingUrl)}">${escapeHtml(say.bookAtCourse)}</a>`
        : escapeHtml(say.bookWithCourse);
      return `<tr><td><strong>${escapeHtml(item.courseName)}</strong><br>${escapeHtml(describeItem(item, language))}</td><td>${book}</td></tr>`;
    })
    .join('\n');
  return {
    subject: title,
    text: [
      say.forYourAlert(title, news.alertLabel),
      '',
      ...lines,
      '',
      f.labelled(say.yourAlert, links.alertUrl),
      f.labelled(say.stopEmails, links.unsubscribeUrl),
    ].join('\n'),
    html: `<p>${escapeHtml(say.forYourAlert(title, news.alertLabel))}</p>
<table cellpadding="6">${rows}</table>
<p><a href="${escapeHtml(links.alertUrl)}">${escapeHtml(say.seeYourAlert)}</a></p>
<p style="color:#666;font-size:12px"><a href="${escapeHtml(links.unsubscribeUrl)}">${escapeHtml(say.stopEmails)}</a></p>`,
  };
}

/** The text message about an alert's news: short, with the first booking link. */
export function newsSms(news: AlertNews, alertUrl: string, language: Language = 'en'): string {
  const say = texts[language];
  const first = news.items[0]!;
  const more = news.items.length > 1 ? say.more(news.items.length - 1) : '';
  const link = first.bookingUrl ?? alertUrl;
  const f = formats[language];
  const what = `${first.courseName} ${describeItem(first, language)}${more}.`;
  return `${f.labelled('TeeWatch', what)} ${f.labelled(say.book, link)} ${say.optOut}`;
}

/** What the Test Alert button sends to each channel. */
export function testEmail(
  pageUrl: string,
  language: Language = 'en',
): { subject: string; html: string; text: string } {
  const say = texts[language];
  return {
    subject: say.testTitle,
    text: `${say.testBody}\n\n${formats[language].labelled(say.yourSettings, pageUrl)}`,
    html: `<p>${escapeHtml(say.testBody)}</p><p><a href="${escapeHtml(pageUrl)}">${escapeHtml(say.yourSettings)}</a></p>`,
  };
}

export function testSms(language: Language = 'en'): string {
  const say = texts[language];
  return `${formats[language].labelled(say.testTitle, say.testBody)} ${say.optOut}`;
}

export function testPush(language: Language = 'en'): PushMessage {
  const say = texts[language];
  return {
    title: say.testTitle,
    body: say.testBody,
    url: '/notifications',
    tag: 'teewatch-test',
  };
}
