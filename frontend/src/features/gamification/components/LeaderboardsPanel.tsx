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
import { formatCount } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { useGetLeaderboardQuery } from '../api/gamification.api';
import { levelName } from '../catalogue';
import { leaderboardsMessages } from './LeaderboardsPanel.messages';

const kinds: LeaderboardKind[] = ['global', 'friends', 'weekly', 'monthly'];

/** The four boards, one at a time; the golfer's own place is shown even when off the list. */
export function LeaderboardsPanel() {
  const [type, setType] = useState<LeaderboardKind>('global');
  const text = useMessages(leaderboardsMessages);
  return (
    <SectionCard titleId="leaderboards-title" title={text.title}>
      <Tabs
        value={type}
        onChange={(_, next: LeaderboardKind) => setType(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={text.title}
        sx={{ mb: 1.5 }}
      >
        {kinds.map((kind) => (
          <Tab
            key={kind}
            value={kind}
            label={text.boards[kind].tab}
            id={`leaderboard-tab-${kind}`}
            aria-controls="leaderboard-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="leaderboard-panel" aria-labelledby={`leaderboard-tab-${type}`}>
        <Board type={type} />
      </Box>
    </SectionCard>
  );
}

function Board({ type }: { type: LeaderboardKind }) {
  const { data, error, isLoading, refetch } = useGetLeaderboardQuery(type);
  const text = useMessages(leaderboardsMessages);
  if (isLoading) return <Skeleton variant="rounded" height={160} />;
  if (!data) {
    return (
      <RetryAlert onRetry={() => void refetch()}>
        {text.loadFailed(apiErrorMessage(error))}
      </RetryAlert>
    );
  }
  if (data.entries.length === 0) return <Typography>{text.boards[type].empty}</Typography>;
  const me = data.currentUser;
  const listed = me && data.entries.some((entry) => entry.isCurrentUser);
  return (
    <>
      <Box
        component="ol"
        aria-label={text.boards[type].list}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {data.entries.map((entry) => (
          <Row key={entry.userId} entry={entry} />
        ))}
      </Box>
      {me && !listed && (
        <Typography sx={{ mt: 1.5, fontWeight: 600 }}>
          {text.yourPlace(me.rank, me.points)}
        </Typography>
      )}
    </>
  );
}

function Row({ entry }: { entry: LeaderboardEntry }) {
  const text = useMessages(leaderboardsMessages);
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
      <Typography sx={{ fontWeight: 800 }}>#{formatCount(entry.rank)}</Typography>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography translate="no" sx={{ fontWeight: 700 }} noWrap>
            {entry.name}
          </Typography>
          {entry.isCurrentUser && <Chip size="small" color="primary" label={text.you} />}
          {entry.isFriend && <Chip size="small" variant="outlined" label={text.friend} />}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {levelName(entry.level, entry.levelName)}
          {entry.streak > 0 && ` · ${text.streak(entry.streak)}`}
          {entry.badge && ` · ${text.badges[entry.badge]}`}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 800 }}>{formatCount(entry.points)}</Typography>
    </Box>
  );
}
