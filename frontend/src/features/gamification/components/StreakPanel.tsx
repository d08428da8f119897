import type { StreakData } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { RetryAlert } from '../../../components/RetryAlert';
import { SectionCard } from '../../../components/SectionCard';
import { formatCount } from '../../../lib/format';
import { apiErrorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n';
import { useGetStreakDataQuery } from '../api/gamification.api';
import { milestoneName } from '../catalogue';
import { formatCalendarDay } from '../gamification.format';
import { streakPanelMessages } from './StreakPanel.messages';

/** Current and longest streak, the last 30 days, and the next milestone. */
export function StreakPanel() {
  const { data, error, isLoading, refetch } = useGetStreakDataQuery();
  const text = useMessages(streakPanelMessages);
  return (
    <SectionCard titleId="streak-title" title={text.title}>
      {isLoading ? (
        <Skeleton variant="rounded" height={120} />
      ) : !data ? (
        <RetryAlert onRetry={() => void refetch()}>
          {text.loadFailed(apiErrorMessage(error))}
        </RetryAlert>
      ) : (
        <StreakDetails data={data} />
      )}
    </SectionCard>
  );
}

function StreakDetails({ data }: { data: StreakData }) {
  const text = useMessages(streakPanelMessages);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }}>
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {text.current}
          </Typography>
          <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
            <LocalFireDepartmentIcon aria-hidden="true" sx={{ color: '#c2410c', mr: 0.5 }} />
            {text.days(data.currentStreak)}
          </Typography>
        </Box>
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {text.longest}
          </Typography>
          <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
            {text.days(data.longestStreak)}
          </Typography>
        </Box>
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {text.totalDays}
          </Typography>
          <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
            {formatCount(data.totalDays)}
          </Typography>
        </Box>
      </Box>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {text.lastDays}
      </Typography>
      <Box
        component="ol"
        aria-label={text.lastDays}
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
          const date = formatCalendarDay(day.date);
          const label = day.active
            ? text.activeDay(date)
            : day.frozen
              ? text.frozenDay(date)
              : text.missedDay(date);
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
          ? text.nextMilestone(
              milestoneName(data.nextMilestone.days, data.nextMilestone.name),
              data.nextMilestone.days,
              data.nextMilestone.points,
            )
          : text.allMilestones}{' '}
        {data.freezeAvailable ? text.freezeReady : text.freezeUsed}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {text.howDaysCount}
      </Typography>
    </>
  );
}
