import type { ReactNode } from 'react';
import type { GamificationStats } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { statTilesMessages } from './StatTiles.messages';

function Tile({ title, value, hint }: { title: string; value: ReactNode; hint: string }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
        {value}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {hint}
      </Typography>
    </Paper>
  );
}

/** Four figures of the golfer's standing, all from the points ledger and their own rows. */
export function StatTiles({ stats }: { stats: GamificationStats }) {
  const text = useMessages(statTilesMessages);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
      }}
    >
      <Tile
        title={text.totalPoints}
        value={formatCount(stats.totalPoints)}
        hint={text.totalPointsHint}
      />
      <Tile
        title={text.streak}
        value={formatCount(stats.streakDays)}
        hint={text.streakHint(stats.streakDays)}
      />
      <Tile
        title={text.achievements}
        value={`${formatCount(stats.unlockedAchievements)} / ${formatCount(stats.totalAchievements)}`}
        hint={text.achievementsHint}
      />
      <Tile
        title={text.challenges}
        value={formatCount(stats.completedChallenges)}
        hint={text.challengesHint}
      />
    </Box>
  );
}
