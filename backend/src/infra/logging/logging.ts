import { type Params } from 'nestjs-pino';
import { type AppConfig } from '../../config/config.schema.js';

/** Query parameters that carry sign-in secrets: magic-link tokens, OAuth codes and state. */
const SECRET_PARAMS = ['token', 'refresh_token', 'code', 'state'];

/** The URL with the values of secret query parameters replaced. */
export function withoutSecrets(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  const secrets = SECRET_PARAMS.filter((name) => params.has(name));
  if (secrets.length === 0) return url;
  for (const name of secrets) params.set(name, '[Redacted]');
  return `${url.slice(0, query)}?${params.toString()}`;
}

/**
 * Structured JSON logs; secrets in headers never reach them, nor sign-in tokens in addresses
 * (the sign-in redirects carry the new session's tokens in their Location).
 */
export function loggingOptions(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.LOG_LEVEL,
      redact: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'res.headers.location',
        ...SECRET_PARAMS.map((name) => `req.query.${name}`),
      ],
      serializers: {
        req: (req: { url?: string }) => ({ ...req, url: req.url && withoutSecrets(req.url) }),
      },
      autoLogging: { ignore: (req) => req.url === '/api/health' || req.url === '/metrics' },
    },
  };
}
