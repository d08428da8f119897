import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMessages } from '../../../lib/i18n';
import { magicLoginMessages } from './MagicLoginPage.messages';

/** The link expired: 410, or its time ran out unopened (docs/product-rules.md, "Magic link"). */
export function MagicLinkExpiredView({ onRequestNew }: { onRequestNew: () => void }) {
  const text = useMessages(magicLoginMessages);
  return (
    <Stack spacing={2.5}>
      <Alert severity="warning">{text.expired}</Alert>
      <Button variant="contained" size="large" fullWidth onClick={onRequestNew}>
        {text.requestNewLink}
      </Button>
    </Stack>
  );
}
