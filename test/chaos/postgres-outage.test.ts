import { recordCheck, tries } from '../support/checks.js';
import { DeliveryBacklog } from '../support/delivery-backlog.js';

/**
 * PostgreSQL stops while the notifier works through a backlog, and comes back: the API and the
 * worker stay up (the API answers 503 at once rather than waiting), and soon after PostgreSQL's
 * return every golfer has their email, once.
 */
const OUTAGE_MS = tries(30_000, 10_000);
const DELIVERIES = tries(1000, 150);
const DRAIN_TARGET_MS = 120_000;
let backlog: DeliveryBacklog;

beforeAll(async () => {
  backlog = await DeliveryBacklog.prepare();
}, 60_000);
afterAll(() => backlog?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('keeps every process up through a PostgreSQL outage, then sends each email once', async () => {
  await backlog.startAndWaitFor(DELIVERIES, 0.3);

  await backlog.postgres.stop();
  const sentBeforeOutage = backlog.sent();
  const stoppedAt = Date.now();
  // While it is down, a call that needs it fails at once instead of waiting for it.
  let slowestRefusal = 0;
  let refusals = 0;
  while (Date.now() - stoppedAt < OUTAGE_MS) {
    const started = Date.now();
    const response = await fetch(`${backlog.apiOrigin}/api/access-codes/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'CHAOS-OUTAGE' }),
    });
    if (response.status === 503) refusals += 1;
    slowestRefusal = Math.max(slowestRefusal, Date.now() - started);
    await sleep(1000);
  }
  await backlog.postgres.start();

  const drainedMs = await backlog.drain(DRAIN_TARGET_MS + 30_000);
  const { lost, twice, exited } = await backlog.outcome();
  const passed =
    lost === 0 && twice === 0 && exited === 0 && drainedMs < DRAIN_TARGET_MS && refusals > 0;
  recordCheck(
    'chaos',
    `PostgreSQL down ${OUTAGE_MS / 1000} s, ${DELIVERIES} deliveries (${sentBeforeOutage} sent before)`,
    `lost ${lost}, sent twice ${twice}, processes exited ${exited}; backlog drained ${(drainedMs / 1000).toFixed(0)} s after its return; API refused in at most ${slowestRefusal} ms`,
    passed,
  );
  expect({ lost, twice, exited }).toEqual({ lost: 0, twice: 0, exited: 0 });
  expect(refusals).toBeGreaterThan(0);
  expect(slowestRefusal).toBeLessThan(6000);
  expect(drainedMs).toBeLessThan(DRAIN_TARGET_MS);
}, 300_000);
