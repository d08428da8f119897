import { escapeHtml } from '../home-page.js';

export interface LoginForm {
  /** Google, Facebook or GitHub. */
  providerLabel: string;
  clientId: string;
  /** Path the form posts to; Cancel posts to `${action}/cancel`. */
  action: string;
  email?: string;
  name?: string;
  /** Shown above the form after a refused submission. */
  problem?: string;
}

const style = `
  body { font-family: system-ui, sans-serif; max-width: 26rem; margin: 3rem auto; padding: 0 1rem;
         color: #1d2b1f; background: #f6f8f4; line-height: 1.5; }
  h1 { font-size: 1.3rem; color: #24572f; }
  label { display: block; margin-top: 0.75rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: 0.4rem; font: inherit; }
  button { font: inherit; padding: 0.4rem 1rem; margin: 1.25rem 0.5rem 0 0; }
  .problem { color: #a02020; font-weight: 600; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <style>${style}</style>
</head>
<body>
  ${body}
</body>
</html>
`;
}

/** The provider's sign-in page, plain form posts: any email and name sign in. */
export function renderLoginPage(form: LoginForm): string {
  const title = `Sign in with ${form.providerLabel} (TeeWatch sandbox)`;
  const action = escapeHtml(form.action);
  const problem = form.problem
    ? `<p class="problem" role="alert">${escapeHtml(form.problem)}</p>`
    : '';
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
  <p>Stands in for ${escapeHtml(form.providerLabel)} sign-in for <code>${escapeHtml(form.clientId)}</code>.
  Any email address signs in; the same address is always the same account.</p>
  ${problem}
  <form method="post" action="${action}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(form.email ?? 'golfer@example.com')}">
    <label for="name">Name</label>
    <input id="name" name="name" autocomplete="name" required value="${escapeHtml(form.name ?? 'Sandbox Golfer')}">
    <button type="submit">Sign in</button>
    <button type="submit" formaction="${action}/cancel" formnovalidate>Cancel</button>
  </form>`,
  );
}

/** What the provider shows instead of redirecting, when it cannot trust the redirect URI. */
export function renderProviderErrorPage(error: string, description: string | undefined): string {
  const details = description ? `<p>${escapeHtml(description)}</p>` : '';
  return page('Sign-in error (TeeWatch sandbox)', `<h1>${escapeHtml(error)}</h1>\n  ${details}`);
}
