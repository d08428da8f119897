import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '../../../components/RetryAlert';
import { apiErrorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useGetMyAchievementsQuery } from '../api/gamification.api';
import { AchievementsGrid } from './AchievementsGrid';
import { achievementsPageMessages } from './AchievementsPage.messages';
import { UnlockGamificationPrompt } from './UnlockGamificationPrompt';

/** /achievements: what the golfer has unlocked and how far they are from the rest. */
export function AchievementsPage() {
  const { status, user } = useSession();
  const text = useMessages(achievementsPageMessages);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
        {text.title}
      </Typography>
      {status === 'signed-in' && user ? (
        <MyAchievements userId={user.id} />
      ) : status === 'signed-out' ? (
        <UnlockGamificationPrompt returnTo="/achievements" />
      ) : (
        <Skeleton variant="rounded" height={200} />
      )}
    </Container>
  );
}

function MyAchievements({ userId }: { userId: string }) {
  const { data, error, isLoading, refetch } = useGetMyAchievementsQuery(userId);
  const text = useMessages(achievementsPageMessages);
  if (isLoading) return <Skeleton variant="rounded" height={200} />;
  if (error) {
    return (
      <RetryAlert onRetry={() => void refetch()}>
        {text.loadFailed(apiErrorMessage(error))}
      </RetryAlert>
    );
  }
  if (!data || data.length === 0) return <Typography>{text.empty}</Typography>;
  const unlocked = data.filter((achievement) => achievement.unlocked);
  const points = unlocked.reduce((sum, achievement) => sum + achievement.points, 0);
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {text.summary(unlocked.length, data.length, points)}{' '}
        <Button component={RouterLink} to="/gamification" size="small">
          {text.levelLink}
        </Button>
      </Typography>
      <AchievementsGrid achievements={data} />
    </>
  );
}
