import type { Achievement } from '@teewatch/contracts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/SectionCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { useToast } from '../../../components/toast/useToast';
import {
  useAwardPointsMutation,
  useUnlockAchievementMutation,
  useUpdateStreakMutation,
} from '../api/gamification.api';

const DEMO_POINTS = 100;

/** Demo mode only (docs/gamification.md): try levels and unlocks without playing for them. */
export function DemoActions({ achievements }: { achievements: Achievement[] }) {
  const [award, awarding] = useAwardPointsMutation();
  const [unlock, unlocking] = useUnlockAchievementMutation();
  const [updateStreak, updating] = useUpdateStreakMutation();
  const { toast } = useToast();
  const nextLocked = achievements.find((achievement) => !achievement.unlocked);

  const awardPoints = async () => {
    const answer = await award({ points: DEMO_POINTS, reason: 'Demo points' });
    if (!answer.data) return toast({ title: 'Could not award points', variant: 'destructive' });
    toast(
      answer.data.newLevel
        ? {
            title: 'Level Up!',
            description: `You are now a ${answer.data.newLevel.name}.`,
            variant: 'success',
          }
        : { title: 'Points Awarded', description: `+${DEMO_POINTS} points`, variant: 'success' },
    );
  };

  const unlockNext = async () => {
    if (!nextLocked) return;
    const answer = await unlock(nextLocked.id);
    if (!answer.data) return toast({ title: 'Could not unlock', variant: 'destructive' });
    toast({
      title: 'Achievement Unlocked!',
      description: `${nextLocked.name} · +${nextLocked.points.toLocaleString('en-US')} points`,
      variant: 'success',
    });
  };

  const markToday = async () => {
    const answer = await updateStreak();
    if (answer.error) return toast({ title: 'Could not update streak', variant: 'destructive' });
    toast({
      title: 'Streak Updated',
      description: `${answer.data}-day streak. Today counts.`,
      variant: 'success',
    });
  };

  return (
    <SectionCard titleId="demo-actions" title="Demo Actions">
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        This server runs in demo mode: these buttons pay real ledger rows, marked as demo.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <SubmitButton
          type="button"
          variant="outlined"
          submitting={awarding.isLoading}
          onClick={() => void awardPoints()}
        >
          Award {DEMO_POINTS} Points
        </SubmitButton>
        <SubmitButton
          type="button"
          variant="outlined"
          submitting={unlocking.isLoading}
          disabled={!nextLocked}
          onClick={() => void unlockNext()}
        >
          {nextLocked ? `Unlock ${nextLocked.name}` : 'All Achievements Unlocked'}
        </SubmitButton>
        <SubmitButton
          type="button"
          variant="outlined"
          submitting={updating.isLoading}
          onClick={() => void markToday()}
        >
          Update Streak
        </SubmitButton>
      </Stack>
    </SectionCard>
  );
}
