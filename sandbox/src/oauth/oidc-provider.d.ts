// oidc-provider 9 ships no types; only what the sandbox's identity providers use is declared.
declare module 'oidc-provider' {
  import { type IncomingMessage, type ServerResponse } from 'node:http';

  export interface Grant {
    jti: string;
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface OidcContext {
    oidc: {
      client: { clientId: string };
      account: { accountId: string };
      session: { grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
    type: string;
    body: string;
  }

  export interface Account {
    accountId: string;
    claims(): Record<string, unknown>;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string };
    grantId?: string;
  }

  export type InteractionResult =
    | { login: { accountId: string } }
    | { consent: { grantId: string } }
    | { error: string; error_description?: string };

  export interface Configuration {
    adapter: unknown;
    clients: Record<string, unknown>[];
    responseTypes: string[];
    scopes: string[];
    claims: Record<string, string[]>;
    conformIdTokenClaims: boolean;
    pkce: { required: () => boolean };
    ttl: Record<string, number>;
    jwks: { keys: Record<string, unknown>[] };
    cookies: { keys: string[]; names: Record<'session' | 'interaction' | 'resume', string> };
    features: Record<string, { enabled: boolean }>;
    interactions: { url: (ctx: OidcContext, interaction: Interaction) => Promise<string> };
    findAccount: (ctx: OidcContext, sub: string) => Promise<Account | undefined>;
    loadExistingGrant: (ctx: OidcContext) => Promise<Grant | undefined>;
    renderError: (
      ctx: OidcContext,
      out: { error: string; error_description?: string },
      error: Error,
    ) => Promise<void>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    /** Koa's `proxy`: trust X-Forwarded-Proto and X-Forwarded-Host. */
    proxy: boolean;
    readonly Grant: {
      new (properties: { clientId: string; accountId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    callback(): (request: IncomingMessage, response: ServerResponse) => Promise<void>;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: InteractionResult,
    ): Promise<void>;
  }

  export const errors: { SessionNotFound: new (...args: never[]) => Error };
}

// The in-memory store oidc-provider uses by default (an LRU per issuer); not in its public index.
declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  export function createMemoryAdapter(): unknown;
}
