import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** The link expired: 410, or its time ran out unopened (docs/product-rules.md, "Magic link"). */
export function MagicLinkExpiredView({ onRequestNew }: { onRequestNew: () => void }) {
  return (
    <Stack spacing={2.5}>
      <Alert severity="warning">
        Your magic link has expired for security reasons. Please request a new one.
      </Alert>
      <Button variant="contained" size="large" fullWidth onClick={onRequestNew}>
        Request New Magic Link
      </Button>
    </Stack>
  );
}
