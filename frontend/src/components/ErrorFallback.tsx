import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import RefreshIcon from '@mui/icons-material/Refresh';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { useMessages } from '../lib/i18n';
import { errorFallbackMessages } from './ErrorFallback.messages';

interface ErrorFallbackProps {
  onRetry: () => void;
  onGoHome: () => void;
}

/** Full-page fallback for an unexpected error (docs/product-rules.md, "Error texts"). */
export function ErrorFallback({ onRetry, onGoHome }: ErrorFallbackProps) {
  const text = useMessages(errorFallbackMessages);
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '70dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 3,
        py: 6,
      }}
    >
      <Box sx={{ maxWidth: 440 }}>
        <ReportProblemIcon color="error" sx={{ fontSize: 56, mb: 2 }} aria-hidden="true" />
        <Typography component="h1" variant="h4" sx={{ mb: 1.5 }}>
          {text.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 4 }}>{text.body}</Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'center' }}
        >
          <Button variant="contained" size="large" startIcon={<RefreshIcon />} onClick={onRetry}>
            {text.retry}
          </Button>
          <Button variant="outlined" size="large" startIcon={<HomeIcon />} onClick={onGoHome}>
            {text.home}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
