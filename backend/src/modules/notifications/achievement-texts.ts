import { escapeHtml } from '../../infra/text/escape-html.js';

/** What a golfer reads about an achievement they unlocked (push and email). */
export interface AchievementNotice {
  name: string;
  description: string;
  points: number;
  totalPoints: number;
  /** Set when these points reached a new level. */
  newLevelName: string | null;
  pageUrl: string;
}

function summary(notice: AchievementNotice): string {
  const level = notice.newLevelName ? ` You reached ${notice.newLevelName}!` : '';
  return `${notice.description} +${notice.points.toLocaleString('en-US')} points (${notice.totalPoints.toLocaleString('en-US')} in all).${level}`;
}

export function achievementPush(notice: AchievementNotice, achievementId: string) {
  return {
    title: `Achievement unlocked: ${notice.name}`,
    body: summary(notice),
    url: '/achievements',
    tag: `teewatch-achievement-${achievementId}`,
    data: { achievementId },
  };
}

export function achievementEmail(notice: AchievementNotice) {
  return {
    subject: `Achievement unlocked: ${notice.name}`,
    text: `${summary(notice)}\n\nYour achievements: ${notice.pageUrl}\n`,
    html: `<p><strong>${escapeHtml(notice.name)}</strong></p><p>${escapeHtml(summary(notice))}</p><p><a href="${escapeHtml(notice.pageUrl)}">Your achievements</a></p>`,
  };
}
