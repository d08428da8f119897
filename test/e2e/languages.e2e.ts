import { expect, type Page, test } from '@playwright/test';
import { SignInPages } from './pages/sign-in.page';
import { englishLeft, englishOnlyTexts, hasEnglishWords } from './support/english-left';
import { eventually, received } from './support/sandbox';

/** Routes a golfer reaches signed out, then the ones that show more once signed in. */
const signedOutRoutes = [
  '/',
  '/alerts',
  '/mobile-alerts',
  '/notifications',
  '/one-click-booking',
  '/onboarding',
  '/gamification',
  '/achievements',
  '/login',
  '/signup',
  '/magic-login',
  '/forgot-password',
  '/auth-demo',
  '/privacy',
  '/terms',
  '/no-such-page',
];
const signedInRoutes = [
  '/dashboard',
  '/alerts',
  '/mobile-alerts',
  '/notifications',
  '/one-click-booking',
  '/onboarding',
  '/gamification',
  '/achievements',
  // A golfer sees the operator console's refusal, in Spanish too.
  '/operator',
];

/** A page is read once its first heading shows and no spinner turns (a step bar may stay). */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, {
    timeout: 15_000,
  });
}

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('a Spanish browser reads every route in Spanish, signed out and signed in, and its emails too', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const englishOnly = await englishOnlyTexts();
    const found: string[] = [];
    const look = async (where: string) => {
      await settled(page);
      found.push(...(await englishLeft(page, englishOnly)).map((text) => `${where}: ${text}`));
    };

    // The gate and its welcome card, in the browser's language from the first visit.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await look('gate');
    await page.getByRole('textbox').first().fill('E2E-BETA-CODE');
    await page.getByRole('textbox').first().press('Enter');
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
    await look('welcome card');
    await page.getByRole('button', { name: 'Continuar' }).click();

    for (const path of signedOutRoutes) {
      await page.goto(path);
      await look(path);
    }
    await page.goto('/error-handling');
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click();
      await look(`/error-handling ${await tab.textContent()}`);
    }

    // An account made in this browser speaks its language, and so do the emails it gets.
    const email = `hablante-${Date.now()}@example.com`;
    const made = await page.request.post('/api/auth/signup', {
      data: { name: 'Lucía Campos', email, password: 'fairway-birdie-42', language: 'es' },
    });
    expect(made.ok()).toBe(true);
    const confirmation = await eventually(async () =>
      (await received(request)).emails.find((mail) => mail.to.includes(email)),
    );
    expect(hasEnglishWords(`${confirmation.subject}\n${confirmation.text}`)).toEqual([]);
    await page.goto(/http\S+\/auth\/verify-email\S*/.exec(confirmation.text!)![0]);
    await expect(page.getByText(/Lucía/).first()).toBeVisible();

    for (const path of signedInRoutes) {
      await page.goto(path);
      await look(`${path}, signed in`);
    }
    await page.getByRole('button', { name: 'Ajustes de accesibilidad' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await look('accessibility settings');

    expect(found).toEqual([]);
  });
});

test('the account keeps its language: signing in on an English browser switches it to Spanish', async ({
  page,
  request,
}) => {
  const email = `cuenta-${Date.now()}@example.com`;
  await request.post('/api/auth/signup', {
    data: { name: 'Mateo Ruiz', email, password: 'fairway-birdie-42', language: 'es' },
  });
  const confirmation = await eventually(async () =>
    (await received(request)).emails.find((mail) => mail.to.includes(email)),
  );
  const token = new URL(/http\S+\/auth\/verify-email\S*/.exec(confirmation.text!)![0]);
  await request.post('/api/auth/verify-email', {
    data: { token: token.searchParams.get('token') },
  });

  const screens = new SignInPages(page);
  await screens.enterApp('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await screens.signInWithPassword(email, 'fairway-birdie-42');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText(/Mateo/).first()).toBeVisible();
  const saved = await page.evaluate(() => localStorage.getItem('teewatch:accessibility'));
  expect(JSON.parse(saved!)).toMatchObject({ language: 'es' });
});
