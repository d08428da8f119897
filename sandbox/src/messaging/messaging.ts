import { type StandIn } from '../stand-in.js';
import { MessagingContext, type MessagingOptions, defaultTopicArn } from './messaging-context.js';
import { messagesPageStandIn } from './messages-page.stand-in.js';
import { pushStandIn } from './push.stand-in.js';
import { sesStandIn } from './ses.stand-in.js';
import { snsStandIn } from './sns.stand-in.js';

/**
 * Amazon SES, Amazon SNS (SMS), a web push service and the page that shows what they received,
 * sharing one context.
 */
export function createMessagingStandIns(options: MessagingOptions = {}): StandIn[] {
  return messagingStandIns(new MessagingContext(options));
}

/** The messaging stand-ins over a given context (tests keep a hand on it). */
export function messagingStandIns(context: MessagingContext): StandIn[] {
  return [
    sesStandIn(context),
    snsStandIn(context),
    pushStandIn(context),
    messagesPageStandIn(context),
  ];
}

/**
 * Reads SANDBOX_SES_EVENTS_WEBHOOK (URL; unset: no callbacks), SANDBOX_SES_EVENTS_DELAY_MS
 * (default 500), SANDBOX_SES_EVENTS_TOPIC_ARN, SANDBOX_SES_EVENTS_SIGNATURE_VERSION (1 or 2,
 * default 2) and SANDBOX_PUBLIC_URL (the sandbox's origin as callers reach it; default: each
 * request's), adding a line to `problems` for each bad value.
 */
export function readMessagingSettings(
  env: NodeJS.ProcessEnv,
  problems: string[],
): MessagingOptions {
  const options: MessagingOptions = {};
  const webhook = env.SANDBOX_SES_EVENTS_WEBHOOK;
  if (webhook) {
    if (isHttpUrl(webhook)) options.sesEventsWebhook = webhook;
    else problems.push(`SANDBOX_SES_EVENTS_WEBHOOK: "${webhook}" is not an http(s) URL`);
  }
  const delayText = env.SANDBOX_SES_EVENTS_DELAY_MS || '500';
  if (/^\d+$/.test(delayText) && Number(delayText) <= 600_000) {
    options.sesEventDelayMs = Number(delayText);
  } else {
    problems.push(
      `SANDBOX_SES_EVENTS_DELAY_MS: "${delayText}" is not a number of milliseconds (0-600000)`,
    );
  }
  const topicArn = env.SANDBOX_SES_EVENTS_TOPIC_ARN || defaultTopicArn;
  if (/^arn:aws:sns:[a-z0-9-]+:\d{12}:[A-Za-z0-9_-]{1,256}$/.test(topicArn)) {
    options.sesEventsTopicArn = topicArn;
  } else {
    problems.push(`SANDBOX_SES_EVENTS_TOPIC_ARN: "${topicArn}" is not an SNS topic ARN`);
  }
  const version = env.SANDBOX_SES_EVENTS_SIGNATURE_VERSION || '2';
  if (version === '1' || version === '2') options.sesSignatureVersion = version;
  else problems.push(`SANDBOX_SES_EVENTS_SIGNATURE_VERSION: "${version}" is not 1 or 2`);
  const publicUrl = env.SANDBOX_PUBLIC_URL;
  if (publicUrl) {
    if (isHttpUrl(publicUrl) && new URL(publicUrl).pathname === '/') options.publicUrl = publicUrl;
    else
      problems.push(
        `SANDBOX_PUBLIC_URL: "${publicUrl}" is not an http(s) origin such as http://127.0.0.1:4000`,
      );
  }
  return options;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
