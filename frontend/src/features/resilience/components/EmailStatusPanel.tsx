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
import { formatMoment } from '../../../lib/format';
import { messagesFor, Sentence, useMessages } from '../../../lib/i18n';
import { emailStatusMessages } from './EmailStatusPanel.messages';

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

/** An address as it was written: browser translators leave it alone. */
const address = (email: string) => <span translate="no">{email}</span>;

function FailedEmail({ attempt }: { attempt: EmailAttempt }) {
  const text = useMessages(emailStatusMessages);
  const { toast } = useToast();
  const [resend, resending] = useResendEmailMutation();
  const [sendAlternative, sendingAlternative] = useSendEmailToAlternativeMutation();
  const [alternative, setAlternative] = useState('');
  const [alternativeMissing, setAlternativeMissing] = useState(false);

  const again = async () => {
    const result = await resend({ type: attempt.type, email: attempt.to });
    const { resendFailed, sentAgain } = messagesFor(emailStatusMessages);
    toast(
      result.error
        ? { ...resendFailed, variant: 'destructive' }
        : {
            title: sentAgain.title,
            description: sentAgain.description(attempt.subject, attempt.to),
            variant: 'success',
          },
    );
  };
  const elsewhere = async () => {
    if (!alternative.trim()) {
      setAlternativeMissing(true);
      return;
    }
    const result = await sendAlternative({
      type: attempt.type,
      originalEmail: attempt.to,
      email: alternative,
    });
    const { sendFailed, sent } = messagesFor(emailStatusMessages);
    toast(
      result.error
        ? { ...sendFailed, variant: 'destructive' }
        : {
            title: sent.title,
            description: sent.description(attempt.subject, alternative),
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
        {attempt.detail ? (
          <Sentence
            text={text.failedToBecause}
            values={[address(attempt.to), text.statuses[attempt.status], attempt.detail]}
          />
        ) : (
          <Sentence
            text={text.failedTo}
            values={[address(attempt.to), text.statuses[attempt.status]]}
          />
        )}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 1.5, alignItems: { sm: 'flex-start' } }}
      >
        <Button variant="outlined" onClick={() => void again()} disabled={resending.isLoading}>
          {text.resend}
        </Button>
        <TextField
          size="small"
          type="email"
          label={text.alternativeAddress}
          value={alternative}
          onChange={(event) => {
            setAlternative(event.target.value);
            setAlternativeMissing(false);
          }}
          error={alternativeMissing}
          helperText={alternativeMissing ? text.alternativeRequired : ' '}
        />
        <Button onClick={() => void elsewhere()} disabled={sendingAlternative.isLoading}>
          {text.sendToAlternative}
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
  const text = useMessages(emailStatusMessages);
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
      <SectionCard titleId="email-attempts-title" title={text.recentTitle}>
        {attempts.isError && (
          <RetryAlert onRetry={() => void attempts.refetch()}>{text.loadFailed}</RetryAlert>
        )}
        {attempts.isSuccess && list.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>{text.none}</Typography>
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
                    label={text.statuses[attempt.status]}
                    color={statusColors[attempt.status]}
                  />
                }
              >
                <ListItemText
                  primary={attempt.subject}
                  secondary={
                    <Sentence
                      text={text.sentTo}
                      values={[address(attempt.to), formatMoment(attempt.createdAt)]}
                    />
                  }
                  sx={{ pr: 12 }}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Alert severity="info" sx={{ mt: 2 }}>
          {text.delayNote}
        </Alert>
      </SectionCard>

      {failed.length > 0 && (
        <SectionCard titleId="email-failed-title" title={text.notDelivered}>
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
