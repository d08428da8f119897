import { expect, test } from '@playwright/test';
import { SignInPages } from './pages/sign-in.page';
import { denverDate, eventually, received, SANDBOX } from './support/sandbox';

/**
 * Booking end to end: an alert matches open tee times, the signed-in golfer books one from
 * /alerts in one click, the sandbox's platform records exactly one booking, the dashboard lists
 * it with its calendar file, and the golfer's email carries that file.
 */
test('a golfer books a matched tee time in one click, once', async ({ page, request }) => {
  test.setTimeout(120_000);
  const screens = new SignInPages(page);
  const email = `booker-${Date.now()}@example.com`;
  await screens.signUpConfirmed(request, 'Pat Booker', email);
  await expect(page.getByRole('region', { name: 'My Bookings' })).toContainText('No bookings yet');

  // An alert on Golf Granby Ranch (Chronogolf), any time of day, through the page's own session.
  const date = denverDate(4);
  const token = await screens.sessionToken();
  const created = await page.request.post('/api/alerts', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      location: 'denver',
      date,
      timePreference: 'any',
      players: '2',
      maxPrice: '300',
      courses: ['Golf Granby Ranch'],
    },
  });
  expect(created.ok()).toBe(true);

  await page.goto('/alerts');
  const card = page.getByRole('listitem', { name: 'Denver Metro' });
  await expect(card.getByRole('button', { name: /tee times? match(es)? now/ })).toBeVisible({
    timeout: 60_000,
  });
  await card.getByRole('button', { name: /tee times? match(es)? now/ }).click();
  await card
    .getByRole('button', { name: /^Book Golf Granby Ranch at / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Book Golf Granby Ranch' });
  await expect(dialog.getByText(/^Cancel at least/)).toBeVisible();
  await page.screenshot({ path: '.teewatch/screenshots/booking-dialog-1280.png' });
  await dialog.getByRole('button', { name: 'Book Now' }).click();
  await expect(dialog.getByRole('status')).toContainText('Booked: Golf Granby Ranch', {
    timeout: 30_000,
  });

  const atPlatform = await (await request.get(`${SANDBOX}/control/bookings`)).json();
  const ours = (atPlatform.bookings as { courseId: string; players: number }[]).filter(
    (booking) => booking.courseId === 'golf-granby-ranch',
  );
  expect(ours).toEqual([expect.objectContaining({ players: 2 })]);

  await page.screenshot({ path: '.teewatch/screenshots/booking-booked-1280.png' });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.goto('/dashboard');
  const mine = page.getByRole('list', { name: 'My bookings' });
  await expect(mine.getByRole('listitem', { name: 'Golf Granby Ranch' })).toContainText('Booked');
  const download = page.waitForEvent('download');
  await mine.getByRole('button', { name: 'Add to calendar' }).click();
  expect((await download).suggestedFilename()).toBe('tee-time.ics');
  await page.screenshot({ path: '.teewatch/screenshots/my-bookings-1280.png', fullPage: true });
  // On a phone the list fits the screen (nothing scrolls sideways).
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: '.teewatch/screenshots/my-bookings-375.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const told = await eventually(async () =>
    (await received(request)).emails.find(
      (mail) => mail.to.includes(email) && /is booked/.test(mail.subject),
    ),
  );
  expect(told.attachments).toEqual([expect.objectContaining({ fileName: 'tee-time.ics' })]);
});
