import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ContactsModule } from '../contacts/contacts.module.js';
import { UsersModule } from '../users/users.module.js';
import { BrowserClaimRepository } from './browser-claim.repository.js';
import { BrowserClaimService } from './browser-claim.service.js';

/** Who owns a golfer's things, and moving them from a browser to its account at sign-in. */
@Module({
  imports: [AuthModule, UsersModule, ContactsModule],
  providers: [BrowserClaimRepository, BrowserClaimService],
})
export class OwnersModule {}
