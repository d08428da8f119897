import { defineMessages, plural } from '../../../lib/i18n';

export const setUpNudgeMessages = defineMessages('onboarding.setUpNudge', {
  title: 'Finish Setting Up TeeWatch',
  text: (points: number) =>
    plural(points, {
      one: 'Tell us where you play, your times and budget, and how to reach you: every alert then starts from your choices. It takes a minute and earns # point.',
      other:
        'Tell us where you play, your times and budget, and how to reach you: every alert then starts from your choices. It takes a minute and earns # points.',
    }),
  setUp: 'Set Up TeeWatch',
});
