import { recordCheck, tries } from '../support/checks.js';
import { DeliveryBacklog } from '../support/delivery-backlog.js';

/**
 * Redis restarts (as `docker restart` does it: it writes its append-only file and exits) while
 * the notifier works through a backlog, with jobs active, waiting and being completed. The
 * processes stay up, reconnect on their own, and every golfer has their email once.
 */
const DOWN_MS = tries(10_000, 5_000);
const DELIVERIES = tries(1000, 150);
const DRAIN_TARGET_MS = 120_000;
let backlog: DeliveryBacklog;

beforeAll(async () => {
  backlog = await DeliveryBacklog.prepare({ persistentRedis: true });
}, 60_000);
afterAll(() => backlog?.close());

it('keeps every process up through a Redis restart mid-backlog, then sends each email once', async () => {
  await backlog.startAndWaitFor(DELIVERIES, 0.3);

  await backlog.redis.stop();
  const sentBeforeRestart = backlog.sent();
  await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
  await backlog.redis.start();

  const drainedMs = await backlog.drain(DRAIN_TARGET_MS + 30_000);
  const { lost, twice, exited } = await backlog.outcome();
  recordCheck(
    'chaos',
    `Redis restarted (down ${DOWN_MS / 1000} s), ${DELIVERIES} deliveries (${sentBeforeRestart} sent before)`,
    `lost ${lost}, sent twice ${twice}, processes exited ${exited}; backlog drained ${(drainedMs / 1000).toFixed(0)} s after its return`,
    lost === 0 && twice === 0 && exited === 0 && drainedMs < DRAIN_TARGET_MS,
  );
  expect({ lost, twice, exited }).toEqual({ lost: 0, twice: 0, exited: 0 });
  expect(drainedMs).toBeLessThan(DRAIN_TARGET_MS);
}, 300_000);
