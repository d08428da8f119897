import { defineMessages } from '../../../lib/i18n';

export const levelCardMessages = defineMessages('gamification.levelCard', {
  level: (level: number) => `Level ${level}`,
  progressLabel: 'Progress to the next level',
});
