import { type KeyObject, X509Certificate, randomBytes, sign } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/*
 * Node can parse and verify X.509 certificates but cannot make one, and the sandbox needs two: the
 * certificate of its HTTPS listener (push services are HTTPS, and web-push only speaks HTTPS) and
 * the certificate SNS receivers download to check a notification's signature. A self-signed v3
 * certificate is a few DER structures signed with the key itself, so it is built here rather than
 * by shelling out to openssl or pulling in a large ASN.1 library.
 */

export interface SelfSignedCertificateOptions {
  commonName: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** Host names and IP addresses the certificate is valid for (subjectAltName). */
  hosts?: readonly string[];
  validDays?: number;
  now?: Date;
}

/** A self-signed X.509 v3 certificate (RSA or EC P-256 key, SHA-256) as PEM; also a CA for itself. */
export function createSelfSignedCertificate(options: SelfSignedCertificateOptions): string {
  const { privateKey, publicKey } = options;
  const algorithm = signatureAlgorithm(privateKey);
  const notBefore = new Date((options.now ?? new Date()).getTime() - 60 * 60_000);
  const notAfter = new Date(notBefore.getTime() + (options.validDays ?? 825) * 86_400_000);
  const name = sequence(set(sequence(oid('2.5.4.3'), utf8(options.commonName))));
  // Positive and without a leading zero byte: DER insists on the shortest encoding of an INTEGER,
  // and OpenSSL refuses a padded one ("illegal padding").
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x40;

  const extensions = [
    // basicConstraints, critical: CA true, so that clients may trust the certificate as its own root.
    sequence(oid('2.5.29.19'), boolean(true), octetString(sequence(boolean(true)))),
  ];
  const hosts = options.hosts ?? [];
  if (hosts.length > 0) {
    extensions.push(sequence(oid('2.5.29.17'), octetString(sequence(...hosts.map(generalName)))));
  }

  const tbs = sequence(
    explicit(0, integer(Buffer.from([2]))),
    integer(serial),
    algorithm.identifier,
    name,
    sequence(time(notBefore), time(notAfter)),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, sequence(...extensions)),
  );
  const signature = sign(algorithm.hash, tbs, privateKey);
  const der = sequence(tbs, algorithm.identifier, bitString(signature));
  const base64 = der.toString('base64').replace(/(.{64})/g, '$1\n');
  const pem = `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`;
  // Parsing it back proves the encoding before anyone else sees it.
  new X509Certificate(pem);
  return pem;
}

function signatureAlgorithm(key: KeyObject): { hash: string; identifier: Buffer } {
  if (key.asymmetricKeyType === 'rsa') {
    return { hash: 'sha256', identifier: sequence(oid('1.2.840.113549.1.1.11'), nullValue()) };
  }
  if (key.asymmetricKeyType === 'ec') {
    return { hash: 'sha256', identifier: sequence(oid('1.2.840.10045.4.3.2')) };
  }
  throw new Error(`cannot sign a certificate with a ${key.asymmetricKeyType ?? 'unknown'} key`);
}

function tlv(tag: number, content: Buffer): Buffer {
  const length = content.length;
  let header: Buffer;
  if (length < 0x80) {
    header = Buffer.from([tag, length]);
  } else {
    const bytes: number[] = [];
    for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
    header = Buffer.from([tag, 0x80 | bytes.length, ...bytes]);
  }
  return Buffer.concat([header, content]);
}

const sequence = (...parts: Buffer[]): Buffer => tlv(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]): Buffer => tlv(0x31, Buffer.concat(parts));
const explicit = (tagNumber: number, content: Buffer): Buffer => tlv(0xa0 + tagNumber, content);
const boolean = (value: boolean): Buffer => tlv(0x01, Buffer.from([value ? 0xff : 0]));
const nullValue = (): Buffer => Buffer.from([0x05, 0x00]);
const utf8 = (text: string): Buffer => tlv(0x0c, Buffer.from(text, 'utf8'));
const octetString = (content: Buffer): Buffer => tlv(0x04, content);
const bitString = (content: Buffer): Buffer =>
  tlv(0x03, Buffer.concat([Buffer.from([0]), content]));

function integer(bytes: Buffer): Buffer {
  const positive = (bytes[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes;
  return tlv(0x02, positive);
}

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const groups = [arc & 0x7f];
    for (let value = arc >>> 7; value > 0; value >>>= 7) groups.unshift((value & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** UTCTime until 2049, GeneralizedTime after, as RFC 5280 requires. */
function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return date.getUTCFullYear() < 2050
    ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`, 'ascii'))
    : tlv(0x18, Buffer.from(`${iso}Z`, 'ascii'));
}

function generalName(host: string): Buffer {
  if (isIPv4(host)) return tlv(0x87, Buffer.from(host.split('.').map(Number)));
  if (isIPv6(host)) return tlv(0x87, ipv6Bytes(host));
  return tlv(0x82, Buffer.from(host, 'ascii'));
}

function ipv6Bytes(address: string): Buffer {
  const [head = '', tail] = address.split('::');
  const groups = (part: string): number[] =>
    part === '' ? [] : part.split(':').map((group) => parseInt(group, 16));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  const bytes = Buffer.alloc(16);
  all.forEach((group, index) => bytes.writeUInt16BE(group, index * 2));
  return bytes;
}
