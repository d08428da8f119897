import { expect, test } from '@playwright/test';
import { AccessGatePage } from './pages/access-gate.page';

/** Pictures of the gate, the welcome card, the landing page and /alerts at phone and desktop widths, for people to look at. */
const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const size of widths) {
  test(`screens at ${size.name} width`, async ({ page }) => {
    const shot = (name: string) =>
      page.screenshot({ path: `.teewatch/screenshots/${name}-${size.width}.png`, fullPage: true });
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
  });
}
