import { type PushMessage } from '../../providers/push/push.provider.js';
import {
  type AlertNews,
  describeItem,
  formatSpots,
  formatWhen,
  newsTitle,
} from './tee-time-news.js';
import { escapeHtml } from '../../infra/text/escape-html.js';

/**
 * The push about an alert's news: one tee time, or a digest of several. `key` names the send, the
 * same on a repeat after a sender's crash, so a repeat is recognisable (docs/delivery.md).
 */
export function newsPush(news: AlertNews, key: string): PushMessage {
  const first = news.items[0]!;
  return {
    title: newsTitle(news),
    body:
      news.items.length === 1
        ? describeItem(first)
        : `Soonest: ${formatWhen(first.startsAt)}, ${first.courseName} · ${formatSpots(first.openSpots)}`,
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
): { subject: string; html: string; text: string } {
  const lines = news.items.map((item) => {
    const book = item.bookingUrl ? `\n  Book: ${item.bookingUrl}` : '';
    return `- ${item.courseName}: ${describeItem(item)}${book}`;
  });
  const rows = news.items
    .map((item) => {
      const book = item.bookingUrl
        ? `<a href="${escapeHtml(item.bookingUrl)}">Book at the course</a>`
        : 'Book with the course';
      return `<tr><td><strong>${escapeHtml(item.courseName)}</strong><br>${escapeHtml(describeItem(item))}</td><td>${book}</td></tr>`;
    })
    .join('\n');
  return {
    subject: newsTitle(news),
    text: [
      `${newsTitle(news)} for your alert "${news.alertLabel}".`,
      '',
      ...lines,
      '',
      `Your alert: ${links.alertUrl}`,
      `Stop these emails: ${links.unsubscribeUrl}`,
    ].join('\n'),
    html: `<p>${escapeHtml(newsTitle(news))} for your alert &quot;${escapeHtml(news.alertLabel)}&quot;.</p>
<table cellpadding="6">${rows}</table>
<p><a href="${escapeHtml(links.alertUrl)}">See your alert</a></p>
<p style="color:#666;font-size:12px"><a href="${escapeHtml(links.unsubscribeUrl)}">Stop these emails</a></p>`,
  };
}

/** The text message about an alert's news: short, with the first booking link. */
export function newsSms(news: AlertNews, alertUrl: string): string {
  const first = news.items[0]!;
  const more = news.items.length > 1 ? ` (+${news.items.length - 1} more)` : '';
  const link = first.bookingUrl ?? alertUrl;
  return `TeeWatch: ${first.courseName} ${describeItem(first)}${more}. Book: ${link} Reply STOP to opt out.`;
}

export const TEST_TITLE = 'TeeWatch test notification';
const TEST_BODY = 'Notifications work. This is where you will hear the moment a tee time opens.';

/** What the Test Alert button sends to each channel. */
export function testEmail(pageUrl: string): { subject: string; html: string; text: string } {
  return {
    subject: TEST_TITLE,
    text: `${TEST_BODY}\n\nYour notification settings: ${pageUrl}`,
    html: `<p>${TEST_BODY}</p><p><a href="${pageUrl}">Your notification settings</a></p>`,
  };
}

export function testSms(): string {
  return `${TEST_TITLE}: ${TEST_BODY} Reply STOP to opt out.`;
}

export function testPush(): PushMessage {
  return {
    title: TEST_TITLE,
    body: TEST_BODY,
    url: '/notifications',
    tag: 'teewatch-test',
  };
}
