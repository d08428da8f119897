import { Inject, Injectable, Logger } from '@nestjs/common';
import { type EmailAttempt, type EmailAttemptStatus, type EmailType } from '@teewatch/contracts';
import { type EmailAttemptRow } from '../../db/schema/index.js';
import { isUuid } from '../../infra/http/uuid.js';
import {
  EMAIL_PROVIDER,
  type EmailAttachment,
  type EmailProvider,
} from '../../providers/email/email.provider.js';
import { type Owner } from '../../infra/owners/owner.js';
import { EmailRepository } from './email.repository.js';

/**
 * Emails carrying a one-time link (sign-in, confirmation, reset, contact verification): their
 * body is not kept (the database would otherwise hold live tokens) and they are never resent;
 * the golfer asks for a new link instead.
 */
export const ONE_TIME_LINK_EMAILS: ReadonlySet<EmailType> = new Set([
  'magic_link',
  'email_confirmation',
  'password_reset',
  'contact_verification',
]);
const NOT_KEPT = '(not kept: this email held a one-time link)';

/** The SES message tag that names the attempt in every delivery event. */
const ATTEMPT_TAG = 'teewatch-attempt';
/** How long SES's Send event may take to arrive; its webhook normally brings it within a second. */
const SEND_EVENT_WAIT_SECONDS = 30;
/** The statuses that prove SES took a message (whatever became of it since). */
const ACCEPTED: ReadonlySet<string> = new Set(['sent', 'delivered', 'bounced']);
/** The SES message tag that names the send an attempt repeats, if any. */
const SEND_KEY_TAG = 'teewatch-send-key';

export interface SendEmailInput {
  to: string;
  type: EmailType;
  subject: string;
  html: string;
  text: string;
  /** Whose email it is: their status panel lists it. */
  userId?: string | null;
  grantId?: string | null;
  /** The alert delivery it carries, if any. */
  deliveryId?: string;
  /** Names the send, the same on a repeat, so a repeat is recognisable in SES's records. */
  idempotencyKey?: string;
  unsubscribeUrl?: string;
  attachments?: EmailAttachment[];
}

export interface SendEmailResult {
  id: string;
  /** retry: SES is throttling or unreachable; the attempt is recorded as failed with the reason. */
  status: 'sent' | 'failed' | 'retry';
  detail?: string;
}

/** The part of an SES event record TeeWatch reads (eventType and the message it is about). */
export interface SesEvent {
  eventType: string;
  mail: { messageId: string; tags?: Record<string, string[]> };
  bounce?: { bounceType?: string; bounceSubType?: string };
  complaint?: { complaintFeedbackType?: string };
  reject?: { reason?: string };
}

/**
 * Sends every TeeWatch email and keeps its record: each one is an email attempt that SES's
 * delivery events move from pending to sent, delivered, bounced or failed.
 */
@Injectable()
export class EmailService {
  private readonly logger = new Logger(EmailService.name);

  constructor(
    private readonly repository: EmailRepository,
    @Inject(EMAIL_PROVIDER) private readonly provider: EmailProvider,
  ) {}

  async send(input: SendEmailInput): Promise<SendEmailResult> {
    const owner: Owner = { userId: input.userId ?? null, grantId: input.grantId ?? null };
    const keep = !ONE_TIME_LINK_EMAILS.has(input.type);
    const attempt = await this.repository.create(owner, {
      type: input.type,
      toAddress: input.to,
      subject: input.subject,
      html: keep ? input.html : NOT_KEPT,
      text: keep ? input.text : NOT_KEPT,
      deliveryId: input.deliveryId ?? null,
    });
    return this.deliver(attempt, input);
  }

  /** The same email again, as a new attempt (to the same or another address). */
  resendAttempt(original: EmailAttemptRow, to: string, owner: Owner): Promise<SendEmailResult> {
    return this.send({
      to,
      type: original.type as EmailType,
      subject: original.subject,
      html: original.html,
      text: original.text,
      userId: owner.userId,
      grantId: owner.grantId,
    });
  }

  /**
   * Where earlier attempts at this delivery stand, so that a repeat reaches each address once.
   * SES takes no idempotency key; its Send event is the proof it took a message, so an attempt
   * with no answer and no Send event within SEND_EVENT_WAIT_SECONDS never left, and is marked
   * failed so the address gets it again (docs/delivery.md, "When a sender dies mid-send").
   */
  async earlierAttempts(
    deliveryId: string,
  ): Promise<{ accepted: Set<string>; unsettled: Set<string> }> {
    const attempts = await this.repository.earlierAttempts(deliveryId, SEND_EVENT_WAIT_SECONDS);
    const accepted = new Set<string>();
    const unsettled = new Set<string>();
    for (const attempt of attempts) {
      if (ACCEPTED.has(attempt.status)) accepted.add(attempt.toAddress);
      else if (attempt.status === 'pending' && attempt.settling) unsettled.add(attempt.toAddress);
      else if (attempt.status === 'pending') {
        await this.repository.markFailed(attempt.id, 'SES never confirmed it; sent again');
      }
    }
    for (const address of accepted) unsettled.delete(address);
    return { accepted, unsettled };
  }

  findOwned(owner: Owner, id: string) {
    return this.repository.findOwned(owner, id);
  }

  latestOfType(owner: Owner, type: EmailType, to: string) {
    return this.repository.latestOfType(owner, type, to);
  }

  async recent(owner: Owner, limit = 10): Promise<EmailAttempt[]> {
    return (await this.repository.recent(owner, limit)).map(toEmailAttempt);
  }

  /**
   * Applies one SES event (from the verified webhook). The attempt is found by the tag it was
   * sent with, because SES's first events can arrive before its SendEmail answer is recorded.
   */
  async applyEvent(event: SesEvent): Promise<void> {
    const move = statusFor(event);
    const attemptId = event.mail.tags?.[ATTEMPT_TAG]?.[0];
    if (!move || !attemptId || !isUuid(attemptId)) return;
    const moved = await this.repository.move(attemptId, move.status, move.detail);
    if (!moved) {
      this.logger.debug(`SES ${event.eventType} for ${event.mail.messageId} changed nothing`);
    }
  }

  private async deliver(attempt: EmailAttemptRow, input: SendEmailInput) {
    const result = await this.provider.send({
      to: attempt.toAddress,
      subject: input.subject,
      html: input.html,
      text: input.text,
      ...(input.unsubscribeUrl ? { unsubscribeUrl: input.unsubscribeUrl } : {}),
      ...(input.attachments ? { attachments: input.attachments } : {}),
      tags: {
        [ATTEMPT_TAG]: attempt.id,
        'teewatch-email-type': attempt.type,
        ...(input.idempotencyKey ? { [SEND_KEY_TAG]: input.idempotencyKey } : {}),
      },
    });
    if (result.status === 'sent') {
      await this.repository.markSent(attempt.id, result.messageId);
      return { id: attempt.id, status: 'sent' as const };
    }
    await this.repository.markFailed(attempt.id, result.reason);
    this.logger.warn(`Email ${attempt.id} (${attempt.type}) not sent: ${result.reason}`);
    return { id: attempt.id, status: result.status, detail: result.reason };
  }
}

function statusFor(event: SesEvent): { status: EmailAttemptStatus; detail: string | null } | null {
  switch (event.eventType) {
    case 'Send':
      return { status: 'sent', detail: null };
    case 'Delivery':
      return { status: 'delivered', detail: null };
    case 'Bounce': {
      const kind = [event.bounce?.bounceType, event.bounce?.bounceSubType].filter(Boolean);
      return { status: 'bounced', detail: kind.length > 0 ? `bounce: ${kind.join('/')}` : null };
    }
    case 'Reject':
      return { status: 'failed', detail: `rejected: ${event.reject?.reason ?? 'by SES'}` };
    case 'RenderingFailure':
      return { status: 'failed', detail: 'rendering failed' };
    default:
      return null;
  }
}

export function toEmailAttempt(row: EmailAttemptRow): EmailAttempt {
  return {
    id: row.id,
    type: row.type as EmailType,
    to: row.toAddress,
    subject: row.subject,
    status: row.status as EmailAttemptStatus,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
