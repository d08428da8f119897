import { type StandInDescriptor } from './stand-in.js';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

function renderStandIn(standIn: StandInDescriptor): string {
  const pages = standIn.pages ?? [];
  const pageLinks =
    pages.length === 0
      ? ''
      : `<ul class="pages">${pages
          .map(
            (page) =>
              `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.title)}</a> <code>${escapeHtml(page.path)}</code></li>`,
          )
          .join('')}</ul>`;
  const endpoints = standIn.endpoints ?? [];
  const endpointList =
    endpoints.length === 0
      ? ''
      : `<details class="endpoints"><summary>${endpoints.length} endpoint${endpoints.length === 1 ? '' : 's'}</summary><dl>${endpoints
          .map(
            (endpoint) =>
              `<dt><code>${escapeHtml(endpoint.method)} ${escapeHtml(endpoint.path)}</code></dt><dd>${escapeHtml(endpoint.summary)}</dd>`,
          )
          .join('')}</dl></details>`;
  return `<li class="stand-in" id="stand-in-${escapeHtml(standIn.id)}">
      <h3>${escapeHtml(standIn.name)} <code>${escapeHtml(standIn.basePath)}</code></h3>
      <p>${escapeHtml(standIn.description)}</p>
      ${pageLinks}
      ${endpointList}
    </li>`;
}

const style = `
  body { font-family: system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem;
         color: #1d2b1f; background: #f6f8f4; line-height: 1.5; }
  h1 { color: #24572f; margin-bottom: 0.25rem; }
  .lead { font-size: 1.1rem; margin-top: 0; }
  code { background: #e4ebe1; padding: 0.1rem 0.3rem; border-radius: 3px; }
  section { background: #fff; border: 1px solid #d5dfd2; border-radius: 8px; padding: 1rem 1.5rem;
            margin: 1.5rem 0; }
  ul.stand-ins { list-style: none; padding: 0; }
  li.stand-in { border-top: 1px solid #e4ebe1; padding: 0.5rem 0; }
  li.stand-in:first-child { border-top: none; }
  li.stand-in h3 { margin: 0.25rem 0; }
  .empty { font-weight: 600; }
  details.endpoints dt { margin-top: 0.5rem; word-break: break-all; }
  details.endpoints dd { margin-left: 1rem; color: #3d4a3e; }
  a { color: #1f6f3a; }
`;

/** The sandbox's home page: what it is and which stand-ins it hosts, with links to their pages. */
export function renderHomePage(standIns: readonly StandInDescriptor[]): string {
  const hosted =
    standIns.length === 0
      ? `<p class="empty">No stand-ins are mounted yet.</p>
    <p>Each piece of the outside world appears here once it is added to <code>sandbox/src/stand-ins.ts</code>.</p>`
      : `<p>${standIns.length === 1 ? 'One stand-in is' : `${standIns.length} stand-ins are`} mounted:</p>
    <ul class="stand-ins">
    ${standIns.map(renderStandIn).join('\n    ')}
    </ul>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>TeeWatch sandbox</title>
  <style>${style}</style>
</head>
<body>
  <header>
    <h1>TeeWatch sandbox</h1>
    <p class="lead">The outside world on this machine, for development, the demo and every test.</p>
  </header>
  <section>
    <h2>What this is</h2>
    <p>TeeWatch talks to other people's systems: the golf courses' tee-sheet platforms (foreUP,
    Chronogolf, TeeItUp, MemberSports), Amazon SES for email, Amazon SNS for SMS, browser push
    services and sign-in providers. The sandbox stands in for each of them here, speaking the same
    protocols, so TeeWatch runs and is tested without touching a real course, inbox or phone.</p>
    <p>The API and the workers reach the sandbox over HTTP only: pointing them at it, or at the real
    services, is configuration, never code.</p>
  </section>
  <section>
    <h2>Stand-ins</h2>
    ${hosted}
  </section>
  <section>
    <h2>Status</h2>
    <p><a href="/health">/health</a> reports that the sandbox is up, how long it has run and which
    stand-ins it hosts, as JSON.</p>
  </section>
</body>
</html>
`;
}
