import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { SMS_PROVIDER } from './sms.provider.js';
import { SnsSmsProvider } from './sns.provider.js';

@Global()
@Module({
  providers: [
    {
      provide: SMS_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new SnsSmsProvider({
          region: config.AWS_REGION,
          endpoint: config.SNS_ENDPOINT,
          senderId: config.SMS_SENDER_ID,
        }),
    },
  ],
  exports: [SMS_PROVIDER],
})
export class SmsProviderModule {}
