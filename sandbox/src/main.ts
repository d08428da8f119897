import { buildSandbox } from './app.js';
import {
  type HttpsListener,
  defaultTlsHosts,
  listenHttps,
  loadOrCreateTlsIdentity,
} from './https-listener.js';
import { type MessagingOptions } from './messaging/messaging-context.js';
import { readMessagingSettings } from './messaging/messaging.js';
import { type OidcOptions, readOidcSettings } from './oauth/oidc-settings.js';
import { createKnownStandIns } from './stand-ins.js';
import { type TeeSheetOptions, readTeeSheetSettings } from './tee-sheets/tee-sheets.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

interface SandboxSettings {
  host: string;
  port: number;
  /** null: no HTTPS listener (push endpoints are then plain HTTP, which web-push cannot reach). */
  httpsPort: number | null;
  tlsDir: string | null;
  tlsHosts: string[];
  logLevel: string;
  teeSheets: TeeSheetOptions;
  messaging: MessagingOptions;
  oidc: OidcOptions;
}

const portProblem = (name: string, text: string): string =>
  `${name}: "${text}" is not a port number (0-65535)`;
const isPort = (text: string): boolean => /^\d+$/.test(text) && Number(text) <= 65535;

/**
 * Reads SANDBOX_HOST, SANDBOX_PORT, SANDBOX_HTTPS_PORT, SANDBOX_TLS_DIR, SANDBOX_TLS_HOSTS,
 * LOG_LEVEL, SANDBOX_TEE_SHEET_*, the messaging settings and SANDBOX_OAUTH_*, listing every bad
 * value at once.
 */
function readSettings(env: NodeJS.ProcessEnv): SandboxSettings {
  const problems: string[] = [];
  const host = env.SANDBOX_HOST || '127.0.0.1';
  const portText = env.SANDBOX_PORT || '4000';
  if (!isPort(portText)) problems.push(portProblem('SANDBOX_PORT', portText));
  const httpsPortText = env.SANDBOX_HTTPS_PORT || '4443';
  if (httpsPortText !== 'off' && !isPort(httpsPortText)) {
    problems.push(`${portProblem('SANDBOX_HTTPS_PORT', httpsPortText)} or "off"`);
  }
  const tlsHosts = (env.SANDBOX_TLS_HOSTS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of tlsHosts) {
    if (!/^[A-Za-z0-9.:-]+$/.test(name)) {
      problems.push(`SANDBOX_TLS_HOSTS: "${name}" is not a host name or IP address`);
    }
  }
  const logLevel = env.LOG_LEVEL || 'info';
  if (!logLevels.includes(logLevel)) {
    problems.push(`LOG_LEVEL: "${logLevel}" is not one of ${logLevels.join(', ')}`);
  }
  const teeSheets = readTeeSheetSettings(env, problems);
  const messaging = readMessagingSettings(env, problems);
  const oidc = readOidcSettings(env, problems);
  if (problems.length > 0) {
    throw new Error(
      `Invalid sandbox configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  return {
    host,
    port: Number(portText),
    httpsPort: httpsPortText === 'off' ? null : Number(httpsPortText),
    tlsDir: env.SANDBOX_TLS_DIR || null,
    tlsHosts,
    logLevel,
    teeSheets,
    messaging,
    oidc,
  };
}

async function main(): Promise<void> {
  const settings = readSettings(process.env);
  const identity =
    settings.httpsPort === null
      ? null
      : loadOrCreateTlsIdentity(
          [...defaultTlsHosts, ...settings.tlsHosts],
          settings.tlsDir ?? undefined,
        );
  let httpsPort = settings.httpsPort;
  const messaging: MessagingOptions = {
    ...settings.messaging,
    tlsCertificate: identity?.cert ?? null,
    ...(identity ? { pushOrigin: (hostname: string) => `https://${hostname}:${httpsPort}` } : {}),
  };
  const app = await buildSandbox({
    logger: { level: settings.logLevel },
    standIns: createKnownStandIns({
      teeSheets: settings.teeSheets,
      messaging,
      oidc: { ...settings.oidc, publicUrl: settings.messaging.publicUrl ?? null },
    }),
  });

  let https: HttpsListener | null = null;
  let closing = false;
  const shutDown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'sandbox shutting down');
    Promise.all([https?.close(), app.close()]).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'sandbox did not close cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutDown);
  process.on('SIGINT', shutDown);

  await app.listen({ host: settings.host, port: settings.port });
  if (identity && settings.httpsPort !== null) {
    https = await listenHttps(app, identity, { host: settings.host, port: settings.httpsPort });
    httpsPort = https.port;
    app.log.info(
      { port: https.port, tlsDir: settings.tlsDir },
      `HTTPS (push endpoints) listening on https://${settings.host}:${https.port}; its certificate is at /push/ca.pem`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
