import { type Page } from '@playwright/test';
import { AccessGatePage } from './access-gate.page';

/** Passing the gate, then the sign-in screens as a golfer sees them. */
export class SignInPages {
  constructor(private readonly page: Page) {}

  async enterApp(path: string) {
    const gate = new AccessGatePage(this.page);
    await gate.open(path);
    await gate.enter('E2E-BETA-CODE');
    await gate.continueButton().click();
  }

  async signInWithPassword(email: string, password: string) {
    await this.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await this.page.getByLabel(/^Password/).fill(password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }

  readonly dashboardHeading = () => this.page.getByText(/^Welcome back, /);
  readonly errorAlert = () => this.page.getByRole('alert');
}
