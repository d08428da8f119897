import { type GamificationStats, levels } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../../lib/i18n';
import { levelName } from '../catalogue';
import { levelProgress, nextLevelLine } from '../gamification.format';
import { gamificationMessages } from '../gamification.messages';
import { levelCardMessages } from './LevelCard.messages';

/** The golfer's level, points, and the way to the next level. */
export function LevelCard({ stats }: { stats: GamificationStats }) {
  const text = useMessages(levelCardMessages);
  const common = useMessages(gamificationMessages);
  const start = levels.find((level) => level.level === stats.level)?.minPoints ?? 0;
  return (
    <Paper
      component="section"
      aria-labelledby="level-title"
      sx={{
        p: { xs: 2.5, sm: 3 },
        borderRadius: 3,
        color: 'primary.contrastText',
        bgcolor: 'primary.main',
      }}
    >
      <Typography variant="overline">{text.level(stats.level)}</Typography>
      <Typography id="level-title" component="h2" variant="h4" sx={{ fontWeight: 800 }}>
        {levelName(stats.level, stats.levelName)}
      </Typography>
      <Typography variant="h6" component="p">
        {common.points(stats.totalPoints)}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <LinearProgress
          variant="determinate"
          color="inherit"
          value={levelProgress(stats, start)}
          aria-label={text.progressLabel}
          aria-valuetext={nextLevelLine(stats)}
          sx={{ height: 10, borderRadius: 5 }}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {nextLevelLine(stats)}
        </Typography>
      </Box>
    </Paper>
  );
}
