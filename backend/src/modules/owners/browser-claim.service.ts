import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { type SignedInEvent, SignInEvents } from '../auth/sign-in-events.js';
import { ContactsService } from '../contacts/contacts.service.js';
import { UsersService } from '../users/users.service.js';
import { BrowserClaimRepository } from './browser-claim.repository.js';

/**
 * Signing in moves the browser's alerts, push subscriptions, contacts, settings and message
 * history to the account; the account's own sign-in address becomes a verified contact
 * (docs/decisions.md, "Signing in moves a browser's things to the account").
 */
@Injectable()
export class BrowserClaimService implements OnModuleInit {
  private readonly logger = new Logger(BrowserClaimService.name);

  constructor(
    private readonly events: SignInEvents,
    private readonly repository: BrowserClaimRepository,
    private readonly users: UsersService,
    private readonly contacts: ContactsService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe((event) => this.claim(event));
  }

  async claim({ userId, grantId }: SignedInEvent): Promise<void> {
    if (grantId) {
      const moved = await this.repository.claim(grantId, userId);
      if (moved.alerts > 0) this.logger.log(`Moved ${moved.alerts} alerts to account ${userId}`);
    }
    const user = await this.users.describeById(userId);
    if (user) await this.contacts.addVerifiedEmail({ userId, grantId: null }, user.email);
  }
}
