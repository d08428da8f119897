import { expect, type Page, test } from '@playwright/test';
import { AccessGatePage } from './pages/access-gate.page';
import { SignInPages } from './pages/sign-in.page';
import { denverDate, received, SANDBOX } from './support/sandbox';

/**
 * /alerts stays live: with the page open and never reloaded, a tee time the sandbox opens appears
 * on the alert within seconds (the page's own poll is 30 s), and leaves when the sandbox takes it.
 * Prints the time from opened at the platform to shown on the page for each trial.
 */
const TRIALS = process.env.TEEWATCH_FULL ? 20 : 5;
const COURSE = 'riverdale-golf-course';

/** Makes an alert for one course on the /alerts form and waits for the first read of its sheet. */
async function anAlertOn(page: Page, courseName: string, date: string) {
  await page.goto('/alerts');
  await page.getByLabel('Preferred Date').fill(date);
  await page.getByLabel(courseName).check();
  await page.getByLabel('Maximum Price').fill('200'); // the morning window is the default
  await page.getByRole('button', { name: 'Create Alert' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Alert Created!' })).toBeVisible();
  const matches = page.getByRole('button', { name: /tee times? match(es)? now/ });
  await expect(matches).toBeVisible({ timeout: 30_000 });
  return matches;
}

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
  // The first read of the tee sheet shows what is open already; then the list is expanded.
  await (await anAlertOn(page, 'Riverdale Golf Course', date)).click();

  const [alert] = (await (await page.request.get('/api/alerts')).json()).alerts as { id: string }[];
  /** When the scan that saw it recorded the match (the page says "Found ..." from it). */
  const foundAt = async (time: string) => {
    const { teeTimes } = (await (
      await page.request.get(`/api/alerts/${alert!.id}/matches`)
    ).json()) as { teeTimes: { time: string; foundAt: string | null }[] };
    return Date.parse(teeTimes.find((teeTime) => teeTime.time === time)!.foundAt!);
  };
  const latencies: number[] = [];
  const sinceFound: number[] = [];
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
    const shownAt = Date.now();
    latencies.push(shownAt - opened);
    sinceFound.push(shownAt - (await foundAt(time)));
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
  const summary = (figures: number[]) => {
    const sorted = [...figures].sort((a, b) => a - b);
    const at = (share: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
    return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
  };
  const [opening, fromScan] = [summary(latencies), summary(sinceFound)];
  console.log(
    `live alert page, ${TRIALS} trials (scans every 2 s): opened at the platform -> shown ` +
      `p50 ${opening.p50} ms, p95 ${opening.p95} ms, max ${opening.max} ms; ` +
      `seen by the scan -> shown p50 ${fromScan.p50} ms, p95 ${fromScan.p95} ms, max ${fromScan.max} ms`,
  );
  // The page is told by the stream, not by its 30 s poll: within 2 s of the scan that saw it.
  expect(fromScan.p95).toBeLessThan(2000);
});

test('the sent count on /notifications grows as a message goes out, without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `live-${Date.now()}@example.com`;
  const screens = new SignInPages(page);
  await screens.signUpConfirmed(request, 'Robin', email);
  // No quiet hours, so the message goes out whatever the time of day.
  const quietHoursOff = await page.request.patch('/api/smart-notifications/preferences', {
    headers: { Authorization: `Bearer ${await screens.sessionToken()}` },
    data: { email: true, quietHours: { enabled: false } },
  });
  expect(quietHoursOff.ok()).toBe(true);
  await anAlertOn(page, 'Riverdale Golf Course', denverDate(4));

  await page.goto('/notifications');
  const sentCount = page.getByRole('region', { name: 'Notifications Sent' }).getByText(/^\d+$/);
  await expect(sentCount).toBeVisible();
  const before = Number(await sentCount.textContent());

  const slot = { courseId: COURSE, date: denverDate(4), time: '06:45' };
  expect(
    (
      await request.post(`${SANDBOX}/control/slots/open`, {
        data: { ...slot, spots: 4, price: 60 },
      })
    ).ok(),
  ).toBe(true);
  const told = async () =>
    (await received(request)).emails.some(
      (mail) => mail.to.includes(email) && Boolean(mail.text?.includes('6:45 AM')),
    );
  await expect.poll(told, { timeout: 30_000, intervals: [500] }).toBe(true);
  // The page polls every 30 s; the live stream tells it within moments of the send.
  await expect(sentCount).not.toHaveText(String(before), { timeout: 5000 });
  expect(Number(await sentCount.textContent())).toBeGreaterThan(before);
});
