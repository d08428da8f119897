import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { EMAIL_PROVIDER } from './email.provider.js';
import { SesEmailProvider } from './ses.provider.js';

@Global()
@Module({
  providers: [
    {
      provide: EMAIL_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new SesEmailProvider({
          region: config.AWS_REGION,
          endpoint: config.SES_ENDPOINT,
          fromAddress: config.SES_FROM_ADDRESS,
          configurationSet: config.SES_CONFIGURATION_SET,
        }),
    },
  ],
  exports: [EMAIL_PROVIDER],
})
export class EmailProviderModule {}
