import { expect, test } from '@playwright/test';
import { AccessGatePage } from './pages/access-gate.page';
import { denverDate, SANDBOX } from './support/sandbox';

test('a golfer sets an alert on the desktop form and sees a tee time the sandbox opens match it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const gate = new AccessGatePage(page);
  await gate.open('/alerts');
  await gate.enter('E2E-BETA-CODE');
  await gate.continueButton().click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Create Tee Time Alert' }),
  ).toBeVisible();
  await expect(
    page.getByText('No active alerts yet. Create your first alert above!'),
  ).toBeVisible();
  await expect(page.getByLabel('Colorado Area')).toHaveValue('denver');
  await expect(page.getByLabel('Number of Players')).toHaveValue('2');
  await expect(page.getByLabel('Maximum Price')).toHaveValue('100');

  const date = denverDate(2);
  await page.getByLabel('Preferred Date').fill(date);
  await page.getByLabel('Riverdale Golf Course').check();
  await page.getByRole('button', { name: 'Create Alert' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Alert Created!' })).toBeVisible();
  await expect(page.getByText('Courses: Riverdale Golf Course')).toBeVisible();

  // The sandbox's TeeItUp opens a morning slot at Riverdale; the scanner watches this course-date.
  const opened = await request.post(`${SANDBOX}/control/slots/open`, {
    data: { courseId: 'riverdale-golf-course', date, time: '07:05', spots: 2, price: 50 },
  });
  expect(opened.ok()).toBe(true);

  // The alert's course-date is scanned every 2 s here; the opened slot shows after a scan.
  const matches = page.getByRole('button', { name: /tee times? match(es)? now/ });
  await expect(async () => {
    await page.reload();
    await matches.click({ timeout: 2000 });
    await expect(page.getByText('7:05 AM')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 45_000, intervals: [1000] });
  await expect(page.getByRole('link', { name: /Book/ }).first()).toHaveAttribute(
    'target',
    '_blank',
  );
});
