import { expect, type Page } from '@playwright/test';

export class LandingPage {
  constructor(private readonly page: Page) {}

  readonly findTeeTimes = () =>
    this.page
      .getByRole('link', { name: 'Find Tee Times' })
      .or(this.page.getByRole('button', { name: 'Find Tee Times' }));
  readonly bottomNav = () => this.page.getByRole('navigation', { name: 'Mobile navigation' });

  async expectShown() {
    await expect(this.findTeeTimes().first()).toBeVisible();
    await expect(this.page.getByRole('link', { name: 'Book Your Tee Time Today' })).toBeVisible();
    await expect(this.page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(this.page.getByRole('link', { name: 'One-Click Booking' })).toBeVisible();
  }
}
