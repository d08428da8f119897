import { Module } from '@nestjs/common';
import { EmailModule } from '../email/email.module.js';
import { UsersModule } from '../users/users.module.js';
import { SmsModule } from '../sms/sms.module.js';
import { ContactsController } from './contacts.controller.js';
import { ContactsRepository } from './contacts.repository.js';
import { ContactsService } from './contacts.service.js';

@Module({
  imports: [EmailModule, SmsModule, UsersModule],
  controllers: [ContactsController],
  providers: [ContactsRepository, ContactsService],
  exports: [ContactsService],
})
export class ContactsModule {}
