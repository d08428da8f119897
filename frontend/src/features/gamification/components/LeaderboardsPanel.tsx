import { useState } from 'react';
import type { LeaderboardEntry, LeaderboardKind } from '@teewatch/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '../../../components/RetryAlert';
import { SectionCard } from '../../../components/SectionCard';
import { apiErrorMessage } from '../../../lib/api-error';
import { useGetLeaderboardQuery } from '../api/gamification.api';

const tabs: { type: LeaderboardKind; label: string; empty: string }[] = [
  { type: 'global', label: 'Global', empty: 'Nobody has points yet.' },
  {
    type: 'friends',
    label: 'Friends',
    empty: 'Add friends to compare your points with theirs.',
  },
  { type: 'weekly', label: 'Weekly', empty: 'No points this week yet (weeks start Monday).' },
  { type: 'monthly', label: 'Monthly', empty: 'No points this month yet.' },
];

/** The four boards, one at a time; the golfer's own place is shown even when off the list. */
export function LeaderboardsPanel() {
  const [type, setType] = useState<LeaderboardKind>('global');
  const tab = tabs.find((each) => each.type === type)!;
  return (
    <SectionCard titleId="leaderboards-title" title="Leaderboards">
      <Tabs
        value={type}
        onChange={(_, next: LeaderboardKind) => setType(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Leaderboards"
        sx={{ mb: 1.5 }}
      >
        {tabs.map((each) => (
          <Tab
            key={each.type}
            value={each.type}
            label={each.label}
            id={`leaderboard-tab-${each.type}`}
            aria-controls="leaderboard-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="leaderboard-panel" aria-labelledby={`leaderboard-tab-${type}`}>
        <Board type={type} empty={tab.empty} label={`${tab.label} leaderboard`} />
      </Box>
    </SectionCard>
  );
}

function Board({ type, empty, label }: { type: LeaderboardKind; empty: string; label: string }) {
  const { data, error, isLoading, refetch } = useGetLeaderboardQuery(type);
  if (isLoading) return <Skeleton variant="rounded" height={160} />;
  if (!data) {
    return (
      <RetryAlert onRetry={() => void refetch()}>
        The leaderboard could not be loaded. {apiErrorMessage(error)}
      </RetryAlert>
    );
  }
  if (data.entries.length === 0) return <Typography>{empty}</Typography>;
  const me = data.currentUser;
  const listed = me && data.entries.some((entry) => entry.isCurrentUser);
  return (
    <>
      <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.entries.map((entry) => (
          <Row key={entry.userId} entry={entry} />
        ))}
      </Box>
      {me && !listed && (
        <Typography sx={{ mt: 1.5, fontWeight: 600 }}>
          Your place: #{me.rank.toLocaleString('en-US')} with {me.points.toLocaleString('en-US')}{' '}
          points.
        </Typography>
      )}
    </>
  );
}

function Row({ entry }: { entry: LeaderboardEntry }) {
  return (
    <Box
      component="li"
      aria-current={entry.isCurrentUser ? 'true' : undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: '3rem 1fr auto',
        alignItems: 'center',
        gap: 1,
        py: 1,
        px: 1,
        borderRadius: 2,
        bgcolor: entry.isCurrentUser ? 'action.selected' : 'transparent',
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Typography sx={{ fontWeight: 800 }}>#{entry.rank}</Typography>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {entry.name}
          </Typography>
          {entry.isCurrentUser && <Chip size="small" color="primary" label="You" />}
          {entry.isFriend && <Chip size="small" variant="outlined" label="Friend" />}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {entry.levelName}
          {entry.streak > 0 && ` · ${entry.streak}-day streak`}
          {entry.badge && ` · ${entry.badge[0]!.toUpperCase()}${entry.badge.slice(1)} badge`}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 800 }}>{entry.points.toLocaleString('en-US')}</Typography>
    </Box>
  );
}
