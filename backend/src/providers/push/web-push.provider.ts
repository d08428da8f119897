import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import webPush, { WebPushError } from 'web-push';
import {
  type PushMessage,
  type PushProvider,
  type PushResult,
  type PushTarget,
} from './push.provider.js';

export interface WebPushSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** PEM file of an extra certificate authority (a private push service such as the sandbox's). */
  caCertFile?: string;
}

/** Web push through the `web-push` library: VAPID-signed, aes128gcm-encrypted, Urgency high. */
export class WebPushProvider implements PushProvider {
  readonly enabled: boolean;
  readonly publicKey: string;
  private readonly agent?: Agent;

  constructor(private readonly settings: WebPushSettings) {
    this.enabled = Boolean(settings.publicKey && settings.privateKey);
    this.publicKey = settings.publicKey;
    if (settings.caCertFile) this.agent = new Agent({ ca: readFileSync(settings.caCertFile) });
  }

  async send(
    target: PushTarget,
    message: PushMessage,
    options: { topic: string; ttlSeconds: number },
  ): Promise<PushResult> {
    try {
      await webPush.sendNotification(target, JSON.stringify(message), {
        vapidDetails: {
          subject: this.settings.subject,
          publicKey: this.settings.publicKey,
          privateKey: this.settings.privateKey,
        },
        TTL: options.ttlSeconds,
        urgency: 'high',
        topic: options.topic,
        // Bounded, so a send always ends well inside a delivery's claim (docs/delivery.md).
        timeout: 8_000,
        ...(this.agent ? { agent: this.agent } : {}),
      });
      return { status: 'sent' };
    } catch (error) {
      if (!(error instanceof WebPushError))
        return { status: 'retry', reason: (error as Error).message };
      if (error.statusCode === 404 || error.statusCode === 410) return { status: 'gone' };
      if (error.statusCode === 429 || error.statusCode >= 500) {
        const retryAfter = Number(error.headers?.['retry-after']);
        return {
          status: 'retry',
          reason: `push service answered ${error.statusCode}`,
          ...(Number.isFinite(retryAfter) ? { retryAfterSeconds: retryAfter } : {}),
        };
      }
      return {
        status: 'failed',
        reason: `push service answered ${error.statusCode}: ${error.body}`,
      };
    }
  }
}
