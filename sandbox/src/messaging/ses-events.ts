import { randomUUID } from 'node:crypto';
import {
  type MessagingContext,
  type SesEventType,
  type StoredEmail,
  type StoredEmailEvent,
} from './messaging-context.js';
import { bareAddress } from './ses-mail.js';
import { type SnsNotification, notificationStringToSign } from './sns-signature.js';

/** Where the signing certificate and the unsubscribe link live, for one sandbox origin. */
export interface SesEventUrls {
  origin: string;
}

/**
 * Plays what SES does after accepting a message: a Send event at once, then per recipient a
 * Delivery or a Bounce after the configured delay, and a Complaint one delay later for complaint@.
 * Each event is recorded on the email and, when a webhook is configured, POSTed to it as the SNS
 * notification a configuration set's SNS event destination would send.
 */
export function playDeliveryEvents(
  context: MessagingContext,
  email: StoredEmail,
  urls: SesEventUrls,
): void {
  const delay = context.sesEventDelayMs;
  const addresses = (outcomes: string[]): string[] =>
    email.recipients.filter((r) => outcomes.includes(r.outcome)).map((r) => r.address);
  const delivered = addresses(['delivered', 'complaint', 'auto-reply']);
  const bounced = addresses(['bounced']);
  const suppressed = addresses(['suppressed']);
  const complained = addresses(['complaint']);

  // The outcomes are scheduled from the Send's own turn, so no timer order can record a Bounce
  // before its Send (it once did in a loaded test run).
  context.scheduler.after(0, () => {
    context.scheduler.after(delay, async () => {
      const pending: Promise<void>[] = [];
      if (delivered.length > 0) {
        pending.push(emit(context, email, urls, 'Delivery', delivered, null));
      }
      if (bounced.length > 0) {
        pending.push(emit(context, email, urls, 'Bounce', bounced, 'Permanent/General'));
      }
      if (suppressed.length > 0) {
        pending.push(
          emit(context, email, urls, 'Bounce', suppressed, 'Permanent/OnAccountSuppressionList'),
        );
      }
      await Promise.all(pending);
    });
    if (complained.length > 0) {
      context.scheduler.after(2 * delay, () =>
        emit(context, email, urls, 'Complaint', complained, 'abuse'),
      );
    }
    return emit(
      context,
      email,
      urls,
      'Send',
      email.recipients.map((r) => r.address),
      null,
    );
  });
}

async function emit(
  context: MessagingContext,
  email: StoredEmail,
  urls: SesEventUrls,
  type: SesEventType,
  recipients: string[],
  detail: string | null,
): Promise<void> {
  const at = context.isoNow();
  const event: StoredEmailEvent = { type, at, recipients, detail, notification: 'pending' };
  email.events.push(event);
  email.status = statusAfter(email);
  if (!context.sesEventsWebhook) {
    event.notification = 'not sent: SANDBOX_SES_EVENTS_WEBHOOK is not set';
    return;
  }
  if (!context.sesEventsSubscribed) {
    event.notification = 'not sent: the webhook unsubscribed (UnsubscribeURL)';
    return;
  }
  const message = JSON.stringify(sesEventMessage(context, email, event));
  const notification = signedNotification(context, message, at, urls);
  event.notification = await postNotification(context, context.sesEventsWebhook, notification);
}

function statusAfter(email: StoredEmail): StoredEmail['status'] {
  const types = new Set(email.events.map((event) => event.type));
  if (types.has('Complaint')) return 'complained';
  if (types.has('Delivery')) return 'delivered';
  if (types.has('Bounce')) return 'bounced';
  return 'sent';
}

/** The event record SES publishes for a configuration set (the SNS notification's Message). */
export function sesEventMessage(
  context: MessagingContext,
  email: StoredEmail,
  event: StoredEmailEvent,
): Record<string, unknown> {
  const fromAddress = bareAddress(email.from);
  const tags: Record<string, string[]> = {
    'ses:operation': [email.api.endsWith('SendRawEmail') ? 'SendRawEmail' : 'SendEmail'],
    'ses:source-ip': ['127.0.0.1'],
    'ses:from-domain': [fromAddress.split('@')[1] ?? ''],
    'ses:caller-identity': ['sandbox'],
  };
  if (email.configurationSet) tags['ses:configuration-set'] = [email.configurationSet];
  for (const [name, value] of Object.entries(email.tags)) tags[name] = [value];

  const mail = {
    timestamp: email.receivedAt,
    source: email.from,
    sourceArn: `arn:aws:ses:us-east-1:000000000000:identity/${fromAddress.split('@')[1] ?? fromAddress}`,
    sendingAccountId: '000000000000',
    messageId: email.id,
    destination: email.recipients.map((r) => r.address),
    headersTruncated: false,
    headers: email.headers,
    commonHeaders: {
      from: [email.from],
      ...(email.replyTo.length > 0 ? { replyTo: email.replyTo } : {}),
      to: email.to,
      ...(email.cc.length > 0 ? { cc: email.cc } : {}),
      messageId: email.id,
      subject: email.subject,
    },
    tags,
  };
  const feedbackId = `${email.id.slice(0, 16)}-${randomUUID()}-000000`;
  switch (event.type) {
    case 'Send':
      return { eventType: 'Send', mail, send: {} };
    case 'Delivery':
      return {
        eventType: 'Delivery',
        mail,
        delivery: {
          timestamp: event.at,
          processingTimeMillis: Date.parse(event.at) - Date.parse(email.receivedAt),
          recipients: event.recipients,
          smtpResponse: '250 2.6.0 Message received',
          reportingMTA: 'a8-70.smtp-out.amazonses.com',
          remoteMtaIp: '127.0.0.1',
        },
      };
    case 'Bounce': {
      const [bounceType = 'Permanent', bounceSubType = 'General'] = (event.detail ?? '').split('/');
      const suppressed = bounceSubType === 'OnAccountSuppressionList';
      return {
        eventType: 'Bounce',
        mail,
        bounce: {
          feedbackId,
          bounceType,
          bounceSubType,
          bouncedRecipients: event.recipients.map((emailAddress) =>
            suppressed
              ? {
                  emailAddress,
                  action: 'failed',
                  diagnosticCode:
                    'Amazon SES did not send the message to this address because it is on the suppression list for your account.',
                }
              : {
                  emailAddress,
                  action: 'failed',
                  status: '5.1.1',
                  diagnosticCode: 'smtp; 550 5.1.1 user unknown',
                },
          ),
          timestamp: event.at,
          reportingMTA: 'dns; amazonses.com',
        },
      };
    }
    case 'Complaint':
      return {
        eventType: 'Complaint',
        mail,
        complaint: {
          feedbackId,
          complaintSubType: null,
          complainedRecipients: event.recipients.map((emailAddress) => ({ emailAddress })),
          timestamp: event.at,
          userAgent: 'Amazon SES Mailbox Simulator',
          complaintFeedbackType: event.detail ?? 'abuse',
          arrivalDate: email.receivedAt,
        },
      };
  }
}

function signedNotification(
  context: MessagingContext,
  message: string,
  timestamp: string,
  urls: SesEventUrls,
): SnsNotification {
  const signer = context.snsSigner;
  const unsigned = {
    Type: 'Notification' as const,
    MessageId: randomUUID(),
    TopicArn: context.sesEventsTopicArn,
    Message: message,
    Timestamp: timestamp,
  };
  const version = context.sesSignatureVersion;
  return {
    ...unsigned,
    SignatureVersion: version,
    Signature: signer.sign(notificationStringToSign(unsigned), version),
    SigningCertURL: `${urls.origin}/ses/${signer.certificateFileName}`,
    UnsubscribeURL: `${urls.origin}/ses/unsubscribe?SubscriptionArn=${encodeURIComponent(subscriptionArn(context))}`,
  };
}

export function subscriptionArn(context: MessagingContext): string {
  return `${context.sesEventsTopicArn}:00000000-0000-4000-8000-000000000001`;
}

const SNS_RETRY_DELAY_MS = 20_000;

/**
 * POSTs as SNS does (text/plain JSON body, x-amz-sns-* headers), retrying an error or a refusal
 * as SNS's default HTTP(S) delivery policy does: three retries, 20 s apart.
 */
async function postNotification(
  context: MessagingContext,
  webhook: string,
  notification: SnsNotification,
): Promise<string> {
  const attempts = 4;
  let outcome = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await context.fetch(webhook, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain; charset=UTF-8',
          'user-agent': 'Amazon Simple Notification Service Agent',
          'x-amz-sns-message-type': notification.Type,
          'x-amz-sns-message-id': notification.MessageId,
          'x-amz-sns-topic-arn': notification.TopicArn,
          'x-amz-sns-subscription-arn': subscriptionArn(context),
        },
        body: JSON.stringify(notification),
        signal: AbortSignal.any([context.scheduler.signal, AbortSignal.timeout(15_000)]),
      });
      await response.body?.cancel();
      outcome = `HTTP ${response.status}`;
      if (response.ok) return `sent: ${outcome}`;
    } catch (error) {
      if (context.scheduler.signal.aborted) return 'not sent: cancelled';
      const cause = (error as { cause?: { code?: string } }).cause;
      outcome = cause?.code ?? (error instanceof Error ? error.message : String(error));
    }
    if (attempt < attempts && !(await context.scheduler.sleep(SNS_RETRY_DELAY_MS))) {
      return 'not sent: cancelled';
    }
  }
  return `failed after ${attempts} tries: ${outcome}`;
}
