import { expect, type Page, test } from '@playwright/test';
import { SignInPages } from './pages/sign-in.page';
import { denverDate, eventually, received, SANDBOX } from './support/sandbox';

/**
 * The optimizer end to end: an alert on Overland Park Golf Course (MemberSports) matches, the
 * golfer ranks that day's open tee times on /one-click-booking near Denver, sees why the top one is
 * best, books it in one click, and the sandbox's platform records exactly one booking, listed on
 * the dashboard.
 */
async function setSlider(page: Page, name: string, key: 'Home' | 'End') {
  const slider = page.getByRole('slider', { name });
  await slider.focus();
  await slider.press(key);
}

test('a golfer ranks a day near Denver and books the top tee time in one click', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const screens = new SignInPages(page);
  const email = `optimizer-${Date.now()}@example.com`;
  await screens.signUpConfirmed(request, 'Robin Optimizer', email);

  const date = denverDate(5);
  const created = await page.request.post('/api/alerts', {
    headers: { Authorization: `Bearer ${await screens.sessionToken()}` },
    data: {
      location: 'denver',
      date,
      timePreference: 'any',
      players: '2',
      maxPrice: '300',
      courses: ['Overland Park Golf Course'],
    },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/alerts');
  await expect(
    page
      .getByRole('listitem', { name: 'Denver Metro' })
      .getByRole('button', { name: /tee times? match(es)? now/ }),
  ).toBeVisible({ timeout: 60_000 });

  await page.goto('/one-click-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'One-Click Booking' })).toBeVisible();
  await page.getByLabel('Target date').fill(date);
  // Only the alert's course is read for that day; within 5 miles of Denver's center.
  await setSlider(page, 'Max distance', 'Home');
  await setSlider(page, 'Max price per player', 'End');
  await page.getByRole('button', { name: 'flexible' }).click();

  const top = page.getByRole('region', { name: 'Top Recommendation' });
  await expect(top.getByRole('heading', { name: 'Overland Park Golf Course' })).toBeVisible({
    timeout: 30_000,
  });
  const reasons = top.getByRole('list', { name: 'Why this tee time' });
  await expect(reasons).toContainText('under your budget');
  await expect(reasons).toContainText(/likely still open in 10 minutes/);
  await expect(top.getByText(/% success probability$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Performance' })).toBeVisible();
  await page.screenshot({ path: '.teewatch/screenshots/one-click-top-1280.png', fullPage: true });

  await top.getByRole('button', { name: 'One-Click Book Now' }).click();
  await expect(page.getByText('Tee Time Booked')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Booked: Overland Park Golf Course',
  );

  const atPlatform = await (await request.get(`${SANDBOX}/control/bookings`)).json();
  // Other tests book this course on other dates: this one's booking is on its own date.
  const ours = (
    atPlatform.bookings as { courseId: string; date: string; platform: string }[]
  ).filter((booking) => booking.courseId === 'overland-park-golf-course' && booking.date === date);
  expect(ours).toEqual([expect.objectContaining({ platform: 'membersports' })]);

  await page.getByRole('link', { name: 'My bookings' }).click();
  const mine = page.getByRole('list', { name: 'My bookings' });
  await expect(mine.getByRole('listitem', { name: 'Overland Park Golf Course' })).toContainText(
    'Booked',
  );
  const told = await eventually(async () =>
    (await received(request)).emails.find(
      (mail) => mail.to.includes(email) && /is booked/.test(mail.subject),
    ),
  );
  expect(told.attachments).toEqual([expect.objectContaining({ fileName: 'tee-time.ics' })]);
});
