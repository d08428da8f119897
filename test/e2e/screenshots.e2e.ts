import { expect, test } from '@playwright/test';
import { AccessGatePage } from './pages/access-gate.page';

/** Pictures of every screen at phone and desktop widths, for people to look at. */
const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const size of widths) {
  test(`screens at ${size.name} width`, async ({ page }) => {
    test.setTimeout(60_000); // sixteen screens, each loaded afresh
    const shot = async (name: string) => {
      await page.screenshot({
        path: `.teewatch/screenshots/${name}-${size.width}.png`,
        fullPage: true,
      });
      // Nothing may be wider than the screen (a phone would scroll sideways).
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${name} is wider than ${size.width} px`).toBeLessThanOrEqual(size.width);
    };
    await page.setViewportSize({ width: size.width, height: size.height });
    const gate = new AccessGatePage(page);
    await gate.open('/');
    await gate.expectShown();
    await shot('gate');
    await gate.enter('E2E-BETA-CODE');
    await expect(page.getByText('Private Beta Access')).toBeVisible();
    await shot('welcome');
    await gate.continueButton().click();
    await expect(page.getByRole('link', { name: 'Book Your Tee Time Today' })).toBeVisible();
    await shot('landing');
    await page.goto('/alerts');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Tee Time Alert' }),
    ).toBeVisible();
    await shot('alerts');

    const screens: [string, string][] = [
      ['/mobile-alerts', 'Where do you want to play?'],
      ['/notifications', 'Get Started - Create Account'],
      ['/login', 'Welcome Back'],
      ['/signup', 'Create Your Account'],
      ['/magic-login', 'Sign In with Magic Link'],
      ['/auth-demo', 'Sign-In Demo'],
      ['/one-click-booking', 'Your Preferences'],
      ['/onboarding', 'Welcome to TeeWatch'],
      ['/error-handling', 'Connection quality:'],
    ];
    for (const [path, text] of screens) {
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
      await shot(path.slice(1));
    }

    // Signed in (a magic link opened here), the dashboard and the full notifications page.
    const email = `screens-${size.width}-${Date.now()}@example.com`;
    const sent = await page.request.post('/api/auth/magic-link/send', { data: { email } });
    await page.goto((await sent.json()).debugUrl);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await shot('dashboard');
    if (size.width < 900) {
      // The phone's bottom bar is fixed, so nothing scrolls to an item pushed off its edge.
      const items = page.getByRole('navigation', { name: 'Mobile navigation' }).getByRole('link');
      await expect(items).toHaveCount(5);
      for (const box of await items.evaluateAll((links) =>
        links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect),
      )) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(size.width);
      }
    }
    await page.goto('/notifications');
    await expect(page.getByRole('button', { name: 'Check Now' })).toBeVisible();
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await shot('notifications-signed-in');
  });
}
