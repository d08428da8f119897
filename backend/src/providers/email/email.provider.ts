/** One email as TeeWatch composes it; the provider adds the sender and the event tags. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** An https or mailto unsubscribe target; sent as List-Unsubscribe (RFC 2369 and 8058). */
  unsubscribeUrl?: string;
  /** Tags the delivery events carry back, such as the email type. */
  tags?: Record<string, string>;
  /** Files sent with it, such as a booking's calendar file. */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  fileName: string;
  contentType: string;
  content: string;
}

export type EmailSendResult =
  | { status: 'sent'; messageId: string }
  /** Throttled or failing for now: worth trying again later. */
  | { status: 'retry'; reason: string }
  /** Refused for good (bad address, rejected content, account not allowed to send). */
  | { status: 'failed'; reason: string };

export interface EmailProvider {
  send(email: OutgoingEmail): Promise<EmailSendResult>;
}

export const EMAIL_PROVIDER = Symbol('EMAIL_PROVIDER');
