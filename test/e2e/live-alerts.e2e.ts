import { expect, test } from '@playwright/test';
import { AccessGatePage } from './pages/access-gate.page';
import { denverDate, SANDBOX } from './support/sandbox';

/**
 * /alerts stays live: with the page open and never reloaded, a tee time the sandbox opens appears
 * on the alert within seconds (the page's own poll is 30 s), and leaves when the sandbox takes it.
 * Prints the time from opened at the platform to shown on the page for each trial.
 */
const TRIALS = process.env.TEEWATCH_FULL ? 20 : 5;
const COURSE = 'riverdale-golf-course';

test('a tee time that opens shows on the open alert page without a reload, and goes when taken', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000 + TRIALS * 20_000);
  const gate = new AccessGatePage(page);
  await gate.open('/alerts');
  await gate.enter('E2E-BETA-CODE');
  await gate.continueButton().click();

  const date = denverDate(3);
  await page.getByLabel('Preferred Date').fill(date);
  await page.getByLabel('Riverdale Golf Course').check();
  await page.getByLabel('Maximum Price').fill('200'); // the morning window is the default
  await page.getByRole('button', { name: 'Create Alert' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Alert Created!' })).toBeVisible();
  // The first read of the tee sheet shows what is open already; then the list is expanded.
  const matches = page.getByRole('button', { name: /tee times? match(es)? now/ });
  await expect(matches).toBeVisible({ timeout: 30_000 });
  await matches.click();

  const latencies: number[] = [];
  for (let trial = 0; trial < TRIALS; trial += 1) {
    // Off the course's grid, inside the alert's morning window.
    const minute = String(1 + trial * 2).padStart(2, '0');
    const time = `06:${minute}`;
    const shown = page
      .getByRole('list', { name: 'Tee times at Riverdale Golf Course' })
      .getByRole('listitem')
      .filter({ hasText: `6:${minute} AM` });
    const slot = { courseId: COURSE, date, time };
    const opened = Date.now();
    expect(
      (
        await request.post(`${SANDBOX}/control/slots/open`, {
          data: { ...slot, spots: 4, price: 60 },
        })
      ).ok(),
    ).toBe(true);
    await expect(shown).toBeVisible({ timeout: 15_000 });
    latencies.push(Date.now() - opened);
    // A tee time that just opened leads the list, however it ranks.
    await expect(shown).toContainText('NewFound just now');
    await expect(
      page
        .getByRole('list', { name: 'Tee times at Riverdale Golf Course' })
        .getByRole('listitem')
        .first(),
    ).toContainText(`6:${minute} AM`);
    expect(
      (await request.post(`${SANDBOX}/control/slots/book`, { data: { ...slot, spots: 4 } })).ok(),
    ).toBe(true);
    await expect(shown).toBeHidden({ timeout: 15_000 });
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
  console.log(
    `live alert page: opened at the platform -> shown, ${TRIALS} trials (scans every 2 s): ` +
      `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1)} ms`,
  );
  expect(at(0.95)).toBeLessThan(10_000);
});
