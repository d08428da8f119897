import { createHash } from 'node:crypto';
import { type OidcProviderName } from './oidc-settings.js';

interface SandboxAccount {
  email: string;
  name: string;
}

/**
 * The golfers who signed in at one provider. The sub is derived from provider and email: the same
 * email is the same account (even after a restart), and at another provider another account.
 */
export class OidcAccounts {
  private readonly bySub = new Map<string, SandboxAccount>();

  constructor(private readonly provider: OidcProviderName) {}

  /** Returns the account's sub. */
  signIn(email: string, name: string): string {
    const normalised = email.toLowerCase();
    const hash = createHash('sha256').update(`${this.provider}:${normalised}`).digest('hex');
    const sub = hash.slice(0, 24);
    this.bySub.set(sub, { email: normalised, name });
    return sub;
  }

  /** What the id token and userinfo say about the account, as Google says it. */
  claims(sub: string): Record<string, unknown> | undefined {
    const account = this.bySub.get(sub);
    if (!account) return undefined;
    const { email, name } = account;
    return { sub, email, email_verified: true, name, given_name: name.split(/\s+/)[0] };
  }
}
