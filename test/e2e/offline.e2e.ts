import { expect, test } from '@playwright/test';
import pg from 'pg';
import { SignInPages } from './pages/sign-in.page';

/**
 * Offline end to end: with the network taken down by the DevTools protocol, a tee-time search
 * and a form submission are kept in the browser, and on reconnect each reaches the server once.
 */
test.describe.configure({ timeout: 90_000 });

const database = `postgres://postgres@127.0.0.1:5432/${process.env.E2E_DATABASE ?? 'teewatch_e2e'}`;

async function rowsFor(sql: string, values: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    return (await client.query(sql, values)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

test('a search and a form sent offline are replayed once, in order, on reconnect', async ({
  page,
}) => {
  const email = `offline-${Date.now()}@teewatch.dev`;
  await new SignInPages(page).enterApp('/error-handling');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Error Handling & Recovery' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Network', selected: true })).toBeVisible();
  await expect(page.getByText('Connection quality:')).toBeVisible();
  const started = new Date();

  const devTools = await page.context().newCDPSession(page);
  const network = (offline: boolean) =>
    devTools.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  await network(true);
  await expect(page.getByRole('status').filter({ hasText: "You're Offline" })).toBeVisible();
  await expect(page.getByText('Offline', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved for Later' })).toBeVisible();

  await page.getByRole('tab', { name: 'Forms' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill('Fairway42');
  await page.getByLabel('Phone').fill('3035550142');
  await expect(page.getByLabel('Phone')).toHaveValue('(303) 555-0142');
  await page.getByLabel('Players').fill('3');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved for Later' })).toBeVisible();

  await page.getByRole('tab', { name: 'Network' }).click();
  const waiting = page.getByRole('list', { name: 'Waiting to Send' });
  await expect(waiting.getByRole('listitem')).toHaveText([/Tee-time search/, /Form submission/]);
  expect(await rowsFor('select 1 from form_submissions where email = $1', [email])).toBe(0);

  await network(false);
  await expect(page.getByRole('status').filter({ hasText: 'Back Online' })).toBeVisible();
  await expect(page.getByText('Nothing is waiting.')).toBeVisible();
  expect(await rowsFor('select 1 from form_submissions where email = $1', [email])).toBe(1);
  expect(
    await rowsFor(
      "select 1 from idempotency_keys where request = 'POST /api/search' and status_code = 200 and created_at >= $1",
      [started],
    ),
  ).toBe(1);

  // A reload does not send anything again.
  await page.reload();
  await expect(page.getByText('Nothing is waiting.')).toBeVisible();
  await page.waitForTimeout(2500);
  expect(await rowsFor('select 1 from form_submissions where email = $1', [email])).toBe(1);
});
