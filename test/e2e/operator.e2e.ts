import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SignInPages } from './pages/sign-in.page';
import { denverDate, SANDBOX } from './support/sandbox';

/**
 * The operator console (docs/operations.md): a golfer is turned away; the same account, made an
 * operator by the command, sees the queues and the platforms, and watches a platform's breaker
 * open, live, while the sandbox makes that platform fail.
 */
test.describe.configure({ timeout: 120_000 });

const root = path.resolve(import.meta.dirname, '../..');
const database = process.env.E2E_DATABASE ?? 'teewatch_e2e';

function makeOperator(email: string) {
  return execFileSync(
    process.execPath,
    [path.join(root, 'backend/dist/modules/operator/operator-role.cli.js'), email],
    {
      env: { ...process.env, DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}` },
      encoding: 'utf8',
    },
  );
}

test('an operator watches a failing platform open its breaker; a golfer is turned away', async ({
  page,
  request,
}) => {
  const olive = new SignInPages(page);
  const email = `olive-${Date.now()}@example.com`;
  await olive.signUpConfirmed(request, 'Olive', email);

  // A golfer: no way in from the navigation, and the console refuses.
  await expect(page.getByRole('link', { name: 'Operator Console' })).toHaveCount(0);
  await page.goto('/operator');
  await expect(page.getByText('Operators only')).toBeVisible();
  const token = await olive.sessionToken();
  const refused = await page.request.get('/api/operator/overview', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);

  expect(makeOperator(email)).toContain('is an operator now');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Operator Console' }).click();
  await expect(page.getByRole('heading', { name: 'Operator Console', level: 1 })).toBeVisible();
  const queues = page.getByRole('region', { name: 'Queues' });
  await expect(queues.getByRole('row', { name: /^scan\b/ })).toBeVisible();
  const platforms = page.getByRole('region', { name: 'Platforms' });
  const foreup = platforms.getByRole('row', { name: /foreUP/ });
  await expect(foreup).toContainText('Closed');

  // An alert on a foreUP course, so the scanner reads it; then foreUP answers 503 to everything.
  const alert = await page.request.post('/api/alerts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      location: 'aspen',
      date: denverDate(2),
      timePreference: 'any',
      players: '2',
      maxPrice: '200',
      courses: ['Aspen Golf Club'],
    },
  });
  expect(alert.status()).toBe(201);
  await request.post(`${SANDBOX}/control/faults`, {
    data: { platform: 'foreup', kind: '500', status: 503 },
  });
  try {
    // The page was never reloaded: the poll brings the open breaker and the errors in.
    await expect(foreup).toContainText('Open', { timeout: 45_000 });
    await expect(foreup).not.toContainText('Closed');
    await expect(platforms.getByRole('row', { name: /TeeItUp/ })).toContainText('Closed');
  } finally {
    await request.delete(`${SANDBOX}/control/faults?platform=foreup`);
  }
});
