import { type AddressInfo } from 'node:net';
import { type FastifyInstance } from 'fastify';
import { buildSandbox } from '../app.js';
import { oidcStandIn } from './oidc.stand-in.js';
import { type OidcOptions } from './oidc-settings.js';

export interface OidcSandbox {
  app: FastifyInstance;
  /** Plain HTTP origin on a free port. */
  url: string;
  close(): Promise<void>;
}

/** A sandbox with only the sign-in providers, listening on a free port. */
export async function startOidcSandbox(options: OidcOptions = {}): Promise<OidcSandbox> {
  const app = await buildSandbox({ standIns: [oidcStandIn(options)] });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: () => app.close(),
  };
}

interface StoredCookie {
  value: string;
  path: string;
}

/** Where a visit ended: a page of the sandbox, or a redirect away from it (not followed). */
export interface Visit {
  url: URL;
  status: number;
  body: string;
}

/**
 * Just enough of a browser for the sign-in flow: a cookie jar that honours Path (the interaction
 * cookies rely on it) and redirects followed while they stay on the sandbox's origin.
 */
export class TestBrowser {
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(private readonly origin: string) {}

  async visit(target: string | URL, form?: Record<string, string>): Promise<Visit> {
    let url = new URL(target);
    let response = await this.send(url, form);
    while (response.status >= 300 && response.status < 400) {
      const location = new URL(response.headers.get('location')!, url);
      if (location.origin !== this.origin)
        return { url: location, status: response.status, body: '' };
      url = location;
      response = await this.send(url);
    }
    return { url, status: response.status, body: await response.text() };
  }

  private async send(url: URL, form?: Record<string, string>): Promise<Response> {
    const cookie = [...this.cookies]
      .filter(([, stored]) => pathMatches(url.pathname, stored.path))
      .map(([name, stored]) => `${name}=${stored.value}`)
      .join('; ');
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers: cookie ? { cookie } : {},
      body: form ? new URLSearchParams(form) : undefined,
      redirect: 'manual',
    });
    for (const header of response.headers.getSetCookie()) this.store(header);
    return response;
  }

  private store(header: string): void {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    const attribute = (key: string): string | undefined =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const expires = attribute('expires');
    if (value === '' || (expires !== undefined && Date.parse(expires) <= Date.now())) {
      this.cookies.delete(name);
    } else {
      this.cookies.set(name, { value, path: attribute('path') ?? '/' });
    }
  }
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  return (
    requestPath === cookiePath ||
    (requestPath.startsWith(cookiePath) &&
      (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'))
  );
}

/** The `action` (or a button's `formaction`) of the sign-in page's form. */
export function formTarget(page: Visit, button: 'Sign in' | 'Cancel'): URL {
  const pattern =
    button === 'Sign in'
      ? /<form method="post" action="([^"]+)"/
      : /formaction="([^"]+)"[^>]*>Cancel</;
  const match = pattern.exec(page.body);
  if (!match) throw new Error(`no ${button} target on ${page.url.href}:\n${page.body}`);
  return new URL(match[1]!.replaceAll('&amp;', '&'), page.url);
}
