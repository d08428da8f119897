import {
  X509Certificate,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:https';
import { type AddressInfo } from 'node:net';
import path from 'node:path';
import { type FastifyInstance } from 'fastify';
import { createSelfSignedCertificate } from './self-signed-certificate.js';

/** Key and certificate of the sandbox's HTTPS listener (PEM). */
export interface TlsIdentity {
  key: string;
  cert: string;
}

export const defaultTlsHosts = ['localhost', '127.0.0.1', '::1'];

const keyFile = 'sandbox-tls-key.pem';
const certFile = 'sandbox-tls-cert.pem';

/**
 * A fresh self-signed identity for `hosts`, or, with a directory, the one saved there (created and
 * saved on first use). Saving it lets the API and workers trust the same certificate across sandbox
 * restarts (NODE_EXTRA_CA_CERTS or an https.Agent's `ca`). A saved certificate that no longer covers
 * every host, or expires within a day, is replaced.
 */
export function loadOrCreateTlsIdentity(
  hosts: readonly string[],
  directory?: string,
  now: Date = new Date(),
): TlsIdentity {
  if (directory) {
    const keyPath = path.join(directory, keyFile);
    const certPath = path.join(directory, certFile);
    if (existsSync(keyPath) && existsSync(certPath)) {
      const saved = { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8') };
      if (coversHosts(saved.cert, hosts, now) && keyMatchesCertificate(saved)) return saved;
    }
    const created = createTlsIdentity(hosts, now);
    mkdirSync(directory, { recursive: true });
    writeFileSync(keyPath, created.key, { mode: 0o600 });
    writeFileSync(certPath, created.cert);
    return created;
  }
  return createTlsIdentity(hosts, now);
}

export function createTlsIdentity(hosts: readonly string[], now: Date = new Date()): TlsIdentity {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const cert = createSelfSignedCertificate({
    commonName: 'TeeWatch sandbox',
    privateKey,
    publicKey,
    hosts,
    now,
  });
  return { key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), cert };
}

function coversHosts(certPem: string, hosts: readonly string[], now: Date): boolean {
  try {
    const cert = new X509Certificate(certPem);
    if (Date.parse(cert.validTo) - now.getTime() < 86_400_000) return false;
    return hosts.every((host) =>
      /^[\d.]+$/.test(host) || host.includes(':')
        ? cert.checkIP(host) !== undefined
        : cert.checkHost(host) !== undefined,
    );
  } catch {
    return false;
  }
}

/** A key saved beside another certificate (a half-written directory) is not reused. */
function keyMatchesCertificate(identity: TlsIdentity): boolean {
  try {
    const fromKey = createPublicKey(createPrivateKey(identity.key)).export({
      type: 'spki',
      format: 'der',
    });
    const fromCert = new X509Certificate(identity.cert).publicKey.export({
      type: 'spki',
      format: 'der',
    });
    return fromKey.equals(fromCert);
  } catch {
    return false;
  }
}

export interface HttpsListener {
  port: number;
  server: Server;
  close(): Promise<void>;
}

/**
 * Serves every route of a built (ready) sandbox over HTTPS too, on its own port, beside the plain
 * HTTP one: the push service must be HTTPS because web-push sends with https.request only.
 */
export async function listenHttps(
  app: FastifyInstance,
  identity: TlsIdentity,
  options: { port: number; host: string },
): Promise<HttpsListener> {
  const server = createServer({ key: identity.key, cert: identity.cert }, (request, response) =>
    app.routing(request, response),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
