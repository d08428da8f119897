import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { apiErrorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n';
import { useGetRecentActivityQuery } from '../api/auth.api';
import { activityText, formatActivityTime } from '../auth.format';
import { RetryAlert } from '../../../components/RetryAlert';
import { SectionCard } from '../../../components/SectionCard';
import { recentActivityMessages } from './RecentActivityCard.messages';

/** The golfer's real recent activity (issue 5), "No recent activity" when there is none. */
export function RecentActivityCard() {
  const text = useMessages(recentActivityMessages);
  const { data: items, error, isLoading, refetch } = useGetRecentActivityQuery();
  return (
    <SectionCard titleId="activity-title" title={text.title}>
      {isLoading && <CircularProgress size={24} aria-label={text.loading} />}
      {error && <RetryAlert onRetry={() => void refetch()}>{apiErrorMessage(error)}</RetryAlert>}
      {items && items.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{text.empty}</Typography>
      )}
      {items && items.length > 0 && (
        <List dense disablePadding aria-label={text.listLabel}>
          {items.map((item) => (
            <ListItem key={item.id} disableGutters divider>
              <ListItemText
                primary={activityText(item)}
                secondary={<time dateTime={item.at}>{formatActivityTime(item.at)}</time>}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
