import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { type EmailType } from '@teewatch/contracts';
import { EmailService } from '../email/email.service.js';
import { type AuthEmail } from './auth-emails.js';

export interface AuthEmailDelivery {
  to: string;
  type: Extract<EmailType, 'magic_link' | 'email_confirmation' | 'password_reset'>;
  email: AuthEmail;
  userId?: string;
}

/**
 * Sends sign-in emails without holding up the answer: whether an email goes out (a reset for a
 * known address) or not (an unknown one) must not show in how long the request takes. Failures
 * are logged; pending sends finish before the process stops.
 */
@Injectable()
export class AuthMailer implements BeforeApplicationShutdown {
  private readonly logger = new Logger(AuthMailer.name);
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly emails: EmailService) {}

  dispatch(delivery: AuthEmailDelivery): void {
    const sending = this.send(delivery).finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async send({ to, type, email, userId }: AuthEmailDelivery): Promise<void> {
    try {
      const result = await this.emails.send({ to, type, ...email, userId: userId ?? null });
      if (result.status !== 'sent') {
        this.logger.warn(
          `The ${type} email ${result.id} was not sent: ${result.detail ?? result.status}`,
        );
      }
    } catch (error) {
      this.logger.error({ err: error }, `The ${type} email could not be sent`);
    }
  }
}
