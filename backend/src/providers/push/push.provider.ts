/** A browser's push subscription, as PushManager.subscribe() gives it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the service worker shows (public/sw.js reads these fields). */
export interface PushMessage {
  title: string;
  body: string;
  /** The app page a click opens. */
  url: string;
  tag: string;
  data?: Record<string, unknown>;
}

export type PushResult =
  | { status: 'sent' }
  /** The subscription no longer exists (404/410): forget it. */
  | { status: 'gone' }
  /** The push service asked to slow down (429) or failed for now (5xx). */
  | { status: 'retry'; reason: string; retryAfterSeconds?: number }
  | { status: 'failed'; reason: string };

export interface PushProvider {
  /** False when no VAPID key pair is configured: push is off. */
  readonly enabled: boolean;
  readonly publicKey: string;
  send(
    target: PushTarget,
    message: PushMessage,
    options: { topic: string; ttlSeconds: number },
  ): Promise<PushResult>;
}

export const PUSH_PROVIDER = Symbol('PUSH_PROVIDER');
