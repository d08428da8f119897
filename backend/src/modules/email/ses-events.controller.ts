import { Body, Controller, HttpCode, Inject, Logger, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { errorCodes } from '@teewatch/contracts';
import { AppError } from '../../infra/http/app-error.js';
import { Public } from '../../infra/http/public.decorator.js';
import { EmailService, type SesEvent } from './email.service.js';
import { snsMessageSchema, SnsNotificationVerifier } from './sns-notification.verifier.js';

export const SNS_VERIFIER = Symbol('SNS_VERIFIER');

/**
 * SES delivery events, as the SNS topic of the configuration set's event destination posts them
 * (HTTP subscription, text/plain JSON). Only messages whose signature checks out are applied.
 */
@ApiExcludeController()
@Controller('webhooks/ses-events')
export class SesEventsController {
  private readonly logger = new Logger(SesEventsController.name);

  constructor(
    private readonly email: EmailService,
    @Inject(SNS_VERIFIER) private readonly verifier: SnsNotificationVerifier,
  ) {}

  @Post()
  @Public()
  @HttpCode(204)
  async receive(@Body() body: unknown): Promise<void> {
    const parsed = snsMessageSchema.safeParse(typeof body === 'string' ? safeJson(body) : body);
    if (!parsed.success) throw forged('not an SNS message');
    const message = parsed.data;
    if (!(await this.verifier.verify(message))) throw forged('signature does not verify');

    if (message.Type === 'SubscriptionConfirmation' && message.SubscribeURL) {
      // Confirming is what makes SNS start sending; the URL was signed, so it is SNS's own.
      const answer = await fetch(message.SubscribeURL);
      this.logger.log(`Confirmed SNS subscription to ${message.TopicArn}: ${answer.status}`);
      return;
    }
    if (message.Type !== 'Notification') return;
    const event = safeJson(message.Message) as SesEvent | undefined;
    if (!event?.eventType || !event.mail?.messageId) return;
    await this.email.applyEvent(event);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function forged(reason: string): AppError {
  return new AppError(403, errorCodes.invalidSignature, `Refused: ${reason}.`);
}
