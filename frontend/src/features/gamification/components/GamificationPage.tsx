import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '../../../components/RetryAlert';
import { SectionCard } from '../../../components/SectionCard';
import { apiErrorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useGetGamificationStatsQuery } from '../api/gamification.api';
import { AchievementsGrid } from './AchievementsGrid';
import { DemoActions } from './DemoActions';
import { gamificationPageMessages } from './GamificationPage.messages';
import { LeaderboardsPanel } from './LeaderboardsPanel';
import { LevelCard } from './LevelCard';
import { StatTiles } from './StatTiles';
import { StreakPanel } from './StreakPanel';
import { UnlockGamificationPrompt } from './UnlockGamificationPrompt';

/** /gamification: the golfer's level, figures and achievements; a sign-in prompt when signed out. */
export function GamificationPage() {
  const { status } = useSession();
  const text = useMessages(gamificationPageMessages);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {text.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{text.intro}</Typography>
      {status === 'signed-in' ? (
        <SignedInGamification />
      ) : status === 'signed-out' ? (
        <UnlockGamificationPrompt returnTo="/gamification" />
      ) : (
        <Skeleton variant="rounded" height={200} />
      )}
    </Container>
  );
}

function SignedInGamification() {
  const { data, error, isLoading, refetch } = useGetGamificationStatsQuery();
  const text = useMessages(gamificationPageMessages);
  if (isLoading) return <Skeleton variant="rounded" height={200} />;
  if (!data) {
    return (
      <RetryAlert onRetry={() => void refetch()}>
        {text.loadFailed(apiErrorMessage(error))}
      </RetryAlert>
    );
  }
  return (
    <Stack spacing={3}>
      <LevelCard stats={data.stats} />
      <StatTiles stats={data.stats} />
      {data.demoMode && <DemoActions achievements={data.achievements} />}
      <LeaderboardsPanel />
      <StreakPanel />
      <SectionCard titleId="achievements-title" title={text.achievements}>
        <AchievementsGrid achievements={data.achievements} />
      </SectionCard>
    </Stack>
  );
}
