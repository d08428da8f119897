import serviceWorkerSource from '../../../public/sw.js?raw';

const ORIGIN = 'https://teewatch.test';

interface FakeWindow {
  url: string;
  focus: () => Promise<FakeWindow>;
  navigate: (url: string) => Promise<FakeWindow | null>;
}

/** Runs public/sw.js against a fake service-worker global and records what it did. */
function loadServiceWorker(openTabs: string[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const done: { shown: { title: string; options: NotificationOptions }[]; opened: string[] } = {
    shown: [],
    opened: [],
  };
  const events: string[] = [];
  const windows: FakeWindow[] = openTabs.map((url) => {
    const tab: FakeWindow = {
      url,
      focus: async () => {
        events.push(`focus ${tab.url}`);
        return tab;
      },
      navigate: async (next) => {
        events.push(`navigate ${next}`);
        tab.url = next;
        return tab;
      },
    };
    return tab;
  });
  const fakeSelf = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    skipWaiting: () => undefined,
    clients: {
      claim: async () => undefined,
      matchAll: async () => windows,
      openWindow: async (url: string) => {
        done.opened.push(url);
        return null;
      },
    },
    registration: {
      showNotification: async (title: string, options: NotificationOptions) => {
        done.shown.push({ title, options });
      },
    },
  };
  new Function('self', serviceWorkerSource)(fakeSelf);

  const dispatch = async (type: string, event: object) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => (pending = promise),
    });
    await pending;
  };
  return {
    done,
    events,
    push: (data: { json: () => unknown; text: () => string } | null) => dispatch('push', { data }),
    click: (data: unknown) => {
      let closed = false;
      const notification = { data, close: () => (closed = true) };
      return dispatch('notificationclick', { notification }).then(() => closed);
    },
  };
}

const jsonPush = (payload: unknown) => ({
  json: () => payload,
  text: () => JSON.stringify(payload),
});

describe('service worker: push', () => {
  it('shows the title, body, fixed tag and the page to open', async () => {
    const sw = loadServiceWorker();
    await sw.push(
      jsonPush({
        title: 'Tee time open at Fossil Trace Golf Club',
        body: 'Sat, Jun 20, 7:10 AM · 4 spots · $65/player',
        url: '/alerts?alert=a1',
        tag: 'teewatch-tee-time',
        data: { alertId: 'a1', teeTimeId: 't1' },
      }),
    );
    expect(sw.done.shown).toEqual([
      {
        title: 'Tee time open at Fossil Trace Golf Club',
        options: {
          body: 'Sat, Jun 20, 7:10 AM · 4 spots · $65/player',
          tag: 'teewatch-tee-time',
          renotify: true,
          data: { alertId: 'a1', teeTimeId: 't1', url: `${ORIGIN}/alerts?alert=a1` },
        },
      },
    ]);
  });

  it('shows an icon only when the push names one', async () => {
    const sw = loadServiceWorker();
    await sw.push(jsonPush({ title: 'A', body: 'B', url: '/', tag: 't', icon: '/icon.png' }));
    await sw.push(jsonPush({ title: 'A', body: 'B', url: '/', tag: 't' }));
    expect(sw.done.shown[0]?.options.icon).toBe('/icon.png');
    expect(sw.done.shown[1]?.options).not.toHaveProperty('icon');
  });

  it('still shows a push that is not JSON, as text under the product name', async () => {
    const sw = loadServiceWorker();
    await sw.push({
      json: () => {
        throw new SyntaxError('not JSON');
      },
      text: () => 'Something opened',
    });
    expect(sw.done.shown[0]?.title).toBe('TeeWatch');
    expect(sw.done.shown[0]?.options.body).toBe('Something opened');
    expect(sw.done.shown[0]?.options.data).toEqual({ url: `${ORIGIN}/` });
  });
});

describe('service worker: notification click', () => {
  it('focuses an open tab of the app and takes it to the page', async () => {
    const sw = loadServiceWorker([`${ORIGIN}/notifications`]);
    const closed = await sw.click({ url: `${ORIGIN}/alerts?alert=a1` });
    expect(closed).toBe(true);
    expect(sw.events).toEqual([
      `focus ${ORIGIN}/notifications`,
      `navigate ${ORIGIN}/alerts?alert=a1`,
    ]);
    expect(sw.done.opened).toEqual([]);
  });

  it('only focuses a tab that already shows the page', async () => {
    const sw = loadServiceWorker([`${ORIGIN}/alerts?alert=a1`]);
    await sw.click({ url: `${ORIGIN}/alerts?alert=a1` });
    expect(sw.events).toEqual([`focus ${ORIGIN}/alerts?alert=a1`]);
    expect(sw.done.opened).toEqual([]);
  });

  it('opens a new tab when none of the app is open', async () => {
    const sw = loadServiceWorker(['https://elsewhere.example/page']);
    await sw.click({ url: `${ORIGIN}/alerts?alert=a1` });
    expect(sw.events).toEqual([]);
    expect(sw.done.opened).toEqual([`${ORIGIN}/alerts?alert=a1`]);
  });

  it('never opens another site', async () => {
    const sw = loadServiceWorker();
    await sw.click({ url: 'https://phishing.example/login' });
    await sw.click(undefined);
    expect(sw.done.opened).toEqual([`${ORIGIN}/`, `${ORIGIN}/`]);
  });
});
