import { type Language } from '@teewatch/contracts';
import { escapeHtml } from '../../infra/text/escape-html.js';
import { describeItem, type TeeTimeItem } from './tee-time-news.js';

/** What a golf group's member reads when a group alert finds a tee time, in each language. */
const en = {
  title: (group: string, course: string) => `${group}: ${course} has room`,
  question: (teeTime: string) => `${teeTime}. Are you in?`,
  answerAt: (pageUrl: string) => `Answer In or Out for your group: ${pageUrl}`,
  answerButton: 'Answer In or Out',
};
type GroupNoticeTexts = typeof en;

const es = {
  title: (group, course) => `${group}: hay sitio en ${course}`,
  question: (teeTime) => `${teeTime}. ¿Te apuntas?`,
  answerAt: (pageUrl) => `Dile a tu grupo si te apuntas: ${pageUrl}`,
  answerButton: 'Responder a tu grupo',
} satisfies GroupNoticeTexts;

const fr = {
  title: (group, course) => `${group} : de la place à ${course}`,
  question: (teeTime) => `${teeTime}. Vous en êtes ?`,
  answerAt: (pageUrl) => `Dites à votre groupe si vous en êtes : ${pageUrl}`,
  answerButton: 'Répondre à votre groupe',
} satisfies GroupNoticeTexts;

const de = {
  title: (group, course) => `${group}: Noch Plätze frei bei ${course}`,
  question: (teeTime) => `${teeTime}. Sind Sie dabei?`,
  answerAt: (pageUrl) => `Sagen Sie Ihrer Gruppe, ob Sie dabei sind: ${pageUrl}`,
  answerButton: 'Zu- oder absagen',
} satisfies GroupNoticeTexts;

const texts: Record<Language, GroupNoticeTexts> = { en, es, fr, de };

export interface GroupNotice {
  groupName: string;
  teeTime: Pick<TeeTimeItem, 'courseName' | 'startsAt' | 'openSpots' | 'priceCents'>;
  /** The dashboard's groups, where the member answers In or Out. */
  pageUrl: string;
}

/** The push and the email that ask a member whether they are in. */
export function groupNotice(notice: GroupNotice, language: Language = 'en') {
  const say = texts[language];
  const title = say.title(notice.groupName, notice.teeTime.courseName);
  const body = say.question(describeItem(notice.teeTime, language));
  return {
    push: { title, body },
    email: {
      subject: title,
      text: `${body}\n\n${say.answerAt(notice.pageUrl)}\n`,
      html: `<p><strong>${escapeHtml(title)}</strong></p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(notice.pageUrl)}">${escapeHtml(say.answerButton)}</a></p>`,
    },
  };
}
