import { useState } from 'react';
import type { EmailAttempt, EmailAttemptStatus } from '@teewatch/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '../../../components/RetryAlert';
import { SectionCard } from '../../../components/SectionCard';
import { useToast } from '../../../components/toast/useToast';
import {
  useGetEmailAttemptsQuery,
  useResendEmailMutation,
  useSendEmailToAlternativeMutation,
} from '../api/resilience.api';
import { capitalize, formatMoment } from '../../../lib/format';

/** Shown of the 10 kept; failed ones shown for action (docs/offline.md, "Email delivery"). */
const ATTEMPTS_SHOWN = 5;
const FAILED_SHOWN = 3;
/** Pending and sent emails are asked about again this often until they settle. */
export const EMAIL_POLL_MS = 30_000;

const statusColors: Record<
  EmailAttemptStatus,
  'default' | 'info' | 'success' | 'error' | 'warning'
> = {
  pending: 'default',
  sent: 'info',
  delivered: 'success',
  failed: 'error',
  bounced: 'warning',
};

function FailedEmail({ attempt }: { attempt: EmailAttempt }) {
  const { toast } = useToast();
  const [resend, resending] = useResendEmailMutation();
  const [sendAlternative, sendingAlternative] = useSendEmailToAlternativeMutation();
  const [alternative, setAlternative] = useState('');
  const [alternativeError, setAlternativeError] = useState<string | null>(null);

  const again = async () => {
    const result = await resend({ type: attempt.type, email: attempt.to });
    toast(
      result.error
        ? { title: 'Resend Failed', description: 'Unable to resend email', variant: 'destructive' }
        : {
            title: 'Email Sent Again',
            description: `“${attempt.subject}” is on its way to ${attempt.to}.`,
            variant: 'success',
          },
    );
  };
  const elsewhere = async () => {
    if (!alternative.trim()) {
      setAlternativeError('Please enter an alternative email address.');
      return;
    }
    const result = await sendAlternative({
      type: attempt.type,
      originalEmail: attempt.to,
      email: alternative,
    });
    toast(
      result.error
        ? {
            title: 'Send Failed',
            description: 'Unable to send to alternative email',
            variant: 'destructive',
          }
        : {
            title: 'Email Sent',
            description: `“${attempt.subject}” is on its way to ${alternative}.`,
            variant: 'success',
          },
    );
  };

  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography sx={{ fontWeight: 600 }}>{attempt.subject}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        To {attempt.to} · {capitalize(attempt.status)}
        {attempt.detail ? `: ${attempt.detail}` : ''}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 1.5, alignItems: { sm: 'flex-start' } }}
      >
        <Button variant="outlined" onClick={() => void again()} disabled={resending.isLoading}>
          Resend
        </Button>
        <TextField
          size="small"
          type="email"
          label="Alternative address"
          value={alternative}
          onChange={(event) => {
            setAlternative(event.target.value);
            setAlternativeError(null);
          }}
          error={Boolean(alternativeError)}
          helperText={alternativeError ?? ' '}
        />
        <Button onClick={() => void elsewhere()} disabled={sendingAlternative.isLoading}>
          Send to alternative address
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The caller's recent emails and where each is, polled every 30 s while one is still on its way;
 * failed and bounced ones can be sent again or elsewhere (docs/offline.md, "Email delivery").
 */
export function EmailStatusPanel() {
  const [settled, setSettled] = useState(true);
  const attempts = useGetEmailAttemptsQuery(undefined, {
    pollingInterval: settled ? 0 : EMAIL_POLL_MS,
  });
  const list = attempts.data ?? [];
  const travelling = list.some(
    (attempt) => attempt.status === 'pending' || attempt.status === 'sent',
  );
  if (travelling === settled) setSettled(!travelling);
  const failed = list.filter(
    (attempt) => attempt.status === 'failed' || attempt.status === 'bounced',
  );

  return (
    <Stack spacing={3}>
      <SectionCard titleId="email-attempts-title" title="Recent Emails">
        {attempts.isError && (
          <RetryAlert onRetry={() => void attempts.refetch()}>
            Could not load your emails.
          </RetryAlert>
        )}
        {attempts.isSuccess && list.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>
            TeeWatch has not emailed you yet.
          </Typography>
        )}
        {list.length > 0 && (
          <List aria-labelledby="email-attempts-title" dense disablePadding>
            {list.slice(0, ATTEMPTS_SHOWN).map((attempt) => (
              <ListItem
                key={attempt.id}
                disableGutters
                divider
                secondaryAction={
                  <Chip
                    size="small"
                    label={capitalize(attempt.status)}
                    color={statusColors[attempt.status]}
                  />
                }
              >
                <ListItemText
                  primary={attempt.subject}
                  secondary={`To ${attempt.to} · ${formatMoment(attempt.createdAt)}`}
                  sx={{ pr: 12 }}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Alert severity="info" sx={{ mt: 2 }}>
          Email can be delayed up to 15 minutes. Check your spam folder if one has not arrived.
        </Alert>
      </SectionCard>

      {failed.length > 0 && (
        <SectionCard titleId="email-failed-title" title="Not Delivered">
          <Box component="ul" aria-labelledby="email-failed-title" sx={{ m: 0, p: 0 }}>
            {failed.slice(0, FAILED_SHOWN).map((attempt) => (
              <FailedEmail key={attempt.id} attempt={attempt} />
            ))}
          </Box>
        </SectionCard>
      )}
    </Stack>
  );
}
