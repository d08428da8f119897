import { expect, type Locator, type Page, test } from '@playwright/test';
import { AccessGatePage } from './pages/access-gate.page';
import { SignInPages } from './pages/sign-in.page';
import { denverDate } from './support/sandbox';

/**
 * Keyboard alone: the gate, the alert form, sign-in and onboarding, with Tab, Shift+Tab, Enter,
 * Space and the arrow keys only. Nothing here clicks.
 */
test.describe.configure({ timeout: 90_000 });

/** Presses Tab until `target` has the focus, as a golfer moving through the page would. */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('the gate and the alert form, by keyboard alone', async ({ page }) => {
  const gate = new AccessGatePage(page);
  await gate.open('/');
  await tabTo(page, gate.codeField());
  await page.keyboard.type('e2e-beta-code');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Private Beta Access')).toBeVisible();
  await tabTo(page, gate.continueButton());
  await page.keyboard.press('Enter');

  await page.goto('/alerts');
  const form = page.getByRole('form', { name: 'Alert details' });
  await tabTo(page, form.getByLabel('Colorado Area'));
  await page.keyboard.press('ArrowDown'); // the next area: Boulder
  await tabTo(page, form.getByLabel('Preferred Date'));
  const [year, month, day] = denverDate(4).split('-');
  await page.keyboard.type(`${month}${day}${year}`);
  await tabTo(page, form.getByRole('checkbox', { name: 'Riverdale Golf Course' }));
  await page.keyboard.press('Space');
  await tabTo(page, form.getByRole('button', { name: 'Create Alert' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Alert Created!' })).toBeVisible();
});

test('sign-in and onboarding, by keyboard alone', async ({ browser, page, request }) => {
  // The account is made in another browser; this one only types.
  const email = `keys-${Date.now()}@example.com`;
  const elsewhere = await browser.newPage();
  await new SignInPages(elsewhere).signUpConfirmed(request, 'Kit', email);
  await elsewhere.close();

  const gate = new AccessGatePage(page);
  await gate.open('/login');
  await tabTo(page, gate.codeField());
  await page.keyboard.type('E2E-BETA-CODE');
  await page.keyboard.press('Enter');
  await tabTo(page, gate.continueButton());
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel(/^Password/));
  await page.keyboard.type('fairway-birdie-42');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Set Up TeeWatch' }));
  await page.keyboard.press('Enter');
  const next = page.getByRole('button', { name: 'Next' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  // Focus is on the new step's title; Skip for now is a Tab or two away.
  await expect(page.getByRole('heading', { name: 'Find Courses Near You' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Skip for now' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Set Your Preferences' })).toBeFocused();
  await tabTo(page, page.getByRole('checkbox', { name: 'Evening, 4-7 PM' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('slider', { name: /Maximum Distance/ }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Maximum Distance: 30 miles')).toBeVisible();
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Enable Notifications' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Complete Setup' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Welcome to TeeWatch!' })).toBeVisible();
});
