import { expect, test } from '@playwright/test';
import { AccessGatePage } from './pages/access-gate.page';
import { LandingPage } from './pages/landing.page';

const DEMO_CODE = 'E2E-BETA-CODE'; // seeded by serve.mjs

test.describe('private-beta access gate', () => {
  test('a valid code shows the welcome card, and Continue enters the app', async ({ page }) => {
    const gate = new AccessGatePage(page);
    await gate.open('/');
    await gate.expectShown();
    await expect(gate.validateButton()).toBeDisabled();

    await gate.codeField().pressSequentially('e2e-beta-code');
    await expect(gate.codeField()).toHaveValue(DEMO_CODE);
    await expect(gate.validateButton()).toBeEnabled();
    await gate.codeField().press('Enter');

    await expect(gate.toast('Access Granted!')).toBeVisible();
    await expect(page.getByText('Private Beta Access')).toBeVisible();
    await expect(page.getByText('Real-time tee time alerts for Colorado courses')).toBeVisible();
    await expect(page.getByText(/uses? remaining/i)).toBeVisible();

    await gate.continueButton().click();
    await new LandingPage(page).expectShown();
    await expect(gate.title()).toHaveCount(0);
  });

  test('a code in the address is validated without typing', async ({ page }) => {
    const gate = new AccessGatePage(page);
    await gate.open(`/?code=${DEMO_CODE.toLowerCase()}`);
    await expect(page.getByText('Private Beta Access')).toBeVisible();
    await gate.continueButton().click();
    await new LandingPage(page).expectShown();
    expect(new URL(page.url()).searchParams.get('code')).toBeNull();
  });

  test('a wrong code shows the server message and keeps the gate', async ({ page }) => {
    const gate = new AccessGatePage(page);
    await gate.open('/');
    await gate.enter('WRONG-CODE-1');
    await expect(gate.toast('Invalid Access Code')).toContainText(
      'That access code is not valid. Check it and try again.',
    );
    await expect(page.getByText('Private Beta Access')).toHaveCount(0);
    await gate.expectShown();
  });

  test('access survives a reload', async ({ page }) => {
    const gate = new AccessGatePage(page);
    await gate.open('/');
    await gate.enter(DEMO_CODE);
    await gate.continueButton().click();
    await page.reload();
    await new LandingPage(page).expectShown();
    await expect(gate.title()).toHaveCount(0);
  });

  test('unreadable saved access is discarded and the gate shows again', async ({ page }) => {
    const gate = new AccessGatePage(page);
    await gate.open('/');
    await gate.enter(DEMO_CODE);
    await gate.continueButton().click();
    await page.evaluate(() => localStorage.setItem('teewatch:access', '{not json'));
    await page.reload();
    await gate.expectShown();
    expect(await page.evaluate(() => localStorage.getItem('teewatch:access'))).toBeNull();
  });

  test('an API without the grant cookie sends the golfer back to the gate', async ({
    page,
    context,
  }) => {
    const gate = new AccessGatePage(page);
    await gate.open('/');
    await gate.enter(DEMO_CODE);
    await gate.continueButton().click();
    await context.clearCookies();
    await page.reload();
    await gate.expectShown();
  });
});

test.describe('app shell', () => {
  test.beforeEach(async ({ page }) => {
    const gate = new AccessGatePage(page);
    await gate.open('/');
    await gate.enter(DEMO_CODE);
    await gate.continueButton().click();
  });

  test('an unknown path shows the Page Not Found card', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Page Not Found')).toBeVisible();
  });

  test('the bottom navigation shows on a phone and hides on a desktop', async ({ page }) => {
    const nav = new LandingPage(page).bottomNav();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(nav).toBeVisible();
    for (const label of ['Home', 'Search', 'Alerts', 'Rewards']) {
      await expect(nav.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(nav.getByText('Profile', { exact: true })).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(nav).toBeHidden();
  });

  test('privacy and terms pages have real content', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);
    await expect(page.getByText(/teewatch:access/).first()).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/terms/i);
  });
});
