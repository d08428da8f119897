/**
 * A stand-in for the browser's push machinery (service worker, PushManager, Notification), which
 * jsdom lacks. Each test says how the browser behaves; the returned state shows what the app did.
 */
export interface FakePushOptions {
  /** Notification.permission before the app asks. */
  permission?: NotificationPermission;
  /** What the permission prompt answers; an Error makes requestPermission throw. */
  answer?: NotificationPermission | Error;
  /** Makes PushManager.subscribe fail the way a push service outage does. */
  subscribeError?: Error;
  /** A subscription this browser already holds. */
  subscribed?: boolean;
}

export interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON: () => PushSubscriptionJSON;
  unsubscribe: () => Promise<boolean>;
}

export const fakeSubscriptionJson = {
  endpoint: 'https://push.example.test/send/abc123',
  expirationTime: null,
  keys: {
    p256dh: 'B'.repeat(87),
    auth: 'A'.repeat(22),
  },
};

/** A VAPID public key the way the server gives it: 65 bytes, base64url. */
export const fakeVapidKey = btoa(String.fromCharCode(...new Uint8Array(65).fill(4)))
  .replace(/=+$/, '')
  .replace(/\+/g, '-')
  .replace(/\//g, '_');

export function installFakePush(options: FakePushOptions = {}) {
  const state = {
    permission: options.permission ?? 'default',
    permissionRequests: 0,
    subscription: null as FakeSubscription | null,
    subscribeCalls: [] as PushSubscriptionOptionsInit[],
    registered: [] as string[],
  };

  const makeSubscription = (key: ArrayBuffer | null): FakeSubscription => {
    const subscription: FakeSubscription = {
      endpoint: fakeSubscriptionJson.endpoint,
      options: { applicationServerKey: key },
      toJSON: () => fakeSubscriptionJson,
      unsubscribe: async () => {
        if (state.subscription === subscription) state.subscription = null;
        return true;
      },
    };
    return subscription;
  };
  if (options.subscribed) state.subscription = makeSubscription(null);

  const registration = {
    pushManager: {
      getSubscription: async () => state.subscription,
      subscribe: async (init: PushSubscriptionOptionsInit) => {
        state.subscribeCalls.push(init);
        if (options.subscribeError) throw options.subscribeError;
        const key = init.applicationServerKey as Uint8Array<ArrayBuffer>;
        state.subscription = makeSubscription(key.buffer.slice(0));
        return state.subscription;
      },
    },
  };

  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async (url: string) => {
        state.registered.push(url);
        return registration;
      },
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
    },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    get permission() {
      return state.permission;
    },
    requestPermission: async () => {
      state.permissionRequests += 1;
      if (options.answer instanceof Error) throw options.answer;
      state.permission = options.answer ?? 'granted';
      return state.permission;
    },
  });
  return state;
}

/** Back to jsdom's own navigator and globals: no push at all. */
export function removeFakePush() {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
}
