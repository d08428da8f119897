import { X509Certificate, generateKeyPairSync } from 'node:crypto';
import { createSelfSignedCertificate } from './self-signed-certificate.js';

describe('createSelfSignedCertificate', () => {
  it.each(['ec', 'rsa'] as const)(
    'makes a %s certificate that verifies with its own key',
    (type) => {
      const { privateKey, publicKey } =
        type === 'ec'
          ? generateKeyPairSync('ec', { namedCurve: 'P-256' })
          : generateKeyPairSync('rsa', { modulusLength: 2048 });
      const now = new Date('2026-11-02T12:00:00Z');

      const cert = new X509Certificate(
        createSelfSignedCertificate({
          commonName: 'TeeWatch sandbox',
          privateKey,
          publicKey,
          hosts: ['localhost', 'sandbox.internal', '127.0.0.1', '::1'],
          validDays: 30,
          now,
        }),
      );

      expect(cert.subject).toBe('CN=TeeWatch sandbox');
      expect(cert.issuer).toBe(cert.subject);
      expect(cert.verify(publicKey)).toBe(true);
      expect(cert.ca).toBe(true);
      expect(cert.publicKey.equals(publicKey)).toBe(true);
      expect(cert.checkHost('localhost')).toBe('localhost');
      expect(cert.checkHost('sandbox.internal')).toBe('sandbox.internal');
      expect(cert.checkHost('example.com')).toBeUndefined();
      expect(cert.checkIP('127.0.0.1')).toBe('127.0.0.1');
      expect(cert.checkIP('::1')).toBe('::1');
      expect(cert.checkIP('10.0.0.1')).toBeUndefined();
      expect(new Date(cert.validFrom).getTime()).toBeLessThan(now.getTime());
      expect(new Date(cert.validTo).getTime()).toBeLessThan(now.getTime() + 31 * 86_400_000);
    },
  );
});

describe('createSelfSignedCertificate, many times', () => {
  it('always encodes a certificate OpenSSL accepts, whatever the random serial number', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    for (let i = 0; i < 300; i++) {
      expect(() =>
        createSelfSignedCertificate({ commonName: 'TeeWatch sandbox', privateKey, publicKey }),
      ).not.toThrow();
    }
  });
});
