import type { ReactNode } from 'react';
import type { GamificationStats } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

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
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
      }}
    >
      <Tile
        title="Total Points"
        value={stats.totalPoints.toLocaleString('en-US')}
        hint="Earned by alerts and bookings"
      />
      <Tile
        title="Day Streak"
        value={stats.streakDays}
        hint={stats.streakDays === 1 ? 'Day in a row' : 'Days in a row'}
      />
      <Tile
        title="Achievements"
        value={`${stats.unlockedAchievements} / ${stats.totalAchievements}`}
        hint="Unlocked so far"
      />
      <Tile
        title="Challenges Completed"
        value={stats.completedChallenges}
        hint="Achievements of several steps"
      />
    </Box>
  );
}
