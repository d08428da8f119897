/**
 * Browser permission for notifications: default, granted, denied (docs/product-rules.md,
 * "Push messages and texts").
 */
export type PushPermission = NotificationPermission;

/**
 * Push works only where service workers, the Push API and notifications all exist
 * (docs/product-rules.md, "Push messages and texts").
 */
export function isPushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The current permission, or 'default' where the browser has no notifications at all. */
export function currentPushPermission(): PushPermission {
  return isPushSupported() ? Notification.permission : 'default';
}

/** A VAPID public key (base64url, as the server gives it) as the bytes PushManager wants. */
export function vapidKeyToBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padding = '='.repeat((4 - (base64url.length % 4)) % 4);
  const base64 = (base64url + padding).replace(/-/g, '+').replace(/_/g, '/');
  const raw = window.atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

/** Whether a subscription was made with `key`; one made with an older key must be replaced. */
export function subscribedWithKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}
