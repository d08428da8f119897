import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { apiErrorMessage } from '../../../lib/api-error';
import { useGetRecentActivityQuery } from '../api/auth.api';
import { formatActivityTime } from '../auth.format';

/** The golfer's real recent activity (issue 5), "No recent activity" when there is none. */
export function RecentActivityCard() {
  const { data: items, error, isLoading, refetch } = useGetRecentActivityQuery();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="activity-title"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="activity-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        Recent Activity
      </Typography>
      {isLoading && <CircularProgress size={24} aria-label="Loading recent activity" />}
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {apiErrorMessage(error)}
        </Alert>
      )}
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
    </Paper>
  );
}
