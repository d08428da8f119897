import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMessages } from '../lib/i18n';
import { retryAlertMessages } from './RetryAlert.messages';

/** A failed load, said plainly, with the one next step: try again. */
export function RetryAlert({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  const text = useMessages(retryAlertMessages);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {text.retry}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
