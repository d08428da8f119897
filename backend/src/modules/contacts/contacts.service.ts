import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type AddContactRequest,
  type Contact,
  type ContactKind,
  errorCodes,
  type Language,
} from '@teewatch/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { type ContactRow } from '../../db/schema/index.js';
import { AppError } from '../../infra/http/app-error.js';
import { isUuid } from '../../infra/http/uuid.js';
import { EmailService } from '../email/email.service.js';
import { type Owner } from '../../infra/owners/owner.js';
import { SmsService } from '../sms/sms.service.js';
import { UsersService } from '../users/users.service.js';
import { ContactsRepository } from './contacts.repository.js';
import { contactVerificationEmail, verificationCodeSms } from './contact-messages.js';
import { hashSecretToken, newSecretToken } from '../../infra/crypto/secret-tokens.js';

const EMAIL_LINK_HOURS = 24;
const PHONE_CODE_MINUTES = 10;
const PHONE_CODE_GUESSES = 5;
/** Enough for a golfer's own addresses and phones; a wall against using TeeWatch to spam. */
const CONTACTS_PER_OWNER = 6;

/**
 * Email addresses and phone numbers a golfer is told on. An address is verified by a link, a phone
 * by a 6-digit code; until then only the verification itself is sent there (docs/decisions.md,
 * "Nobody can make TeeWatch message a stranger").
 */
@Injectable()
export class ContactsService {
  constructor(
    private readonly repository: ContactsRepository,
    private readonly email: EmailService,
    private readonly sms: SmsService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(owner: Owner): Promise<Contact[]> {
    return (await this.repository.list(owner)).map(toContact);
  }

  /**
   * Adds a contact (or finds it again) and sends its verification unless already verified, in
   * the language the request names (the account's otherwise).
   */
  async add(owner: Owner, request: AddContactRequest, now = new Date()): Promise<Contact> {
    let contact = await this.repository.findByValue(owner, request.kind, request.value);
    if (!contact) {
      if ((await this.repository.list(owner)).length >= CONTACTS_PER_OWNER) {
        throw new AppError(
          400,
          errorCodes.validationFailed,
          'You have added the most contacts allowed. Remove one first.',
          [{ field: 'value', message: `at most ${CONTACTS_PER_OWNER} contacts` }],
        );
      }
      contact = await this.repository.create(owner, request.kind, request.value);
    }
    if (!contact.verifiedAt) {
      const language = request.language ?? (await this.users.languageOf(owner));
      await this.challenge(owner, contact, language, now);
    }
    return toContact(contact);
  }

  /** The 6-digit code a phone received. Five wrong guesses end the code. */
  async verifyCode(owner: Owner, id: string, code: string, now = new Date()): Promise<Contact> {
    const contact = await this.owned(owner, id);
    if (contact.verifiedAt) return toContact(contact);
    const attempts = await this.repository.countAttempt(contact.id);
    const verified =
      attempts <= PHONE_CODE_GUESSES
        ? await this.repository.verifyByHash(hashSecretToken(`${contact.id}:${code}`), now)
        : undefined;
    if (!verified) {
      throw new AppError(
        400,
        errorCodes.verificationFailed,
        'That code is wrong or has expired. Request a new one.',
        [{ field: 'code', message: 'wrong or expired code' }],
      );
    }
    return toContact(verified);
  }

  /** The emailed link: answers whether it verified an address. */
  async verifyEmailToken(token: string, now = new Date()): Promise<boolean> {
    return Boolean(await this.repository.verifyByHash(hashSecretToken(token), now));
  }

  async remove(owner: Owner, id: string): Promise<void> {
    if (!isUuid(id) || (await this.repository.remove(owner, id)) === 0) throw contactNotFound();
  }

  /** Stops everything to a contact, whoever owns it; an unknown id changes nothing. */
  async unsubscribe(id: string): Promise<void> {
    if (isUuid(id)) await this.repository.removeById(id);
  }

  /** Verified email addresses and phone numbers (not opted out) of an owner. */
  async verifiedValues(owner: Owner, kind: ContactKind): Promise<{ id: string; value: string }[]> {
    return (await this.repository.verified(owner, kind)).map(({ id, value }) => ({ id, value }));
  }

  async isVerified(owner: Owner, kind: ContactKind, value: string): Promise<boolean> {
    const contact = await this.repository.findByValue(owner, kind, value);
    return Boolean(contact?.verifiedAt);
  }

  /** An account's sign-in address needs no link: signing in proved it. */
  async addVerifiedEmail(owner: Owner, email: string): Promise<void> {
    if (!(await this.repository.findByValue(owner, 'email', email))) {
      await this.repository.createVerified(owner, 'email', email);
    }
  }

  markOptedOut(id: string): Promise<void> {
    return this.repository.markOptedOut(id);
  }

  private async challenge(
    owner: Owner,
    contact: ContactRow,
    language: Language,
    now: Date,
  ): Promise<void> {
    if (contact.kind === 'email') {
      const token = newSecretToken();
      await this.repository.setChallenge(
        contact.id,
        hashSecretToken(token),
        new Date(now.getTime() + EMAIL_LINK_HOURS * 3_600_000),
      );
      const link = `${this.config.APP_ORIGIN}/api/contacts/verify-email?token=${token}`;
      const result = await this.email.send({
        to: contact.value,
        type: 'contact_verification',
        ...contactVerificationEmail(link, EMAIL_LINK_HOURS, language),
        userId: owner.userId,
        grantId: owner.grantId,
      });
      if (result.status !== 'sent') throw unavailable('email');
      return;
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.repository.setChallenge(
      contact.id,
      hashSecretToken(`${contact.id}:${code}`),
      new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000),
    );
    const outcome = await this.sms.send(owner, {
      to: contact.value,
      kind: 'verification_code',
      body: verificationCodeSms(code, PHONE_CODE_MINUTES, language),
    });
    if (outcome.status === 'opted_out') {
      await this.repository.markOptedOut(contact.id);
      throw new AppError(
        409,
        errorCodes.contactNotVerified,
        'This number replied STOP to TeeWatch. Text START to it to opt back in, then try again.',
      );
    }
    if (outcome.status === 'capped') {
      throw new AppError(
        429,
        errorCodes.smsDailyCapReached,
        "You have reached today's text message limit. Try again tomorrow.",
      );
    }
    if (outcome.status !== 'sent') throw unavailable('text message');
  }

  private async owned(owner: Owner, id: string): Promise<ContactRow> {
    const contact = isUuid(id) ? await this.repository.find(owner, id) : undefined;
    if (!contact) throw contactNotFound();
    return contact;
  }
}

function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    kind: row.kind as ContactKind,
    value: row.value,
    verified: row.verifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

function contactNotFound(): AppError {
  return new AppError(404, errorCodes.contactNotFound, 'No such contact.');
}

function unavailable(what: string): AppError {
  return new AppError(
    503,
    errorCodes.providerUnavailable,
    `The ${what} could not be sent just now. Please try again.`,
  );
}
