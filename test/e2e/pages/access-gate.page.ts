import { expect, type Page } from '@playwright/test';

/** The private-beta gate as a golfer sees it. */
export class AccessGatePage {
  constructor(private readonly page: Page) {}

  readonly title = () => this.page.getByRole('heading', { name: 'Private Access' });
  readonly codeField = () => this.page.getByLabel('Access Code');
  readonly validateButton = () => this.page.getByRole('button', { name: 'Validate Access' });
  readonly continueButton = () => this.page.getByRole('button', { name: 'Continue' });
  readonly toast = (title: string) => this.page.getByRole('status').filter({ hasText: title });

  async open(path = '/') {
    await this.page.goto(path);
  }

  async enter(code: string) {
    await this.codeField().fill(code);
    await this.codeField().press('Enter');
  }

  async expectShown() {
    await expect(this.title()).toBeVisible();
    await expect(this.codeField()).toBeVisible();
  }
}
