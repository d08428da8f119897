import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { LocationRequest } from '../hooks/useLocationRequest';

function placeName(location: NonNullable<LocationRequest['location']>): string {
  if (location.city) return `${location.city}, ${location.state ?? 'CO'}`;
  return `${location.latitude.toFixed(3)}, ${location.longitude.toFixed(3)}`;
}

/** The location step: Allow, then the town found, or why not and Try Again. */
export function LocationStep({ locating }: { locating: LocationRequest }) {
  const { supported, status, location, failure, request } = locating;
  return (
    <Stack spacing={2}>
      <Typography>
        Share your location and TeeWatch looks for courses around you first. It is only used to
        measure distances to courses; skip this step to choose an area yourself instead.
      </Typography>
      {!supported && (
        <Alert severity="warning">
          <AlertTitle>Geolocation Not Supported</AlertTitle>
          Your browser doesn&apos;t support location services.
        </Alert>
      )}
      {supported && status === 'idle' && (
        <Button
          variant="contained"
          startIcon={<MyLocationIcon />}
          onClick={request}
          sx={{ alignSelf: 'flex-start' }}
        >
          Allow Location Access
        </Button>
      )}
      {status === 'requesting' && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden="true" />
          <Typography>Finding your location…</Typography>
        </Stack>
      )}
      {status === 'granted' && location && (
        <Alert severity="success" role="status">
          <AlertTitle>Location found</AlertTitle>
          Near {placeName(location)}. We&apos;ll show courses closest to you first.
        </Alert>
      )}
      {status === 'denied' && (
        <>
          <Alert severity="error">
            <AlertTitle>We couldn&apos;t get your location</AlertTitle>
            {failure}. Allow location for this site in your browser&apos;s settings, then try again,
            or skip this step.
          </Alert>
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={request}
            sx={{ alignSelf: 'flex-start' }}
          >
            Try Again
          </Button>
        </>
      )}
    </Stack>
  );
}
