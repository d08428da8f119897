import { escapeHtml } from '../home-page.js';
import { type StandIn, type StandInEndpoint } from '../stand-in.js';
import { acceptFormBodies } from './aws-protocol.js';
import {
  type MessagingContext,
  type StoredEmail,
  type StoredPushMessage,
  type StoredSms,
} from './messaging-context.js';

const refreshSeconds = 5;

export const messagesPageEndpoints: readonly StandInEndpoint[] = [
  {
    method: 'GET',
    path: '/messages',
    summary:
      'Every email, SMS and push message received, newest first, refreshing itself every 5 s (?refresh=off to stop).',
  },
  {
    method: 'GET',
    path: '/messages/email/{id}.html',
    summary:
      "An email's HTML body, served under Content-Security-Policy: sandbox (no scripts, no network), for reading safely.",
  },
  {
    method: 'POST',
    path: '/messages/reset',
    summary:
      'Forgets every email, SMS, reply, opt-out, push message and subscription, and cancels pending SES events: {reset: true} (a form post goes back to the page).',
  },
];

/** The one page that shows everything TeeWatch sent, and the reset shared by the three stand-ins. */
export function messagesPageStandIn(context: MessagingContext): StandIn {
  return {
    descriptor: {
      id: 'messages',
      name: 'Messages received',
      description:
        'Everything TeeWatch sent through the SES, SNS and push stand-ins, as a person would look at it: emails with their delivery status and events, text messages with opt-outs, push payloads as decrypted.',
      basePath: '/messages',
      pages: [{ title: 'Messages received (email, SMS, push)', path: '/messages' }],
      endpoints: messagesPageEndpoints,
    },
    plugin: async (app) => {
      acceptFormBodies(app);

      app.get('/', async (request, reply) => {
        const refresh = (request.query as { refresh?: string }).refresh !== 'off';
        return reply
          .type('text/html; charset=utf-8')
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
          )
          .send(renderPage(context, refresh));
      });

      app.get('/email/:file', async (request, reply) => {
        const { file } = request.params as { file: string };
        const email = context.emails.find((candidate) => `${candidate.id}.html` === file);
        if (!email) return reply.code(404).send({ error: 'no such email' });
        const html =
          email.html ??
          `<!doctype html><meta charset="utf-8"><pre style="white-space: pre-wrap">${escapeHtml(email.text ?? '')}</pre>`;
        return reply
          .type('text/html; charset=utf-8')
          .header(
            'content-security-policy',
            "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
          )
          .header('x-content-type-options', 'nosniff')
          .header('referrer-policy', 'no-referrer')
          .send(html);
      });

      app.post('/reset', async (request, reply) => {
        context.reset();
        if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
          return reply.code(303).header('location', '/messages').send();
        }
        return { reset: true };
      });
    },
  };
}

function renderPage(context: MessagingContext, refresh: boolean): string {
  const { emails, sms, pushMessages } = context;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  ${refresh ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : ''}
  <title>Messages received · TeeWatch sandbox</title>
  <style>${style}</style>
</head>
<body>
  <header>
    <p class="crumb"><a href="/">TeeWatch sandbox</a></p>
    <h1>Messages received</h1>
    <p class="lead">What TeeWatch sent through the sandbox's Amazon SES, Amazon SNS and web push
    stand-ins, newest first. ${
      refresh
        ? `This page refreshes every ${refreshSeconds} seconds (<a href="/messages?refresh=off">stop</a>).`
        : `Refreshing is off (<a href="/messages">turn it on</a>).`
    }</p>
    <nav>
      <a href="#email">Email <span class="count">${emails.length}</span></a>
      <a href="#sms">SMS <span class="count">${sms.length}</span></a>
      <a href="#push">Push <span class="count">${pushMessages.length}</span></a>
      <form method="post" action="/messages/reset"><button type="submit">Clear everything</button></form>
    </nav>
  </header>
  ${renderEmails(context)}
  ${renderSms(context)}
  ${renderPush(context)}
</body>
</html>
`;
}

function time(iso: string): string {
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z'))}</time>`;
}

function badge(text: string, tone: string): string {
  return `<span class="badge ${tone}">${escapeHtml(text)}</span>`;
}

const statusTone: Record<string, string> = {
  sent: 'neutral',
  delivered: 'good',
  bounced: 'bad',
  complained: 'warn',
};

function renderEmails(context: MessagingContext): string {
  const { emails } = context;
  const webhook = context.sesEventsWebhook
    ? `Delivery events go to <code>${escapeHtml(context.sesEventsWebhook)}</code>${context.sesEventsSubscribed ? '' : ' (unsubscribed: reset to resume)'}.`
    : 'Delivery events are recorded here only: <code>SANDBOX_SES_EVENTS_WEBHOOK</code> is not set.';
  return `<section id="email">
    <h2>Email (Amazon SES)</h2>
    <p class="note">${webhook}</p>
    ${emails.length === 0 ? '<p class="empty">No email yet.</p>' : emails.map(renderEmail).join('\n')}
  </section>`;
}

function renderEmail(email: StoredEmail): string {
  const recipients = email.recipients
    .map(
      (r) =>
        `${escapeHtml(r.address)}${r.outcome === 'delivered' ? '' : ` (${escapeHtml(r.outcome)})`}`,
    )
    .join(', ');
  const events =
    email.events.length === 0
      ? '<li>No event yet.</li>'
      : email.events
          .map(
            (event) =>
              `<li>${badge(event.type, event.type === 'Bounce' ? 'bad' : event.type === 'Complaint' ? 'warn' : 'neutral')} ${time(event.at)} ${escapeHtml(event.recipients.join(', '))}${event.detail ? ` <em>${escapeHtml(event.detail)}</em>` : ''} <span class="muted">${escapeHtml(event.notification)}</span></li>`,
          )
          .join('');
  const unsubscribe = email.listUnsubscribe
    ? `<dt>List-Unsubscribe</dt><dd><code>${escapeHtml(email.listUnsubscribe)}</code>${email.listUnsubscribePost ? ` <code>${escapeHtml(email.listUnsubscribePost)}</code>` : ''}</dd>`
    : '';
  const htmlPath = `/messages/email/${encodeURIComponent(email.id)}.html`;
  return `<article class="message">
      <h3>${escapeHtml(email.subject || '(no subject)')} ${badge(email.status, statusTone[email.status] ?? 'neutral')}</h3>
      <dl>
        <dt>Received</dt><dd>${time(email.receivedAt)} by ${escapeHtml(email.api)}</dd>
        <dt>From</dt><dd>${escapeHtml(email.from)}</dd>
        <dt>To</dt><dd>${recipients}</dd>
        ${unsubscribe}
        <dt>Message id</dt><dd><code>${escapeHtml(email.id)}</code></dd>
      </dl>
      <ul class="events">${events}</ul>
      ${email.html ? `<p><a href="${htmlPath}" target="_blank" rel="noopener noreferrer">Open the HTML version</a> (sandboxed: no scripts, no remote images)</p>` : ''}
      ${email.text !== null ? `<details><summary>Text version</summary><pre>${escapeHtml(email.text)}</pre></details>` : ''}
      ${email.html ? `<details><summary>HTML preview</summary><iframe sandbox src="${htmlPath}" title="HTML of ${escapeHtml(email.subject)}" loading="lazy"></iframe></details>` : ''}
      <details><summary>Headers</summary><pre>${escapeHtml(email.headers.map((h) => `${h.name}: ${h.value}`).join('\n'))}</pre></details>
    </article>`;
}

function renderSms(context: MessagingContext): string {
  const rows = (messages: readonly StoredSms[]): string =>
    messages
      .map(
        (message) =>
          `<tr><td>${time(message.receivedAt)}</td><td>${escapeHtml(message.phoneNumber)}</td><td class="text">${escapeHtml(message.message)}</td><td>${escapeHtml(message.smsType)}${message.senderId ? `<br><span class="muted">${escapeHtml(message.senderId)}</span>` : ''}</td><td>${badge(message.status, message.status === 'delivered' ? 'good' : 'bad')}</td></tr>`,
      )
      .join('');
  const replies = context.smsReplies
    .map(
      (reply) =>
        `<li>${time(reply.receivedAt)} ${escapeHtml(reply.phoneNumber)} replied <q>${escapeHtml(reply.body)}</q>${reply.optedOut ? ` ${badge('opted out', 'bad')}` : ''}</li>`,
    )
    .join('');
  const optedOut = [...context.optedOut.keys()].map(escapeHtml).join(', ');
  return `<section id="sms">
    <h2>SMS (Amazon SNS)</h2>
    ${
      context.sms.length === 0
        ? '<p class="empty">No text message yet.</p>'
        : `<table><thead><tr><th>Received</th><th>To</th><th>Message</th><th>Type</th><th>Status</th></tr></thead><tbody>${rows(context.sms)}</tbody></table>`
    }
    ${replies ? `<h3>Replies from phones</h3><ul>${replies}</ul>` : ''}
    <p class="note">Opted out: ${optedOut || 'nobody'}.</p>
  </section>`;
}

function renderPush(context: MessagingContext): string {
  const subscriptions = [...context.subscriptions.values()];
  const refused = context.refusedPushes
    .map(
      (refusal) =>
        `<li>${time(refusal.at)} ${badge(String(refusal.status), 'bad')} <code>${escapeHtml(refusal.subscriptionId.slice(0, 8))}</code> ${escapeHtml(refusal.reason)}</li>`,
    )
    .join('');
  return `<section id="push">
    <h2>Web push</h2>
    ${
      context.pushMessages.length === 0
        ? '<p class="empty">No push message yet.</p>'
        : context.pushMessages.map(renderPushMessage).join('\n')
    }
    ${refused ? `<h3>Refused sends</h3><ul>${refused}</ul>` : ''}
    <p class="note">${subscriptions.length} subscription${subscriptions.length === 1 ? '' : 's'}${
      subscriptions.length > 0
        ? `: ${subscriptions
            .map(
              (s) =>
                `<code>${escapeHtml(s.id.slice(0, 8))}</code>${s.deletedAt ? ' (deleted)' : ''}${s.fault ? ` (next ${s.fault.remaining} answer ${s.fault.status})` : ''}`,
            )
            .join(', ')}`
        : ''
    }.</p>
  </section>`;
}

function renderPushMessage(message: StoredPushMessage): string {
  const payload =
    message.payloadText === null
      ? '<p class="muted">No payload.</p>'
      : `<pre>${escapeHtml(typeof message.payload === 'string' ? message.payload : JSON.stringify(message.payload, null, 2))}</pre>`;
  const title =
    message.payload && typeof message.payload === 'object' && 'title' in message.payload
      ? String((message.payload as { title: unknown }).title)
      : 'Push message';
  return `<article class="message">
      <h3>${escapeHtml(title)} ${badge(message.urgency, message.urgency === 'high' ? 'warn' : 'neutral')}</h3>
      <dl>
        <dt>Received</dt><dd>${time(message.receivedAt)}</dd>
        <dt>Subscription</dt><dd><code>${escapeHtml(message.subscriptionId)}</code></dd>
        <dt>TTL</dt><dd>${message.ttl} s${message.topic ? `, topic <code>${escapeHtml(message.topic)}</code>` : ''}</dd>
        <dt>VAPID subject</dt><dd>${escapeHtml(message.vapidSubject)}</dd>
      </dl>
      ${payload}
    </article>`;
}

const style = `
  body { font-family: system-ui, sans-serif; max-width: 64rem; margin: 1.5rem auto; padding: 0 1rem;
         color: #1d2b1f; background: #f6f8f4; line-height: 1.45; }
  h1 { color: #24572f; margin: 0.25rem 0; }
  .crumb { margin: 0; }
  .lead { margin-top: 0; }
  nav { display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; }
  nav form { margin-left: auto; }
  .count { background: #24572f; color: #fff; border-radius: 1rem; padding: 0 0.5rem; font-size: 0.85rem; }
  section { background: #fff; border: 1px solid #d5dfd2; border-radius: 8px; padding: 0.75rem 1.25rem;
            margin: 1.25rem 0; }
  article.message { border-top: 1px solid #e4ebe1; padding: 0.5rem 0; }
  article.message:first-of-type { border-top: none; }
  article h3 { margin: 0.25rem 0; font-size: 1.05rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.1rem 0.75rem; margin: 0.25rem 0; }
  dt { color: #4d5a4e; }
  dd { margin: 0; word-break: break-word; }
  ul.events { margin: 0.25rem 0; padding-left: 1.25rem; }
  code { background: #e4ebe1; padding: 0.05rem 0.3rem; border-radius: 3px; word-break: break-all; }
  pre { background: #f2f5f0; padding: 0.5rem; overflow-x: auto; white-space: pre-wrap; }
  iframe { width: 100%; height: 24rem; border: 1px solid #d5dfd2; background: #fff; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.3rem 0.5rem; border-bottom: 1px solid #e4ebe1; vertical-align: top; }
  td.text { white-space: pre-wrap; }
  .badge { font-size: 0.8rem; padding: 0.05rem 0.45rem; border-radius: 0.6rem; font-weight: 600;
           white-space: nowrap; }
  .good { background: #d9f0dc; color: #1b5e20; }
  .bad { background: #fbe0de; color: #8e1c12; }
  .warn { background: #fff0c7; color: #6b4c00; }
  .neutral { background: #e4ebe1; color: #2f3b30; }
  .muted { color: #5d6a5e; font-size: 0.9rem; }
  .note { color: #3d4a3e; }
  .empty { font-weight: 600; }
  a { color: #1f6f3a; }
  button { font: inherit; padding: 0.25rem 0.75rem; border-radius: 6px; border: 1px solid #8e1c12;
           background: #fff; color: #8e1c12; cursor: pointer; }
`;
