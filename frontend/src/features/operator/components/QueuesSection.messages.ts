import { defineMessages, plural } from '../../../lib/i18n';
import { formatCount } from '../../../lib/format';

/** The console's job queues: jobs per state, and each queue's latest failed jobs to run again. */
export const operatorQueuesMessages = defineMessages('operator.queues', {
  title: 'Queues',
  none: 'No queues reported.',
  columns: {
    queue: 'Queue',
    waiting: 'Waiting',
    active: 'Active',
    delayed: 'Delayed',
    failed: 'Failed',
  },
  failedJobs: (queue: string) => `Failed jobs in ${queue}`,
  /** The API lists the latest 20 failed jobs of a queue; the queue may hold more. */
  latestOf: (shown: number, total: number) =>
    `The latest ${formatCount(shown)} of ${formatCount(total)} failed jobs.`,
  job: (name: string, id: string) => `${name} job ${id}`,
  attempts: (count: number) => plural(count, { one: '# attempt', other: '# attempts' }),
  failedAt: (attempts: string, when: string) => `${attempts} · failed ${when}`,
  retry: 'Retry',
  retryLabel: (name: string, id: string) => `Retry ${name} job ${id}`,
  retried: 'Job queued again',
  retryFailed: 'Could not retry the job',
});
