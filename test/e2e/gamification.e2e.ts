import { expect, type Page, test } from '@playwright/test';
import { SignInPages } from './pages/sign-in.page';
import { denverDate } from './support/sandbox';

/**
 * Issue 12 end to end: points for real actions, told live; a friend invited by code joins through
 * the gate's Friend Invitation card, and both see each other on the friends leaderboard.
 */
test.describe.configure({ timeout: 120_000 });

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
  await robin.signUpConfirmed(request, 'Robin', unique('robin'));
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
  await new SignInPages(friendPage).signUpConfirmed(request, 'Sky', unique('sky'), {
    passGate: false,
  });

  // Both see each other on the friends board.
  const skysBoard = await friendsBoard(friendPage);
  await expect(skysBoard.getByRole('listitem')).toHaveCount(2);
  await expect(skysBoard.getByRole('listitem').filter({ hasText: 'Robin' })).toContainText('750');
  const robinsBoard = await friendsBoard(page);
  await expect(robinsBoard.getByRole('listitem').filter({ hasText: 'Sky' })).toContainText('500');
  await friendContext.close();
});
