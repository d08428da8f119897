import { type FastifyRequest } from 'fastify';
import { type MailHeader, type RecipientOutcome } from './ses-mail.js';
import { Scheduler } from './scheduler.js';
import { SnsSigner } from './sns-signature.js';

export type SesEventType = 'Send' | 'Delivery' | 'Bounce' | 'Complaint';

export interface StoredEmailEvent {
  type: SesEventType;
  at: string;
  recipients: string[];
  /** Bounce type and subtype, or the complaint's feedback type. */
  detail: string | null;
  /** What became of the SNS notification to SANDBOX_SES_EVENTS_WEBHOOK. */
  notification: string;
}

export type EmailStatus = 'sent' | 'delivered' | 'bounced' | 'complained';

export interface StoredAttachment {
  fileName: string;
  contentType: string;
  size: number;
  content: string | null;
}

export interface StoredEmail {
  /** The MessageId SES answered. */
  id: string;
  /** The call that sent it: `SESv2 SendEmail`, `SES SendEmail`, `SES SendRawEmail`. */
  api: string;
  receivedAt: string;
  from: string;
  replyTo: string[];
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text: string | null;
  html: string | null;
  /** The message's headers as SES would send them, custom ones (List-Unsubscribe) included. */
  headers: MailHeader[];
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
  configurationSet: string | null;
  tags: Record<string, string>;
  /** Files sent with it (SES v2 Simple content): text files keep their content. */
  attachments: StoredAttachment[];
  recipients: { address: string; outcome: RecipientOutcome }[];
  status: EmailStatus;
  /** Delivery events, oldest first. */
  events: StoredEmailEvent[];
}

export interface StoredSms {
  id: string;
  receivedAt: string;
  phoneNumber: string;
  message: string;
  /** AWS.SNS.SMS.SMSType: Transactional or Promotional (Promotional when not given, as SNS). */
  smsType: string;
  senderId: string | null;
  attributes: Record<string, string>;
  /** `delivered`, or `suppressed: opted out` (SNS accepts the publish and drops the message). */
  status: string;
}

export interface SmsReply {
  receivedAt: string;
  phoneNumber: string;
  body: string;
  /** True when the body is an opt-out keyword and the number is now opted out. */
  optedOut: boolean;
}

export interface PushSubscription {
  id: string;
  createdAt: string;
  endpoint: string;
  /** Origin of the endpoint: what the VAPID token's `aud` must be. */
  origin: string;
  /** Browser side of the subscription: P-256 private key (raw 32 bytes) and auth secret. */
  privateKey: Buffer;
  publicKey: string;
  auth: string;
  /** When set, only this VAPID key may send (the applicationServerKey given to subscribe()). */
  applicationServerKey: string | null;
  deletedAt: string | null;
  fault: { status: number; remaining: number; retryAfterSeconds: number | null } | null;
  received: number;
}

export interface StoredPushMessage {
  id: string;
  subscriptionId: string;
  receivedAt: string;
  /** The decrypted payload: parsed JSON when it is JSON, else the text; null for an empty push. */
  payload: unknown;
  payloadText: string | null;
  ttl: number;
  urgency: string;
  topic: string | null;
  vapidSubject: string;
  vapidPublicKey: string;
}

export interface RefusedPush {
  at: string;
  subscriptionId: string;
  status: number;
  reason: string;
}

export interface MessagingOptions {
  /** Where SES delivery events are POSTed as SNS notifications; null for none. */
  sesEventsWebhook?: string | null;
  /** Delay before delivery, bounce and complaint events (default 500 ms). */
  sesEventDelayMs?: number;
  sesEventsTopicArn?: string;
  sesSignatureVersion?: '1' | '2';
  /** The sandbox's origin as its callers reach it; by default each request's own origin. */
  publicUrl?: string | null;
  /**
   * Origin of the push endpoints for a request to `hostname`: the HTTPS listener's. By default
   * the request's own origin (plain HTTP), which web-push cannot send to.
   */
  pushOrigin?: (hostname: string) => string;
  /** The certificate of the HTTPS listener, served so that senders can trust it. */
  tlsCertificate?: string | null;
  now?: () => number;
  fetch?: typeof fetch;
}

export const defaultTopicArn = 'arn:aws:sns:us-east-1:000000000000:teewatch-ses-events';

/** The state SES, SNS, the push service and the messages page share. */
export class MessagingContext {
  readonly emails: StoredEmail[] = [];
  readonly sms: StoredSms[] = [];
  readonly smsReplies: SmsReply[] = [];
  readonly optedOut = new Map<string, string>();
  readonly subscriptions = new Map<string, PushSubscription>();
  readonly pushMessages: StoredPushMessage[] = [];
  readonly refusedPushes: RefusedPush[] = [];
  readonly scheduler = new Scheduler();
  /** False after someone followed a notification's UnsubscribeURL, until a reset. */
  sesEventsSubscribed = true;

  readonly sesEventsWebhook: string | null;
  readonly sesEventDelayMs: number;
  readonly sesEventsTopicArn: string;
  readonly sesSignatureVersion: '1' | '2';
  readonly tlsCertificate: string | null;
  readonly now: () => number;
  readonly fetch: typeof fetch;
  private readonly publicUrl: string | null;
  private readonly pushOriginFor: ((hostname: string) => string) | null;
  private signer: SnsSigner | null = null;

  constructor(options: MessagingOptions = {}) {
    this.sesEventsWebhook = options.sesEventsWebhook ?? null;
    this.sesEventDelayMs = options.sesEventDelayMs ?? 500;
    this.sesEventsTopicArn = options.sesEventsTopicArn ?? defaultTopicArn;
    this.sesSignatureVersion = options.sesSignatureVersion ?? '2';
    this.publicUrl = options.publicUrl ? options.publicUrl.replace(/\/+$/, '') : null;
    this.pushOriginFor = options.pushOrigin ?? null;
    this.tlsCertificate = options.tlsCertificate ?? null;
    this.now = options.now ?? Date.now;
    this.fetch = options.fetch ?? fetch;
  }

  /** Made at first use: an RSA key takes a noticeable moment, and most sandboxes in tests never sign. */
  get snsSigner(): SnsSigner {
    this.signer ??= new SnsSigner();
    return this.signer;
  }

  isoNow(): string {
    return new Date(this.now()).toISOString();
  }

  /** The sandbox's origin as the caller of this request reached it. */
  origin(request: FastifyRequest): string {
    return this.publicUrl ?? `${request.protocol}://${request.host}`;
  }

  pushOrigin(request: FastifyRequest): string {
    return this.pushOriginFor ? this.pushOriginFor(request.hostname) : this.origin(request);
  }

  /** Forgets every message, opt-out, reply and subscription, and cancels pending events. */
  reset(): void {
    this.scheduler.cancelAll();
    this.emails.length = 0;
    this.sms.length = 0;
    this.smsReplies.length = 0;
    this.optedOut.clear();
    this.subscriptions.clear();
    this.pushMessages.length = 0;
    this.refusedPushes.length = 0;
    this.sesEventsSubscribed = true;
  }
}
