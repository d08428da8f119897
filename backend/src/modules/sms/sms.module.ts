import { Module } from '@nestjs/common';
import { SmsProviderModule } from '../../providers/sms/sms.module.js';
import { SmsRepository } from './sms.repository.js';
import { SmsService } from './sms.service.js';

@Module({
  imports: [SmsProviderModule],
  providers: [SmsRepository, SmsService],
  exports: [SmsService],
})
export class SmsModule {}
