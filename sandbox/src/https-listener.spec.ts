import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { X509Certificate } from 'node:crypto';
import { loadOrCreateTlsIdentity } from './https-listener.js';

describe('loadOrCreateTlsIdentity', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'sandbox-tls-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('saves the identity and reuses it on the next start, so trust survives restarts', () => {
    const first = loadOrCreateTlsIdentity(['localhost', '127.0.0.1'], directory);
    const second = loadOrCreateTlsIdentity(['localhost', '127.0.0.1'], directory);

    expect(second).toEqual(first);
    expect(readFileSync(path.join(directory, 'sandbox-tls-cert.pem'), 'utf8')).toBe(first.cert);
  });

  it('replaces a saved identity that does not cover a host now asked for', () => {
    const first = loadOrCreateTlsIdentity(['localhost'], directory);
    const second = loadOrCreateTlsIdentity(['localhost', 'sandbox'], directory);

    expect(second.cert).not.toBe(first.cert);
    expect(new X509Certificate(second.cert).checkHost('sandbox')).toBe('sandbox');
  });

  it('makes a fresh identity each time without a directory', () => {
    expect(loadOrCreateTlsIdentity(['localhost']).cert).not.toBe(
      loadOrCreateTlsIdentity(['localhost']).cert,
    );
  });
});
