import { expect, type Page, test } from '@playwright/test';
import { SignInPages } from './pages/sign-in.page';
import { denverDate, eventually, received, SANDBOX, stubPushSubscription } from './support/sandbox';

/**
 * The auto-booking agent end to end: a golfer ranks a day at Overland Park (MemberSports) where
 * the only tee time in budget is a poor fit, queues it for auto-booking, the course raises its
 * price before the agent gets there, and then a better slot opens. The agent books that one slot,
 * once, and the golfer hears about it by push and by email. Then the golfer cancels it with the
 * course and tells TeeWatch, which marks it cancelled once the course no longer lists it.
 */
const COURSE = 'overland-park-golf-course';

async function setSlider(page: Page, name: string, key: 'Home' | 'End') {
  const slider = page.getByRole('slider', { name });
  await slider.focus();
  await slider.press(key);
}

test('a queued automatic booking takes the better slot that opens, once', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const date = denverDate(6);
  const control = (path: string, data: object) =>
    request.post(`${SANDBOX}/control${path}`, { data }).then((answer) => {
      expect(answer.ok()).toBe(true);
    });
  // Every course out of the $50 budget that day, but one tee time at Overland Park at 7:20.
  const courses = (await (await request.get(`${SANDBOX}/control/courses`)).json()) as {
    id: string;
  }[];
  await Promise.all(
    courses.map(({ id }) => control('/prices', { courseId: id, date, price: 120 })),
  );
  await control('/slots/open', { courseId: COURSE, date, time: '07:20', spots: 4, price: 50 });

  const subscription = await stubPushSubscription(page, request);
  const screens = new SignInPages(page);
  const email = `agent-${Date.now()}@example.com`;
  await screens.signUpConfirmed(request, 'Sam Agent', email);
  await page.goto('/notifications');
  await page.getByRole('button', { name: 'Enable Push Notifications' }).click();
  await expect(page.getByRole('button', { name: 'Turn Off Push Notifications' })).toBeVisible();

  // An alert on the course, so that TeeWatch reads its tee sheet for that day.
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

  // $50 at most, within 5 miles, 7:00 AM give or take half an hour: 7:20 fits, but not well.
  await page.goto('/one-click-booking');
  await page.getByLabel('Target date').fill(date);
  await setSlider(page, 'Max distance', 'Home');
  await setSlider(page, 'Max price per player', 'Home');
  await page.getByRole('button', { name: 'strict' }).click();
  await page.getByRole('button', { name: 'Advanced' }).click();
  await page.getByRole('button', { name: '7:00 AM' }).click();

  const top = page.getByRole('region', { name: 'Top Recommendation' });
  await expect(top.getByRole('heading', { name: 'Overland Park Golf Course' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(top.getByRole('list', { name: 'Why this tee time' })).toContainText(
    '7:20 AM, 20 minutes from your 7:00 AM',
  );
  // The course raises the price before the agent can book it: the agent must not pay it.
  await control('/prices', { courseId: COURSE, date, time: '07:20', price: 120 });
  await top.getByRole('button', { name: 'Queue for Auto-Book' }).click();
  await expect(page.getByText('Optimization Queued')).toBeVisible();
  await page.waitForTimeout(5000);
  const bookingsAtCourse = async () =>
    (
      (await (await request.get(`${SANDBOX}/control/bookings`)).json()).bookings as {
        id: string;
        courseId: string;
        date: string;
        time: string;
      }[]
    ).filter((booking) => booking.courseId === COURSE && booking.date === date);
  expect(await bookingsAtCourse()).toEqual([]);

  // A better slot opens: exactly the preferred time, under budget.
  await control('/slots/open', { courseId: COURSE, date, time: '07:00', spots: 4, price: 40 });
  await expect.poll(bookingsAtCourse, { timeout: 60_000, intervals: [1000] }).toHaveLength(1);
  await page.waitForTimeout(3000); // a second booking would show by now
  const booked = await bookingsAtCourse();
  expect(booked).toHaveLength(1);
  expect(booked[0]).toEqual(expect.objectContaining({ date, time: '07:00' }));

  const told = await eventually(async () => {
    const all = await received(request);
    const pushes = all.pushes.filter(
      (push) => push.subscriptionId === subscription.id && /booked/i.test(push.payload.title),
    );
    const emails = all.emails.filter(
      (mail) => mail.to.includes(email) && /is booked/.test(mail.subject),
    );
    return pushes.length > 0 && emails.length > 0 ? { pushes, emails } : undefined;
  });
  expect([told.pushes.length, told.emails.length]).toEqual([1, 1]);
  expect(told.emails[0]!.text).toContain('7:00 AM');
  expect(told.emails[0]!.attachments).toEqual([
    expect.objectContaining({ fileName: 'tee-time.ics' }),
  ]);

  await page.goto('/dashboard');
  const mine = page.getByRole('list', { name: 'My bookings' });
  // Listed with it, when the agent got to 7:20 before the scanner saw its new price: Not booked.
  const item = mine
    .getByRole('listitem', { name: 'Overland Park Golf Course' })
    .filter({ hasText: '7:00 AM' });
  await expect(item).toContainText('Booked');
  await page.screenshot({ path: '.teewatch/screenshots/auto-booked-1280.png', fullPage: true });

  // Plans change: the golfer cancels with the course, then tells TeeWatch, which checks first.
  await item.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this tee time' });
  await dialog.getByRole('button', { name: "I've cancelled it" }).click();
  await expect(dialog.getByRole('alert')).toContainText('The course still lists this booking.');
  await page.screenshot({ path: '.teewatch/screenshots/cancel-booking-1280.png' });
  const [atCourse] = await bookingsAtCourse();
  await control(`/bookings/${atCourse!.id}/cancel`, {});
  await dialog.getByRole('button', { name: "I've cancelled it" }).click();
  await expect(page.getByText('Booking Cancelled')).toBeVisible();
  await expect(item).toContainText('Cancelled');
  await expect(item.getByRole('button', { name: 'Add to calendar' })).toBeHidden();
});
