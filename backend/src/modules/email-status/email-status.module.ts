import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module.js';
import { EmailModule } from '../email/email.module.js';
import { EmailStatusController } from './email-status.controller.js';
import { EmailStatusService } from './email-status.service.js';

@Module({
  imports: [EmailModule, ContactsModule],
  controllers: [EmailStatusController],
  providers: [EmailStatusService],
})
export class EmailStatusModule {}
