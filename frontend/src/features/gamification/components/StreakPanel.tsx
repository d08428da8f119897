import type { StreakData } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { RetryAlert } from '../../../components/RetryAlert';
import { SectionCard } from '../../../components/SectionCard';
import { apiErrorMessage } from '../../../lib/api-error';
import { useGetStreakDataQuery } from '../api/gamification.api';
import { formatCalendarDay } from '../gamification.format';

/** Current and longest streak, the last 30 days, and the next milestone. */
export function StreakPanel() {
  const { data, error, isLoading, refetch } = useGetStreakDataQuery();
  return (
    <SectionCard titleId="streak-title" title="Your Streak">
      {isLoading ? (
        <Skeleton variant="rounded" height={120} />
      ) : !data ? (
        <RetryAlert onRetry={() => void refetch()}>
          Your streak could not be loaded. {apiErrorMessage(error)}
        </RetryAlert>
      ) : (
        <StreakDetails data={data} />
      )}
    </SectionCard>
  );
}

function StreakDetails({ data }: { data: StreakData }) {
  const dayWord = (days: number) => (days === 1 ? 'day' : 'days');
  return (
    <>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }}>
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Current streak
          </Typography>
          <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
            <LocalFireDepartmentIcon aria-hidden="true" sx={{ color: '#c2410c', mr: 0.5 }} />
            {data.currentStreak} {dayWord(data.currentStreak)}
          </Typography>
        </Box>
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Longest streak
          </Typography>
          <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
            {data.longestStreak} {dayWord(data.longestStreak)}
          </Typography>
        </Box>
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Days with TeeWatch
          </Typography>
          <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
            {data.totalDays}
          </Typography>
        </Box>
      </Box>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        Last 30 days
      </Typography>
      <Box
        component="ol"
        aria-label="Last 30 days"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 0.5,
          gridTemplateColumns: 'repeat(10, 1fr)',
          maxWidth: 360,
        }}
      >
        {data.streakHistory.map((day) => {
          const state = day.active
            ? 'active'
            : day.frozen
              ? 'frozen (streak freeze used)'
              : 'missed';
          const label = `${formatCalendarDay(day.date)}: ${state}`;
          return (
            <Tooltip key={day.date} title={label}>
              <Box
                component="li"
                aria-label={label}
                sx={{
                  aspectRatio: '1',
                  borderRadius: 1,
                  bgcolor: day.active ? 'success.main' : day.frozen ? 'info.light' : 'action.hover',
                }}
              />
            </Tooltip>
          );
        })}
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {data.nextMilestone
          ? `Next milestone: ${data.nextMilestone.name} at ${data.nextMilestone.days} days (+${data.nextMilestone.points.toLocaleString('en-US')} points).`
          : 'Every streak milestone reached.'}{' '}
        {data.freezeAvailable
          ? 'Your streak freeze for this month is ready: one missed day will not break your streak.'
          : 'This month’s streak freeze is used.'}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        A day counts when you open TeeWatch signed in, sign in, or make an alert (Colorado time).
      </Typography>
    </>
  );
}
