import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { PUSH_PROVIDER } from './push.provider.js';
import { WebPushProvider } from './web-push.provider.js';

@Global()
@Module({
  providers: [
    {
      provide: PUSH_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new WebPushProvider({
          publicKey: config.VAPID_PUBLIC_KEY,
          privateKey: config.VAPID_PRIVATE_KEY,
          subject: config.VAPID_SUBJECT,
          caCertFile: config.PUSH_CA_CERT_FILE || undefined,
        }),
    },
  ],
  exports: [PUSH_PROVIDER],
})
export class PushModule {}
