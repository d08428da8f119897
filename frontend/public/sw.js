// TeeWatch service worker: shows the pushes the server sends (backend notification-texts.ts gives
// their shape: title, body, url, tag, data) and opens the page a notification is about.

const FALLBACK_TITLE = 'TeeWatch';

// A new version takes over at once, so a page is always controlled and a click can navigate it.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The push payload; a push that is not JSON still shows, as plain text. */
function readPayload(data) {
  if (!data) return {};
  try {
    const parsed = data.json();
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return { body: data.text() };
  }
}

/** Only pages of this app are opened; anything else opens the home page. */
function appUrl(url) {
  try {
    const resolved = new URL(typeof url === 'string' && url ? url : '/', self.location.origin);
    return resolved.origin === self.location.origin ? resolved.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    data: { ...(payload.data && typeof payload.data === 'object' ? payload.data : {}) },
  };
  options.data.url = appUrl(payload.url);
  if (typeof payload.icon === 'string') options.icon = payload.icon;
  if (typeof payload.tag === 'string' && payload.tag) {
    // One fixed tag: a newer tee-time notification replaces the older one and still alerts.
    options.tag = payload.tag;
    options.renotify = true;
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : FALLBACK_TITLE;
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Focuses an open tab of the app on `url`, or opens a new one. */
async function openApp(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    try {
      const focused = await open.focus();
      if (focused.url === url) return;
      // navigate() works only on a tab this worker controls; any other tab gets a new one.
      if (await focused.navigate(url)) return;
    } catch {
      // Fall through to a new window.
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp(appUrl(event.notification.data && event.notification.data.url)));
});
