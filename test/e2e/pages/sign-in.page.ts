import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { eventually, received } from '../support/sandbox';
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

  /**
   * A new account, signed up and confirmed from its email: ends on the dashboard. A browser that
   * passed the gate already (a friend's invitation) goes straight to the form.
   */
  async signUpConfirmed(
    request: APIRequestContext,
    name: string,
    email: string,
    { passGate = true } = {},
  ) {
    if (passGate) await this.enterApp('/signup');
    else await this.page.goto('/signup');
    await this.page.getByRole('textbox', { name: 'Name' }).fill(name);
    await this.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await this.page.getByLabel(/^Password/).fill('fairway-birdie-42');
    await this.page.getByLabel(/^Confirm Password/).fill('fairway-birdie-42');
    await this.page.getByRole('button', { name: 'Create Account' }).click();
    const confirmation = await eventually(async () =>
      (await received(request)).emails.find(
        (mail) => mail.to.includes(email) && /Confirm/.test(mail.subject),
      ),
    );
    await this.page.goto(/http\S+\/auth\/verify-email\S*/.exec(confirmation.text!)![0]);
    await expect(this.dashboardHeading()).toBeVisible();
  }

  /** The signed-in page's own bearer token, for calls a test makes as that golfer. */
  async sessionToken(): Promise<string> {
    return this.page.evaluate(
      () => JSON.parse(window.localStorage.getItem('teewatch:session')!).token as string,
    );
  }

  /** "Welcome, Pat!" for an account made minutes ago, "Welcome back, Pat!" after. */
  readonly dashboardHeading = () => this.page.getByText(/^Welcome(?: back)?, /);
  readonly errorAlert = () => this.page.getByRole('alert');
}
