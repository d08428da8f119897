import type { Achievement, Badge } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../../lib/i18n';
import { achievementWords } from '../catalogue';
import { formatUnlockDate } from '../gamification.format';
import { gamificationMessages } from '../gamification.messages';
import { AchievementIcon } from './AchievementIcon';
import { achievementsGridMessages } from './AchievementsGrid.messages';

const badgeColour: Record<Badge, string> = {
  bronze: '#a0612a',
  silver: '#6b7280',
  gold: '#a16207',
  platinum: '#0e7490',
};

/** Every achievement: unlocked ones in full colour with their date, locked ones with progress. */
export function AchievementsGrid({ achievements }: { achievements: Achievement[] }) {
  const text = useMessages(achievementsGridMessages);
  return (
    <Box
      component="ul"
      aria-label={text.listLabel}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {achievements.map((achievement) => (
        <li key={achievement.id}>
          <AchievementCard achievement={achievement} />
        </li>
      ))}
    </Box>
  );
}

function AchievementCard({ achievement }: { achievement: Achievement }) {
  const text = useMessages(achievementsGridMessages);
  const common = useMessages(gamificationMessages);
  const { unlocked, progress = 0, maxProgress = 1 } = achievement;
  const { name, description } = achievementWords(achievement);
  const progressText = text.progress(progress, maxProgress);
  return (
    <Paper
      variant="outlined"
      aria-label={unlocked ? text.unlocked(name) : text.locked(name)}
      sx={{
        p: 2,
        height: '100%',
        borderRadius: 3,
        display: 'flex',
        gap: 1.5,
        borderColor: unlocked ? badgeColour[achievement.badge] : 'divider',
      }}
    >
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          width: 48,
          height: 48,
          borderRadius: '50%',
          color: unlocked ? '#fff' : 'text.disabled',
          bgcolor: unlocked ? badgeColour[achievement.badge] : 'action.hover',
        }}
      >
        <AchievementIcon name={achievement.icon} />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          <Chip
            size="small"
            label={common.badges[achievement.badge]}
            sx={{ bgcolor: badgeColour[achievement.badge], color: '#fff', fontWeight: 600 }}
          />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {description}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
          {common.points(achievement.points)}
          {unlocked &&
            achievement.unlockedAt &&
            ` · ${text.unlockedOn(formatUnlockDate(achievement.unlockedAt))}`}
        </Typography>
        {!unlocked && maxProgress > 1 && (
          <Box sx={{ mt: 1 }}>
            <LinearProgress
              variant="determinate"
              value={(progress / maxProgress) * 100}
              aria-label={text.progressLabel(name)}
              aria-valuetext={progressText}
            />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {progressText}
            </Typography>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
