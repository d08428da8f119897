import { useId } from 'react';
import type { OperatorQueue } from '@teewatch/contracts/operator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import { SectionCard } from '../../../components/SectionCard';
import { useToast } from '../../../components/toast/useToast';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatCount, formatMoment } from '../../../lib/format';
import { messagesFor, Name, Sentence, useMessages } from '../../../lib/i18n';
import { useRetryOperatorJobMutation } from '../api/operator.api';
import { FigureTable } from './FigureTable';
import { operatorQueuesMessages } from './QueuesSection.messages';

type FailedJob = OperatorQueue['failedJobs'][number];

/** One failed job: what it was, why it failed, and Retry (disabled while its request runs). */
function FailedJobItem({ queue, job }: { queue: string; job: FailedJob }) {
  const text = useMessages(operatorQueuesMessages);
  const { toast } = useToast();
  const [retry, { isLoading }] = useRetryOperatorJobMutation();

  const runAgain = async () => {
    const result = await retry({ queue, jobId: job.id });
    const { retried, retryFailed } = messagesFor(operatorQueuesMessages);
    toast(
      result.error
        ? { title: retryFailed, description: apiErrorMessage(result.error), variant: 'destructive' }
        : { title: retried, variant: 'success' },
    );
  };

  const attempts = text.attempts(job.attemptsMade);
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <Sentence text={text.job} values={[<Name>{job.name}</Name>, <Name>{job.id}</Name>]} />
        </Typography>
        {/* The worker's own words for the failure, as it wrote them. */}
        <Typography
          variant="body2"
          translate="no"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {job.failedReason}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {job.failedAt ? text.failedAt(attempts, formatMoment(job.failedAt)) : attempts}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ReplayIcon />}
        onClick={() => void runAgain()}
        disabled={isLoading}
        aria-label={text.retryLabel(job.name, job.id)}
        sx={{ flexShrink: 0 }}
      >
        {text.retry}
      </Button>
    </Box>
  );
}

/** The failed jobs of one queue, newest first, under their own heading. */
function FailedJobs({ queue }: { queue: OperatorQueue }) {
  const text = useMessages(operatorQueuesMessages);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        <Sentence text={text.failedJobs} values={[<Name>{queue.name}</Name>]} />
      </Typography>
      {queue.failed > queue.failedJobs.length && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text.latestOf(queue.failedJobs.length, queue.failed)}
        </Typography>
      )}
      <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, p: 0 }}>
        {queue.failedJobs.map((job) => (
          <FailedJobItem key={job.id} queue={queue.name} job={job} />
        ))}
      </Box>
    </Box>
  );
}

/** Jobs per state in every queue, then each queue's failed jobs, each with Retry. */
export function QueuesSection({ queues }: { queues: OperatorQueue[] }) {
  const text = useMessages(operatorQueuesMessages);
  const titleId = 'operator-queues-title';
  return (
    <SectionCard titleId={titleId} title={text.title}>
      {queues.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{text.none}</Typography>
      ) : (
        <Stack>
          <FigureTable
            labelledBy={titleId}
            columns={[
              { label: text.columns.queue },
              { label: text.columns.waiting, numeric: true },
              { label: text.columns.active, numeric: true },
              { label: text.columns.delayed, numeric: true },
              { label: text.columns.failed, numeric: true },
            ]}
            rows={queues.map((queue) => ({
              key: queue.name,
              cells: [
                <Name>{queue.name}</Name>,
                formatCount(queue.waiting),
                formatCount(queue.active),
                formatCount(queue.delayed),
                formatCount(queue.failed),
              ],
            }))}
          />
          {queues
            .filter((queue) => queue.failedJobs.length > 0)
            .map((queue) => (
              <FailedJobs key={queue.name} queue={queue} />
            ))}
        </Stack>
      )}
    </SectionCard>
  );
}
