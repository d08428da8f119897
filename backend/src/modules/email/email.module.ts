import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { EmailProviderModule } from '../../providers/email/email.module.js';
import { EmailRepository } from './email.repository.js';
import { EmailService } from './email.service.js';
import { SesEventsController, SNS_VERIFIER } from './ses-events.controller.js';
import { SnsNotificationVerifier } from './sns-notification.verifier.js';

async function fetchPem(url: string): Promise<string> {
  const answer = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!answer.ok) throw new Error(`certificate ${url}: ${answer.status}`);
  return answer.text();
}

/** Sending email (SES) and following its delivery: EmailService is what other modules call. */
@Module({
  imports: [EmailProviderModule],
  controllers: [SesEventsController],
  providers: [
    EmailRepository,
    EmailService,
    {
      provide: SNS_VERIFIER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new SnsNotificationVerifier(new RegExp(config.SES_EVENTS_CERT_URLS), fetchPem),
    },
  ],
  exports: [EmailService],
})
export class EmailModule {}
