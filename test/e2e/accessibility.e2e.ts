import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { AccessGatePage } from './pages/access-gate.page';

/** The WCAG levels TeeWatch answers to (docs/accessibility.md). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const colourRules = ['color-contrast', 'link-in-text-block'];

/** Every route, with a text that says its page has finished loading. */
const routes: [string, string][] = [
  ['/', 'Book Your Tee Time Today'],
  ['/alerts', 'Create Tee Time Alert'],
  ['/mobile-alerts', 'Where do you want to play?'],
  ['/notifications', 'Get Started - Create Account'],
  ['/one-click-booking', 'Your Preferences'],
  ['/onboarding', 'Welcome to TeeWatch'],
  ['/error-handling', 'Connection quality:'],
  ['/gamification', 'Unlock Gamification'],
  ['/achievements', 'Achievements'],
  ['/login', 'Welcome Back'],
  ['/signup', 'Create Your Account'],
  ['/magic-login', 'Sign In with Magic Link'],
  ['/forgot-password', 'Forgot Your Password?'],
  ['/auth-demo', 'Sign-In Demo'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/no-such-page', 'Page Not Found'],
];

/**
 * The light look is checked against every rule; the others change nothing but colours, so they
 * are checked against the colour rules alone (a full pass per look would add minutes to CI).
 */
const looks = {
  light: { settings: { theme: 'light' }, rules: undefined },
  dark: { settings: { theme: 'dark' }, rules: colourRules },
  'high contrast': { settings: { theme: 'light', highContrast: true }, rules: colourRules },
  'high contrast dark': { settings: { theme: 'dark', highContrast: true }, rules: colourRules },
};

/**
 * Waits until no transition or finite animation runs: axe reads a dialog or a page still fading
 * in as text too faint for its background (a CI run failed twice on such contrast "violations").
 * Spinners turn forever and are left out.
 */
async function motionSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

async function violationsOn(page: Page, where: string, rules?: string[]) {
  await motionSettled(page);
  const axe = new AxeBuilder({ page });
  const { violations } = await (rules ? axe.withRules(rules) : axe.withTags(wcagTags)).analyze();
  return violations.map(
    ({ id, help, nodes }) =>
      `${where}: ${id} (${help}) at ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const [look, { settings, rules }] of Object.entries(looks)) {
  test(`every route has no WCAG 2.2 AA violation in the ${look} look`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((saved) => {
      window.localStorage.setItem('teewatch:accessibility', saved);
    }, JSON.stringify(settings));
    const found: string[] = [];

    const gate = new AccessGatePage(page);
    await gate.open('/');
    await gate.expectShown();
    found.push(...(await violationsOn(page, 'gate', rules)));
    await gate.enter('E2E-BETA-CODE');
    await expect(page.getByText('Private Beta Access')).toBeVisible();
    found.push(...(await violationsOn(page, 'welcome card', rules)));
    await gate.continueButton().click();

    for (const [path, text] of routes) {
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
      found.push(...(await violationsOn(page, path, rules)));
    }

    await page.getByRole('button', { name: 'Accessibility settings' }).click();
    await expect(page.getByRole('dialog', { name: /Accessibility Settings/ })).toBeVisible();
    found.push(...(await violationsOn(page, 'accessibility settings', rules)));

    expect(found).toEqual([]);
  });
}

test('every tab of /error-handling has no WCAG 2.2 AA violation, in light and dark', async ({
  page,
}) => {
  // Eight full axe passes and two reloads: 18-20 s on an idle two-core machine, more than the
  // default 30 s on a busy one.
  test.setTimeout(90_000);
  const gate = new AccessGatePage(page);
  await gate.open('/error-handling');
  await gate.enter('E2E-BETA-CODE');
  await gate.continueButton().click();
  const found: string[] = [];
  for (const theme of ['light', 'dark']) {
    await page.evaluate((saved) => {
      window.localStorage.setItem('teewatch:accessibility', saved);
    }, JSON.stringify({ theme }));
    await page.reload();
    for (const tab of ['Auth', 'Email', 'Forms', 'Social']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
      found.push(
        ...(await violationsOn(
          page,
          `${theme} /error-handling ${tab}`,
          theme === 'light' ? undefined : colourRules,
        )),
      );
    }
  }
  expect(found).toEqual([]);
});

test('the accessibility settings change the page a golfer sees, and stay after a reload', async ({
  page,
}) => {
  const gate = new AccessGatePage(page);
  await gate.open('/');
  await gate.enter('E2E-BETA-CODE');
  await gate.continueButton().click();
  await page.getByRole('button', { name: 'Accessibility settings' }).click();
  const dialog = page.getByRole('dialog', { name: /Accessibility Settings/ });

  await dialog.getByLabel('Font Size').selectOption('extra-large');
  await dialog.getByRole('switch', { name: 'High Contrast Mode' }).check();
  await dialog.getByLabel('Color Theme').selectOption('dark');
  const look = () =>
    page.evaluate(() => {
      const body = getComputedStyle(document.body);
      return {
        rootFontSize: getComputedStyle(document.documentElement).fontSize,
        background: body.backgroundColor,
        text: body.color,
      };
    });
  await expect.poll(look).toEqual({
    rootFontSize: '20px',
    background: 'rgb(0, 0, 0)',
    text: 'rgb(255, 255, 255)',
  });
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Accessibility settings' })).toBeFocused();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Book Your Tee Time Today' })).toBeVisible();
  expect(await look()).toEqual({
    rootFontSize: '20px',
    background: 'rgb(0, 0, 0)',
    text: 'rgb(255, 255, 255)',
  });
});
