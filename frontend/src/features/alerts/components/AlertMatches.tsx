import { Fragment, useContext } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { BookTeeTimeContext } from '../../../lib/tee-time-booking';
import { formatClockTime, formatDay, formatDollars, foundAgo, plural } from '../alerts.format';
import { useGetAlertMatchesQuery } from '../api/alerts.api';
import { RetryAlert } from '../../../components/RetryAlert';

interface AlertMatchesProps {
  alertId: string;
  /** The alert's party: what a booking starts with. */
  players: number;
  id: string;
}

/**
 * The tee times open right now that match one alert. A signed-in golfer books one here in one
 * click (TeeWatch books at the course's platform); anyone else gets the course's own page.
 */
export function AlertMatches({ alertId, players, id }: AlertMatchesProps) {
  const { status } = useSession();
  const bookInOneClick = useContext(BookTeeTimeContext);
  // "Right now" answers go out of date quickly: every expand asks again.
  const { data, error, isFetching, isLoading, refetch } = useGetAlertMatchesQuery(alertId, {
    refetchOnMountOrArgChange: true,
  });

  let content;
  if (isLoading) {
    content = (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 1 }}>
        <CircularProgress size={18} aria-hidden="true" />
        <Typography variant="body2">Loading matching tee times…</Typography>
      </Stack>
    );
  } else if (error) {
    content = <RetryAlert onRetry={() => void refetch()}>{apiErrorMessage(error)}</RetryAlert>;
  } else if (!data || data.length === 0) {
    content = (
      <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
        No open tee times match right now. We&apos;ll keep watching.
      </Typography>
    );
  } else {
    content = (
      <Box
        component="ul"
        aria-label="Matching tee times"
        aria-busy={isFetching}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'minmax(0, 1fr)',
        }}
      >
        {data.map((teeTime) => (
          <Box
            component="li"
            key={teeTime.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 1.5,
              borderRadius: 2,
              bgcolor: 'action.hover',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {teeTime.courseName}
                </Typography>
                {teeTime.foundAt && <FoundBadge foundAt={teeTime.foundAt} />}
              </Stack>
              <Typography
                variant="body2"
                sx={{ color: 'text.secondary', '& > span': { whiteSpace: 'nowrap' } }}
              >
                {[
                  formatDay(teeTime.date),
                  formatClockTime(teeTime.time),
                  plural(teeTime.holes, 'hole', 'holes'),
                  plural(teeTime.spots, 'spot', 'spots'),
                  formatDollars(teeTime.price),
                ].map((part, index) => (
                  <Fragment key={index}>
                    {index > 0 && ' · '}
                    <span>{part}</span>
                  </Fragment>
                ))}
              </Typography>
            </Box>
            {status === 'signed-in' && bookInOneClick ? (
              bookInOneClick(teeTime, players)
            ) : (
              <Button
                component="a"
                href={teeTime.bookingUrl}
                target="_blank"
                rel="noopener noreferrer"
                variant="contained"
                size="small"
                endIcon={<OpenInNewIcon aria-hidden="true" />}
                sx={{ flexShrink: 0 }}
              >
                Book
              </Button>
            )}
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Box id={id} sx={{ mt: 1.5 }}>
      {content}
    </Box>
  );
}

/** "New" for a tee time that opened up in the last hour, and when TeeWatch found it. */
function FoundBadge({ foundAt }: { foundAt: string }) {
  const { text, isNew } = foundAgo(foundAt);
  return (
    <>
      {isNew && <Chip label="New" size="small" color="success" />}
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {text}
      </Typography>
    </>
  );
}
