import { type Browser, expect, type Page, test } from '@playwright/test';
import { SignInPages } from './pages/sign-in.page';
import { eventually, received, type SandboxEmail } from './support/sandbox';

// Each flow crosses several pages, emails and redirects.
test.describe.configure({ timeout: 60_000 });

/** Issue 5 end to end: accounts through the real API, SES (the sandbox) and the OIDC provider. */
const unique = () => `golfer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function emailTo(request: Page['request'], address: string, subject: RegExp) {
  return eventually(async () =>
    (await received(request)).emails.find(
      (mail: SandboxEmail) => mail.to.includes(address) && subject.test(mail.subject),
    ),
  );
}
const linkIn = (mail: SandboxEmail, path: string) =>
  new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*`).exec(mail.text ?? '')![0];

async function newSignedOutPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('sign up, confirm by email, sign out (other tabs too), and sign in with the password', async ({
  page,
}) => {
  const screens = new SignInPages(page);
  const email = unique();
  await screens.enterApp('/signup');
  await page.getByRole('textbox', { name: 'Name' }).fill('Pat Golfer');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill('short');
  await page.getByLabel(/^Confirm Password/).fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(screens.errorAlert()).toContainText('Password must be at least 8 characters');
  await page.getByLabel(/^Password/).fill('fairway-birdie-42');
  await page.getByLabel(/^Confirm Password/).fill('fairway-birdie-42');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  const confirmation = await emailTo(page.request, email, /Confirm/);
  await page.goto(linkIn(confirmation, '/auth/verify-email'));
  await expect(screens.dashboardHeading()).toContainText('Pat');
  await expect(page.getByText('Email Account')).toBeVisible();
  const otherTab = await page.context().newPage();
  await otherTab.goto('/dashboard');
  await expect(new SignInPages(otherTab).dashboardHeading()).toContainText('Pat');

  await page.getByRole('button', { name: 'Logout' }).click();
  // The golfer's other open tab follows at once.
  await expect(otherTab).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await screens.signInWithPassword(email, 'wrong-password-1');
  await expect(screens.errorAlert()).toContainText('Invalid email or password');
  await screens.signInWithPassword(email, 'fairway-birdie-42');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(screens.dashboardHeading()).toBeVisible();
  await expect(otherTab).toHaveURL(/\/dashboard/);
});

test('edit the profile name, and the dashboard sends a signed-out visitor to sign in', async ({
  page,
}) => {
  const screens = new SignInPages(page);
  await screens.enterApp('/dashboard');
  await expect(page).toHaveURL(/\/login/);

  const email = unique();
  await page.goto('/magic-login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  const mail = await emailTo(page.request, email, /sign/i);
  await page.goto(linkIn(mail, '/api/auth/magic-link/callback'));
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page).not.toHaveURL(/token=/);
  await expect(page.getByText('Not set')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Jordan Spieth Fan');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Jordan Spieth Fan').first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('Jordan Spieth Fan').first()).toBeVisible();
});

test('a magic link signs in both the browser that asked and the one that opened it', async ({
  page,
  browser,
}) => {
  const screens = new SignInPages(page);
  const email = unique();
  await screens.enterApp('/magic-login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByRole('button', { name: 'Use Different Email' })).toBeVisible();

  const mail = await emailTo(page.request, email, /sign/i);
  const other = await newSignedOutPage(browser);
  await other.goto(linkIn(mail, '/api/auth/magic-link/callback'));
  await expect(other).toHaveURL(/\/dashboard/);
  // The profile's Email entry (the name and greeting show the address too).
  await expect(other.getByRole('definition').filter({ hasText: email })).toBeVisible();

  // The asking browser polls every 2 s and ends signed in too.
  await expect(page.getByText(/You are signed in on this device/)).toBeVisible({ timeout: 15_000 });
  await page.goto('/dashboard');
  await expect(page.getByRole('definition').filter({ hasText: email })).toBeVisible();

  await other.context().close();

  // Used once: opening it again, in yet another browser (past the gate), shows the expired view.
  const third = await newSignedOutPage(browser);
  await new SignInPages(third).enterApp('/');
  await third.goto(linkIn(mail, '/api/auth/magic-link/callback'));
  await expect(third.getByRole('button', { name: 'Request New Magic Link' })).toBeVisible();
  await third.context().close();
});

test('forgotten password: the emailed link sets a new one', async ({ page, request }) => {
  const screens = new SignInPages(page);
  const email = unique();
  await request.post('/api/auth/signup', {
    data: { name: 'Reset Tester', email, password: 'original-pass-99' },
  });
  const confirmation = await emailTo(page.request, email, /Confirm/);
  const token = new URL(linkIn(confirmation, '/auth/verify-email')).searchParams.get('token');
  expect((await request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);

  await screens.enterApp('/forgot-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const reset = await emailTo(page.request, email, /reset/i);
  await page.goto(linkIn(reset, '/reset-password'));
  await page.getByLabel(/^New Password/).fill('brand-new-pass-77');
  await page.getByLabel(/^Confirm New Password/).fill('brand-new-pass-77');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset')).toBeVisible();
  await page.goto('/login');
  await screens.signInWithPassword(email, 'brand-new-pass-77');
  await expect(page).toHaveURL(/\/dashboard/);
});

test('Google sign-in through the sandbox provider, full page', async ({ page }) => {
  const screens = new SignInPages(page);
  await screens.enterApp('/login');
  await page.getByRole('button', { name: /Continue with Google/ }).click();
  await expect(page.getByRole('heading', { name: /Sign in with Google/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(unique());
  await page.getByRole('textbox', { name: 'Name' }).fill('Gina Google');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page).not.toHaveURL(/token=/);
  await expect(page.getByText('Google Account')).toBeVisible();
  await expect(screens.dashboardHeading()).toContainText('Gina');
});

test('Google sign-in in a popup that reports back to the page', async ({ page }) => {
  const screens = new SignInPages(page);
  const email = unique();
  await screens.enterApp('/auth-demo');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Continue with Google/ }).click();
  const popup = await popupOpened;
  await popup.getByRole('textbox', { name: 'Email' }).fill(email);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await popup.waitForEvent('close');
  await expect(page.getByText(email, { exact: true }).first()).toBeVisible({ timeout: 10_000 });
});
