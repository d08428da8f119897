import { defineMessages } from '../../../lib/i18n';

export const gamificationPageMessages = defineMessages('gamification.page', {
  title: 'Gamification',
  intro: 'Points for every alert and booking, achievements to unlock, levels to climb.',
  /** `reason` is why the call failed, already a sentence. */
  loadFailed: (reason: string) => `Your points could not be loaded. ${reason}`,
  achievements: 'Your Achievements',
});
