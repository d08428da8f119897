import type { Achievement } from '@teewatch/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/SectionCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { useToast } from '../../../components/toast/useToast';
import { messagesFor, useMessages } from '../../../lib/i18n';
import {
  useAwardPointsMutation,
  useUnlockAchievementMutation,
  useUpdateStreakMutation,
} from '../api/gamification.api';
import { achievementWords, levelName } from '../catalogue';
import { demoActionsMessages } from './DemoActions.messages';

const DEMO_POINTS = 100;

/** Demo mode only (docs/gamification.md): try levels and unlocks without playing for them. */
export function DemoActions({ achievements }: { achievements: Achievement[] }) {
  const [award, awarding] = useAwardPointsMutation();
  const [unlock, unlocking] = useUnlockAchievementMutation();
  const [updateStreak, updating] = useUpdateStreakMutation();
  const { toast } = useToast();
  const text = useMessages(demoActionsMessages);
  const nextLocked = achievements.find((achievement) => !achievement.unlocked);

  const awardPoints = async () => {
    // The ledger row's reason, stored by the server: not a text this screen shows.
    const answer = await award({ points: DEMO_POINTS, reason: 'Demo points' });
    const said = messagesFor(demoActionsMessages);
    if (!answer.data) return toast({ title: said.awardFailed, variant: 'destructive' });
    toast(
      answer.data.newLevel
        ? {
            title: said.levelUp,
            description: said.newLevel(
              levelName(answer.data.newLevel.level, answer.data.newLevel.name),
            ),
            variant: 'success',
          }
        : {
            title: said.pointsAwarded,
            description: said.plusPoints(DEMO_POINTS),
            variant: 'success',
          },
    );
  };

  const unlockNext = async () => {
    if (!nextLocked) return;
    const answer = await unlock(nextLocked.id);
    const said = messagesFor(demoActionsMessages);
    if (!answer.data) return toast({ title: said.unlockFailed, variant: 'destructive' });
    toast({
      title: said.unlocked,
      description: said.unlockedDescription(achievementWords(nextLocked).name, nextLocked.points),
      variant: 'success',
    });
  };

  const markToday = async () => {
    const answer = await updateStreak();
    const said = messagesFor(demoActionsMessages);
    if (answer.error) return toast({ title: said.streakFailed, variant: 'destructive' });
    toast({
      title: said.streakUpdated,
      description: said.streakToday(answer.data),
      variant: 'success',
    });
  };

  return (
    <SectionCard titleId="demo-actions" title={text.title}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {text.intro}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <SubmitButton
          type="button"
          variant="outlined"
          submitting={awarding.isLoading}
          onClick={() => void awardPoints()}
        >
          {text.award(DEMO_POINTS)}
        </SubmitButton>
        <SubmitButton
          type="button"
          variant="outlined"
          submitting={unlocking.isLoading}
          disabled={!nextLocked}
          onClick={() => void unlockNext()}
        >
          {nextLocked ? text.unlock(achievementWords(nextLocked).name) : text.allUnlocked}
        </SubmitButton>
        <SubmitButton
          type="button"
          variant="outlined"
          submitting={updating.isLoading}
          onClick={() => void markToday()}
        >
          {text.updateStreak}
        </SubmitButton>
      </Stack>
    </SectionCard>
  );
}
