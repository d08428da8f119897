import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import { apiError, makeGrant } from '../../test/factories';
import {
  fakeSubscriptionJson,
  fakeVapidKey,
  installFakePush,
  removeFakePush,
} from '../../test/fake-push';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

const toast = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const browserCard = () => screen.getByRole('region', { name: 'This Browser' });
const enableButton = () =>
  within(browserCard()).getByRole('button', { name: 'Enable Push Notifications' });

/** What the server was told: the subscribe and unsubscribe bodies, in order. */
function servePush({ publicKey = fakeVapidKey } = {}) {
  const calls: { path: string; body: unknown }[] = [];
  server.use(
    apiMock.get('/api/notifications/vapid-public-key', () =>
      HttpResponse.json({ success: true, publicKey }),
    ),
    apiMock.post('/api/notifications/subscribe', async ({ request }) => {
      calls.push({ path: 'subscribe', body: await request.json() });
      return HttpResponse.json({ success: true });
    }),
    apiMock.post('/api/notifications/unsubscribe', async ({ request }) => {
      calls.push({ path: 'unsubscribe', body: await request.json() });
      return HttpResponse.json({ success: true, removed: true });
    }),
  );
  return calls;
}

/** The toast's title and text, once one shows. */
async function toastSays(title: string, text?: string) {
  expect(await within(toast()).findByText(title)).toBeInTheDocument();
  if (text) expect(toast()).toHaveTextContent(text);
}

async function openPage() {
  const rendered = renderApp('/notifications');
  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Smart Notifications' },
      { timeout: 10000 },
    ),
  ).toBeInTheDocument();
  return rendered;
}

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20000 });

beforeAll(async () => {
  await import('../routes/NotificationsRoute');
}, 30000);

beforeEach(() => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())));
});

afterEach(() => removeFakePush());

describe('push in a browser without push', () => {
  it('says push is not supported, and says it again when enabling is tried', async () => {
    const { user } = await openPage();
    expect(browserCard()).toHaveTextContent('Push notifications not supported in this browser');
    await user.click(enableButton());
    await toastSays('Not Supported', 'Push notifications not supported in this browser');
  });

  it.each([
    ['service workers', () => Reflect.deleteProperty(navigator, 'serviceWorker')],
    ['the Push API', () => Reflect.deleteProperty(window, 'PushManager')],
    ['notifications', () => Reflect.deleteProperty(window, 'Notification')],
  ])('counts a browser without %s as unsupported', async (_name, takeAway) => {
    installFakePush();
    takeAway();
    await openPage();
    expect(browserCard()).toHaveTextContent('Push notifications not supported in this browser');
  });
});

describe('turning push on', () => {
  it('asks for permission, subscribes with the server key and tells the server', async () => {
    const browser = installFakePush({ permission: 'default', answer: 'granted' });
    const calls = servePush();
    const { user } = await openPage();
    expect(browserCard()).not.toHaveTextContent('not supported');

    await user.click(enableButton());
    await toastSays('Push Notifications On');
    expect(browser.permissionRequests).toBe(1);
    expect(browser.registered).toContain('/sw.js');
    expect(browser.subscribeCalls).toHaveLength(1);
    expect(browser.subscribeCalls[0]?.userVisibleOnly).toBe(true);
    const key = browser.subscribeCalls[0]?.applicationServerKey as Uint8Array;
    expect(Array.from(key)).toEqual(new Array(65).fill(4));
    expect(calls).toEqual([{ path: 'subscribe', body: fakeSubscriptionJson }]);
    expect(
      within(browserCard()).getByRole('button', { name: 'Turn Off Push Notifications' }),
    ).toBeInTheDocument();
    expect(browserCard()).toHaveTextContent('Push notifications are on for this browser.');
  });

  it('says notifications are blocked when the browser already denied them', async () => {
    const browser = installFakePush({ permission: 'denied' });
    const calls = servePush();
    const { user } = await openPage();
    expect(browserCard()).toHaveTextContent('Notifications blocked: enable in browser settings');
    await user.click(enableButton());
    await toastSays('Notifications Disabled', 'Notifications blocked: enable in browser settings');
    expect(browser.permissionRequests).toBe(0);
    expect(calls).toEqual([]);
  });

  it('says permission is needed when the golfer declines the prompt', async () => {
    const browser = installFakePush({ permission: 'default', answer: 'denied' });
    const calls = servePush();
    const { user } = await openPage();
    await user.click(enableButton());
    await toastSays('Permission Denied', 'Push notifications require browser permission');
    expect(browser.permissionRequests).toBe(1);
    expect(browser.subscribeCalls).toEqual([]);
    expect(calls).toEqual([]);
    expect(browserCard()).toHaveTextContent('Notifications blocked: enable in browser settings');
  });

  it('reports a permission prompt that fails', async () => {
    installFakePush({ answer: new Error('prompt broke') });
    servePush();
    const { user } = await openPage();
    await user.click(enableButton());
    await toastSays('Permission Error', 'Failed to enable push notifications');
  });

  it('reports a subscription the push service refuses, and tells the server nothing', async () => {
    installFakePush({
      permission: 'granted',
      subscribeError: new Error('Registration failed - push service error'),
    });
    const calls = servePush();
    const { user } = await openPage();
    await user.click(enableButton());
    await toastSays(
      'Subscription Failed',
      'Failed to enable push notifications. Registration failed - push service error',
    );
    expect(calls).toEqual([]);
    await waitFor(() => expect(enableButton()).toBeEnabled());
  });

  it('reports a subscription the server refuses', async () => {
    installFakePush({ permission: 'granted' });
    servePush();
    server.use(
      apiMock.post('/api/notifications/subscribe', () =>
        HttpResponse.json(apiError('INTERNAL_ERROR', 'Database is down.'), { status: 500 }),
      ),
    );
    const { user } = await openPage();
    await user.click(enableButton());
    await toastSays(
      'Subscription Failed',
      'Failed to enable push notifications. Database is down.',
    );
    expect(enableButton()).toBeInTheDocument();
  });

  it('reports push turned off on the server (no public key)', async () => {
    const browser = installFakePush({ permission: 'granted' });
    servePush({ publicKey: '' });
    const { user } = await openPage();
    await user.click(enableButton());
    await toastSays('Subscription Failed', 'Push notifications are turned off on this server.');
    expect(browser.subscribeCalls).toEqual([]);
  });
});

describe('turning push off', () => {
  it('shows an existing subscription as on and forgets it on both sides', async () => {
    const browser = installFakePush({ permission: 'granted', subscribed: true });
    const calls = servePush();
    const { user } = await openPage();
    const off = await within(browserCard()).findByRole('button', {
      name: 'Turn Off Push Notifications',
    });
    // The server is reminded of the subscription this browser holds.
    expect(calls).toEqual([{ path: 'subscribe', body: fakeSubscriptionJson }]);

    await user.click(off);
    await toastSays('Push Notifications Off');
    expect(calls[1]).toEqual({ path: 'unsubscribe', body: fakeSubscriptionJson });
    expect(browser.subscription).toBeNull();
    expect(enableButton()).toBeInTheDocument();
  });

  it('reports a server that could not forget the subscription, and keeps it', async () => {
    const browser = installFakePush({ permission: 'granted', subscribed: true });
    servePush();
    server.use(
      apiMock.post('/api/notifications/unsubscribe', () =>
        HttpResponse.json(apiError('INTERNAL_ERROR', 'Try later.'), { status: 500 }),
      ),
    );
    const { user } = await openPage();
    await user.click(
      await within(browserCard()).findByRole('button', { name: 'Turn Off Push Notifications' }),
    );
    await toastSays('Unsubscribe Failed', 'Try later.');
    expect(browser.subscription).not.toBeNull();
  });
});

describe('test notification', () => {
  const testButton = () =>
    within(browserCard()).getByRole('button', { name: 'Send Test Notification' });

  it('confirms a test that reached this browser', async () => {
    installFakePush({ permission: 'granted' });
    let body: unknown;
    server.use(
      apiMock.post('/api/smart-notifications/test', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          success: true,
          message: 'Test notification sent',
          data: {
            push: { sent: 1, targets: 1 },
            email: { sent: 0, targets: 0 },
            sms: { sent: 0, targets: 0 },
          },
        });
      }),
    );
    const { user } = await openPage();
    await user.click(testButton());
    await toastSays(
      'Test notification sent',
      'A TeeWatch notification is on its way to your browser.',
    );
    expect(body).toEqual({ language: 'en' });
  });

  it('says the test could not be sent when nothing can be reached', async () => {
    server.use(
      apiMock.post('/api/smart-notifications/test', () =>
        HttpResponse.json(
          apiError(
            'NO_REACHABLE_CHANNEL',
            'Could not send test notification: turn on push notifications in this browser first.',
          ),
          { status: 409 },
        ),
      ),
    );
    const { user } = await openPage();
    await user.click(testButton());
    await toastSays(
      'Test Failed',
      'Could not send test notification: turn on push notifications in this browser first.',
    );
  });

  it('says the test failed when the call itself fails', async () => {
    server.use(
      apiMock.post('/api/smart-notifications/test', () =>
        HttpResponse.json(apiError('INTERNAL_ERROR', 'Boom.'), { status: 500 }),
      ),
    );
    const { user } = await openPage();
    await user.click(testButton());
    await toastSays('Error', 'Failed to send test notification. Boom.');
    await waitFor(() => expect(testButton()).toBeEnabled());
  });
});
