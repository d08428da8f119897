import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const SANDBOX = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? '4100'}`;

/** A Denver calendar date `days` from now, YYYY-MM-DD. */
export function denverDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);
}

export interface SandboxEmail {
  to: string[];
  subject: string;
  text: string | null;
  html: string | null;
  listUnsubscribe: string | null;
  attachments: { fileName: string; contentType: string; content: string | null }[];
}
export interface SandboxSms {
  phoneNumber: string;
  message: string;
}
export interface SandboxPush {
  subscriptionId: string;
  payload: { title: string; body: string; url: string; tag: string; data?: { alertId?: string } };
}

/** Polls until `find` returns something (10 s at most). */
export async function eventually<T>(find: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('not received in 10 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What the sandbox's SES, SNS and push service received, newest first. */
export async function received(request: APIRequestContext) {
  const read = async <T>(path: string, key: string) =>
    ((await (await request.get(`${SANDBOX}${path}`)).json()) as Record<string, T[]>)[key]!;
  return {
    emails: await read<SandboxEmail>('/ses/store', 'emails'),
    sms: await read<SandboxSms>('/sns/store', 'messages'),
    pushes: await read<SandboxPush>('/push/store', 'messages'),
  };
}

/**
 * Makes `PushManager.subscribe` (which headless Chromium cannot complete: it waits on Google's
 * push service) answer with a subscription the sandbox's push service issued, so the server's
 * pushes go there and are decrypted and recorded.
 */
export async function stubPushSubscription(page: Page, request: APIRequestContext) {
  const created = await request.post(`${SANDBOX}/push/subscriptions`, { data: {} });
  expect(created.ok()).toBe(true);
  const subscription = (await created.json()) as {
    id: string;
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript((issued) => {
    let current: PushSubscription | null = null;
    const decode = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
        .buffer;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async function (options) {
      current = {
        endpoint: issued.endpoint,
        expirationTime: null,
        options: options as PushSubscriptionOptions,
        getKey: (name: PushEncryptionKeyName) => decode(issued.keys[name as 'p256dh' | 'auth']),
        toJSON: () => ({ endpoint: issued.endpoint, expirationTime: null, keys: issued.keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
  }, subscription);
  return subscription;
}
