import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useMessages } from '../../../lib/i18n';
import type { LocationRequest } from '../hooks/useLocationRequest';
import { locationStepMessages } from './LocationStep.messages';

function placeName(location: NonNullable<LocationRequest['location']>): string {
  if (location.city) return `${location.city}, ${location.state ?? 'CO'}`;
  return `${location.latitude.toFixed(3)}, ${location.longitude.toFixed(3)}`;
}

/** The location step: Allow, then the town found, or why not and Try Again. */
export function LocationStep({ locating }: { locating: LocationRequest }) {
  const { supported, status, location, failure, request } = locating;
  const text = useMessages(locationStepMessages);
  return (
    <Stack spacing={2}>
      <Typography>{text.intro}</Typography>
      {!supported && (
        <Alert severity="warning">
          <AlertTitle>{text.unsupportedTitle}</AlertTitle>
          {text.unsupported}
        </Alert>
      )}
      {supported && status === 'idle' && (
        <Button
          variant="contained"
          startIcon={<MyLocationIcon />}
          onClick={request}
          sx={{ alignSelf: 'flex-start' }}
        >
          {text.allow}
        </Button>
      )}
      {status === 'requesting' && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden="true" />
          <Typography>{text.finding}</Typography>
        </Stack>
      )}
      {status === 'granted' && location && (
        <Alert severity="success" role="status">
          <AlertTitle>{text.foundTitle}</AlertTitle>
          {/* The sentence is ours, already in the golfer's language; the town in it comes from
              data and must not be machine-translated, so the whole sentence is marked. */}
          <span translate="no">{text.found(placeName(location))}</span>
        </Alert>
      )}
      {status === 'denied' && (
        <>
          <Alert severity="error">
            <AlertTitle>{text.deniedTitle}</AlertTitle>
            {text.denied(text.failures[failure ?? 'unavailable'])}
          </Alert>
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={request}
            sx={{ alignSelf: 'flex-start' }}
          >
            {text.tryAgain}
          </Button>
        </>
      )}
    </Stack>
  );
}
