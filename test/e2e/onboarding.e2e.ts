import { expect, test } from '@playwright/test';
import { SignInPages } from './pages/sign-in.page';

/**
 * Onboarding end to end: a new golfer goes from Welcome to the dashboard, the location denied and
 * then granted by the DevTools protocol, and the alert form afterwards starts from what they chose.
 */
test.describe.configure({ timeout: 90_000 });

/** The Pearl Street Mall, Boulder. */
const boulder = { latitude: 40.0176, longitude: -105.2797, accuracy: 20 };

test('a new golfer sets TeeWatch up and the alert form starts from their choices', async ({
  page,
  request,
  baseURL,
}) => {
  const golfer = new SignInPages(page);
  await golfer.signUpConfirmed(request, 'Casey', `casey-${Date.now()}@example.com`);
  const nudge = page.getByRole('region', { name: 'Finish Setting Up TeeWatch' });
  await nudge.getByRole('link', { name: 'Set Up TeeWatch' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Welcome to TeeWatch' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Skip for now' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();

  // The browser says no first, as a golfer who dismissed the prompt would see.
  const devTools = await page.context().newCDPSession(page);
  const { targetInfo } = await devTools.send('Target.getTargetInfo');
  const permission = (setting: 'denied' | 'granted') =>
    devTools.send('Browser.setPermission', {
      permission: { name: 'geolocation' },
      setting,
      origin: new URL(baseURL!).origin,
      browserContextId: targetInfo.browserContextId,
    });
  await permission('denied');
  await page.getByRole('button', { name: 'Allow Location Access' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Location Access Failed' }),
  ).toContainText('Location permission denied by user');
  await permission('granted');
  await devTools.send('Emulation.setGeolocationOverride', boulder);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('Near Boulder, CO')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Two players, early starts, $125: the budget slider moved by the keyboard.
  await expect(page.getByRole('heading', { level: 2, name: 'Set Your Preferences' })).toBeFocused();
  await page.getByRole('checkbox', { name: 'Morning, 9 AM-12 PM' }).uncheck();
  await expect(
    page.getByText('Please select at least one preferred time to continue.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Early, 6-9 AM' }).check();
  await page.getByRole('button', { name: '2', exact: true }).click();
  await page.getByRole('slider', { name: /Budget per Player/ }).press('ArrowLeft');
  await expect(page.getByText('Budget per Player: $125')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Enable Notifications' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('22:00');
  await expect(page.getByRole('combobox', { name: 'Until' })).toHaveValue('07:00');
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Welcome to TeeWatch!' })).toContainText(
    'You earned 1,000 points',
  );
  await expect(nudge).toHaveCount(0);

  // The quiet hours chosen are the golfer's notification preferences now.
  await page.goto('/notifications');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Quiet hours end' })).toHaveValue('07:00');

  await page.goto('/alerts');
  const form = page.getByRole('form', { name: 'Alert details' });
  await expect(form.getByRole('combobox', { name: 'Colorado Area' })).toHaveValue('boulder');
  await expect(form.getByRole('combobox', { name: 'Time Preference' })).toHaveValue('morning');
  await expect(form.getByRole('combobox', { name: 'Number of Players' })).toHaveValue('2');
  await expect(form.getByRole('spinbutton', { name: 'Maximum Price' })).toHaveValue('125');
});
