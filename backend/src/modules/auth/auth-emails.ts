import { escapeHtml } from '../../infra/text/escape-html.js';

/** The emails of signing in. Each gives an HTML and a plain-text part saying the same. */
export interface AuthEmail {
  subject: string;
  html: string;
  text: string;
}

const greeting = (name: string | null) => (name ? `Hi ${name},` : 'Hi,');

function compose(parts: {
  subject: string;
  name: string | null;
  lead: string;
  button: { label: string; url: string } | null;
  after: string[];
}): AuthEmail {
  const { subject, name, lead, button, after } = parts;
  const text = [
    greeting(name),
    '',
    lead,
    ...(button ? ['', `${button.label}: ${button.url}`] : []),
    ...after.flatMap((line) => ['', line]),
    '',
    'TeeWatch',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting(name))}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    button
      ? `<p><a href="${escapeHtml(button.url)}" style="display:inline-block;padding:12px 20px;background:#1b5e20;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(button.label)}</a></p>
<p style="font-size:12px;color:#666">Or paste this address into your browser: ${escapeHtml(button.url)}</p>`
      : '',
    ...after.map((line) => `<p>${escapeHtml(line)}</p>`),
    '<p>TeeWatch</p>',
  ]
    .filter(Boolean)
    .join('\n');
  return { subject, html, text };
}

const ignoreIfNotYou =
  "If you didn't ask for this, you can ignore this email: nothing changes without the link.";

export function magicLinkEmail(
  url: string,
  minutes: number,
  purpose: 'sign_in' | 'recovery',
): AuthEmail {
  return compose({
    subject:
      purpose === 'recovery' ? 'Your TeeWatch account recovery link' : 'Your TeeWatch sign-in link',
    name: null,
    lead:
      purpose === 'recovery'
        ? `Use this link to get back into your TeeWatch account. It works once and expires in ${minutes} minutes.`
        : `Use this link to sign in to TeeWatch. It works once and expires in ${minutes} minutes.`,
    button: { label: 'Sign in to TeeWatch', url },
    after: [
      'Opening it signs in this device, and the browser where you asked for it.',
      ignoreIfNotYou,
    ],
  });
}

export function confirmEmailEmail(name: string | null, url: string, hours: number): AuthEmail {
  return compose({
    subject: 'Confirm your TeeWatch email address',
    name,
    lead: `Welcome to TeeWatch! Confirm your email address to finish creating your account. The link works once and expires in ${hours} hours.`,
    button: { label: 'Confirm my email', url },
    after: [ignoreIfNotYou],
  });
}

/** Sent instead of a confirmation when someone signs up with an address that has an account. */
export function alreadyRegisteredEmail(
  name: string | null,
  urls: { signIn: string; reset: string },
): AuthEmail {
  return compose({
    subject: 'You already have a TeeWatch account',
    name,
    lead: 'Someone tried to create a TeeWatch account with this email address, but you already have one.',
    button: { label: 'Sign in', url: urls.signIn },
    after: [
      `Forgot your password? Reset it here: ${urls.reset}`,
      "If this wasn't you, you can ignore this email: your account has not changed.",
    ],
  });
}

export function passwordResetEmail(name: string | null, url: string, minutes: number): AuthEmail {
  return compose({
    subject: 'Reset your TeeWatch password',
    name,
    lead: `We got a request to reset your TeeWatch password. The link works once and expires in ${minutes} minutes. Setting a new password signs you out on every device.`,
    button: { label: 'Choose a new password', url },
    after: [ignoreIfNotYou],
  });
}
