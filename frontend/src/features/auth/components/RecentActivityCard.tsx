import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { apiErrorMessage } from '../../../lib/api-error';
import { useGetRecentActivityQuery } from '../api/auth.api';
import { formatActivityTime } from '../auth.format';
import { RetryAlert } from '../../../components/RetryAlert';
import { SectionCard } from '../../../components/SectionCard';

/** The golfer's real recent activity (issue 5), "No recent activity" when there is none. */
export function RecentActivityCard() {
  const { data: items, error, isLoading, refetch } = useGetRecentActivityQuery();
  return (
    <SectionCard titleId="activity-title" title="Recent Activity">
      {isLoading && <CircularProgress size={24} aria-label="Loading recent activity" />}
      {error && <RetryAlert onRetry={() => void refetch()}>{apiErrorMessage(error)}</RetryAlert>}
      {items && items.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>No recent activity</Typography>
      )}
      {items && items.length > 0 && (
        <List dense disablePadding aria-label="Recent activity">
          {items.map((item) => (
            <ListItem key={item.id} disableGutters divider>
              <ListItemText
                primary={item.text}
                secondary={<time dateTime={item.at}>{formatActivityTime(item.at)}</time>}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
