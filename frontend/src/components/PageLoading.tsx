import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useMessages } from '../lib/i18n';
import { pageLoadingMessages } from './PageLoading.messages';

export function PageLoading() {
  const text = useMessages(pageLoadingMessages);
  return (
    <Box sx={{ minHeight: '60dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={text.label} />
    </Box>
  );
}
