import { Injectable } from '@nestjs/common';
import { type EmailAttempt, type EmailType, errorCodes, type Language } from '@teewatch/contracts';
import { AppError } from '../../infra/http/app-error.js';
import { isUuid } from '../../infra/http/uuid.js';
import { ContactsService } from '../contacts/contacts.service.js';
import { EmailService, ONE_TIME_LINK_EMAILS, toEmailAttempt } from '../email/email.service.js';
import { type Owner } from '../../infra/owners/owner.js';

/**
 * What the email status panel may do. Resending goes only where the original went, or to one of
 * the caller's own verified addresses (docs/decisions.md,
 * "Nobody can make TeeWatch message a stranger").
 */
@Injectable()
export class EmailStatusService {
  constructor(
    private readonly email: EmailService,
    private readonly contacts: ContactsService,
  ) {}

  recent(owner: Owner): Promise<EmailAttempt[]> {
    return this.email.recent(owner, 10);
  }

  async status(owner: Owner, id: string): Promise<EmailAttempt> {
    const attempt = isUuid(id) ? await this.email.findOwned(owner, id) : undefined;
    if (!attempt) throw emailNotFound();
    return toEmailAttempt(attempt);
  }

  async resend(owner: Owner, type: EmailType, to: string): Promise<string> {
    const original = await this.resendable(owner, type, to);
    return this.sent(await this.email.resendAttempt(original, to, owner));
  }

  async sendAlternative(
    owner: Owner,
    type: EmailType,
    originalTo: string,
    alternative: string,
    language?: Language,
  ): Promise<string> {
    const original = await this.resendable(owner, type, originalTo);
    if (!(await this.contacts.isVerified(owner, 'email', alternative))) {
      await this.contacts.add(owner, { kind: 'email', value: alternative, language });
      throw new AppError(
        409,
        errorCodes.contactNotVerified,
        `We sent a confirmation link to ${alternative}. Confirm it, then send again.`,
        [{ field: 'email', message: 'not confirmed yet' }],
      );
    }
    return this.sent(await this.email.resendAttempt(original, alternative, owner));
  }

  private async resendable(owner: Owner, type: EmailType, to: string) {
    if (ONE_TIME_LINK_EMAILS.has(type)) {
      throw new AppError(
        409,
        errorCodes.linkNotResendable,
        'That email held a one-time link, which is never sent twice. Please request a new one.',
        [{ field: 'type', message: 'one-time link emails are not resent' }],
      );
    }
    const original = await this.email.latestOfType(owner, type, to);
    if (!original) throw emailNotFound();
    return original;
  }

  private sent(result: { id: string; status: string }): string {
    if (result.status !== 'sent') {
      throw new AppError(
        503,
        errorCodes.providerUnavailable,
        'The email could not be sent just now. Please try again.',
      );
    }
    return result.id;
  }
}

function emailNotFound(): AppError {
  return new AppError(404, errorCodes.emailNotFound, 'No such email was sent to you.');
}
