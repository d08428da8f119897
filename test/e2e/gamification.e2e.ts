import { expect, type Page, test } from '@playwright/test';
import { SignInPages } from './pages/sign-in.page';
import { denverDate, received, SANDBOX } from './support/sandbox';

/**
 * Issue 12 end to end: points for real actions, told live; a friend invited by code joins through
 * the gate's Friend Invitation card, both see each other on the friends leaderboard, and a group
 * alert tells both when a tee time with room for the group opens.
 */
test.describe.configure({ timeout: 180_000 });

const unique = (who: string) => `${who}-${Date.now()}@example.com`;

async function pointsOnLevelCard(page: Page) {
  await page.goto('/gamification');
  return page.getByRole('region', { name: 'Rookie Golfer' });
}

async function friendsBoard(page: Page) {
  await page.goto('/gamification');
  const boards = page.getByRole('region', { name: 'Leaderboards' });
  await boards.getByRole('tab', { name: 'Friends' }).click();
  return boards.getByRole('list', { name: 'Friends leaderboard' });
}

test('a new golfer earns points, invites a friend by code, and both meet on the friends board', async ({
  browser,
  page,
  request,
}) => {
  const robin = new SignInPages(page);
  const robinsEmail = unique('robin');
  await robin.signUpConfirmed(request, 'Robin', robinsEmail);
  await expect(await pointsOnLevelCard(page)).toContainText('500 points');

  // The first alert: the unlock arrives on the live stream as a toast.
  await page.goto('/alerts');
  await page.getByLabel('Preferred Date').fill(denverDate(3));
  await page.getByRole('button', { name: 'Create Alert' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Achievement Unlocked!' })).toContainText(
    'First Alert · +250 points',
    { timeout: 15_000 },
  );
  await expect(await pointsOnLevelCard(page)).toContainText('750 points');

  // An invitation from the dashboard's Friends card.
  await page.goto('/dashboard');
  const friends = page.getByRole('region', { name: 'Friends' });
  await friends.getByRole('button', { name: 'Invite a Friend' }).click();
  const invitation = friends
    .getByRole('list', { name: 'Unused invitations' })
    .getByRole('listitem');
  await expect(invitation).toHaveCount(1);
  const code = (await invitation.locator('p').first().textContent())!.trim();

  // The friend opens the link: the gate validates the code and names who invited.
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await friendPage.goto(`/?code=${encodeURIComponent(code)}`);
  const welcome = friendPage.getByRole('region', { name: /^Welcome/ });
  await expect(welcome).toContainText('Friend Invitation');
  await expect(welcome).toContainText('Invited by Robin');
  await friendPage.getByRole('button', { name: 'Continue' }).click();
  const skysEmail = unique('sky');
  await new SignInPages(friendPage).signUpConfirmed(request, 'Sky', skysEmail, {
    passGate: false,
  });

  // Both see each other on the friends board.
  const skysBoard = await friendsBoard(friendPage);
  await expect(skysBoard.getByRole('listitem')).toHaveCount(2);
  await expect(skysBoard.getByRole('listitem').filter({ hasText: 'Robin' })).toContainText('750');
  const robinsBoard = await friendsBoard(page);
  await expect(robinsBoard.getByRole('listitem').filter({ hasText: 'Sky' })).toContainText('500');

  // Robin makes a group with Sky on the dashboard.
  await page.goto('/dashboard');
  const groups = page.getByRole('region', { name: 'Golf Groups' });
  await groups.getByLabel('Group name').fill('Saturday crew');
  await groups.getByRole('group', { name: 'Friends in the group' }).getByLabel('Sky').check();
  await groups.getByRole('button', { name: 'Create Group' }).click();
  await expect(groups.getByRole('region', { name: 'Saturday crew' })).toContainText('Robin, Sky');

  // A group alert for four at South Suburban; no quiet hours for Robin, whatever the time of day.
  const token = await robin.sessionToken();
  const bearer = { Authorization: `Bearer ${token}` };
  expect(
    (
      await page.request.patch('/api/smart-notifications/preferences', {
        headers: bearer,
        data: { email: true, quietHours: { enabled: false } },
      })
    ).ok(),
  ).toBe(true);
  const [group] = (await (await page.request.get('/api/groups', { headers: bearer })).json())
    .groups as { id: string }[];
  const date = denverDate(5);
  expect(
    (
      await page.request.post(`/api/groups/${group!.id}/alerts`, {
        headers: bearer,
        data: {
          location: 'denver',
          date,
          timePreference: 'morning',
          players: 4,
          maxPrice: 200,
          courses: ['South Suburban Golf Course'],
        },
      })
    ).ok(),
  ).toBe(true);
  // The first read of the course's sheet is the baseline: open the slot after it.
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get('/api/alerts', { headers: bearer })).json()).alerts as {
            lastCheckedAt: string | null;
          }[]
        ).some((alert) => alert.lastCheckedAt !== null),
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(true);
  await page.waitForTimeout(3000);
  // South Suburban's sheet is full of $37 morning tee times and a group sees its best five: the
  // new one is the cheapest, at the window's middle.
  expect(
    (
      await request.post(`${SANDBOX}/control/slots/open`, {
        data: { courseId: 'south-suburban-golf-course', date, time: '08:03', spots: 4, price: 25 },
      })
    ).ok(),
  ).toBe(true);

  // Both are told: Sky as a member of the group, Robin as the alert's maker.
  const toldAbout = async (address: string) =>
    (await received(request)).emails.some(
      (mail) => mail.to.includes(address) && Boolean(mail.text?.includes('8:03 AM')),
    );
  await expect
    .poll(async () => [await toldAbout(robinsEmail), await toldAbout(skysEmail)], {
      timeout: 60_000,
      intervals: [1000],
    })
    .toEqual([true, true]);

  // Sky answers In on the dashboard; Robin sees it.
  await friendPage.goto('/dashboard');
  const skysGroup = friendPage
    .getByRole('region', { name: 'Golf Groups' })
    .getByRole('region', { name: 'Saturday crew' });
  const slot = skysGroup.getByRole('listitem').filter({ hasText: '8:03 AM' });
  await slot.getByRole('button', { name: 'In' }).click();
  await expect(slot).toContainText('In: Sky');
  await page.reload();
  await expect(
    groups
      .getByRole('region', { name: 'Saturday crew' })
      .getByRole('listitem')
      .filter({ hasText: '8:03 AM' }),
  ).toContainText('In: Sky');

  // Sky books it for the group: one booking for four at the course's platform; Robin sees who.
  await slot
    .getByRole('button', { name: 'Book South Suburban Golf Course at 8:03 AM for the group' })
    .click();
  const dialog = friendPage.getByRole('dialog', { name: 'Book for the group' });
  await expect(dialog).toContainText("4 players, the group's spots: $100 in all");
  await dialog.getByRole('button', { name: 'Book Now' }).click();
  await expect(dialog).toContainText('Booked: South Suburban Golf Course');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(skysGroup).toContainText(
    /You booked South Suburban Golf Course, .* at 8:03 AM, 4 players for the group \(confirmation \S+\)/,
  );
  const atPlatform = (await (await request.get(`${SANDBOX}/control/bookings`)).json()) as {
    bookings: { courseId: string; players: number }[];
  };
  expect(
    atPlatform.bookings.filter((booking) => booking.courseId === 'south-suburban-golf-course'),
  ).toMatchObject([{ players: 4 }]);
  await page.reload();
  await expect(groups.getByRole('region', { name: 'Saturday crew' })).toContainText(
    /Sky booked South Suburban Golf Course, .* at 8:03 AM, 4 players for the group/,
  );
  await friendContext.close();

  // Pictures of the golfer's dashboard and rewards as they are now, and nothing wider than a phone.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, name, loaded] of [
      ['/dashboard', 'dashboard-friends-groups', 'Saturday crew'],
      ['/gamification', 'gamification', 'Your Streak'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(loaded).first()).toBeVisible();
      await page.screenshot({ path: `.teewatch/screenshots/${name}-${width}.png`, fullPage: true });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} is wider than ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
