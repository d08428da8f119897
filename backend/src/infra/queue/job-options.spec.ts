import { jobs } from '@teewatch/contracts';
import { MAX_DELIVERY_CLAIM_SECONDS } from '../../config/config.schema.js';

/** The total wait BullMQ puts between a job's tries under exponential backoff. */
function retrySpanMs(options: ReturnType<(typeof jobs)['deliver-alert-match']['options']>) {
  const tries = options.attempts ?? 1;
  const delay = options.backoff?.delay ?? 0;
  return Array.from({ length: tries - 1 }, (_, retry) => delay * 2 ** retry).reduce(
    (sum, wait) => sum + wait,
    0,
  );
}

describe('job options, decided once per kind of job', () => {
  it('give a scan the course-date as its id, so a course-date waits in the queue once', () => {
    const first = jobs['scan-course-date'].options({ linkId: 'l-1', date: '2026-12-01' }, 2);
    const again = jobs['scan-course-date'].options({ linkId: 'l-1', date: '2026-12-01' }, 1);
    const otherDate = jobs['scan-course-date'].options({ linkId: 'l-1', date: '2026-12-02' }, 2);
    expect(first.jobId).toBe(again.jobId);
    expect(otherDate.jobId).not.toBe(first.jobId);
    // Freed when done, so the next turn can queue the course-date again; that turn is its retry.
    expect(first).toMatchObject({ priority: 2, attempts: 1, removeOnComplete: true });
  });

  it("give a delivery the match's id, so a replayed AlertMatched queues nothing new", () => {
    const options = jobs['deliver-alert-match'].options({ alertMatchId: 'm-1' });
    expect(options.jobId).toBe(jobs['deliver-alert-match'].options({ alertMatchId: 'm-1' }).jobId);
  });

  it("keep retrying a delivery for longer than another worker's claim on it lasts", () => {
    const options = jobs['deliver-alert-match'].options({ alertMatchId: 'm-1' });
    expect(retrySpanMs(options)).toBeGreaterThan(2 * MAX_DELIVERY_CLAIM_SECONDS * 1000);
  });

  it('hold a flush until its due time, one job per alert, channel and due time', () => {
    const now = new Date('2026-12-01T15:00:00Z');
    const due = new Date('2026-12-01T15:10:00Z');
    const flush = jobs['flush-deliveries'].options({ alertId: 'a-1', channel: 'push' }, due, now);
    expect(flush.delay).toBe(10 * 60_000);
    const email = jobs['flush-deliveries'].options({ alertId: 'a-1', channel: 'email' }, due, now);
    expect(email.jobId).not.toBe(flush.jobId);
    // A due time already past (a slow worker) runs at once rather than asking for a negative delay.
    const late = jobs['flush-deliveries'].options({ alertId: 'a-1', channel: 'push' }, now, due);
    expect(late.delay).toBe(0);
  });
});
