import { createHash, createSign, generateKeyPairSync } from 'node:crypto';
import { createSelfSignedCertificate } from '../self-signed-certificate.js';

/** The fields of an SNS HTTP notification that its signature covers, and the signature fields. */
export interface SnsNotification {
  Type: 'Notification';
  MessageId: string;
  TopicArn: string;
  Subject?: string;
  Message: string;
  Timestamp: string;
  SignatureVersion: '1' | '2';
  Signature: string;
  SigningCertURL: string;
  UnsubscribeURL: string;
}

/**
 * The string SNS signs for a Notification, as AWS documents it: each of Message, MessageId,
 * Subject (only when present), Timestamp, TopicArn and Type as "Name\nvalue\n", in that order.
 */
export function notificationStringToSign(
  notification: Pick<
    SnsNotification,
    'Message' | 'MessageId' | 'Subject' | 'Timestamp' | 'TopicArn' | 'Type'
  >,
): string {
  const fields: [string, string | undefined][] = [
    ['Message', notification.Message],
    ['MessageId', notification.MessageId],
    ['Subject', notification.Subject],
    ['Timestamp', notification.Timestamp],
    ['TopicArn', notification.TopicArn],
    ['Type', notification.Type],
  ];
  return fields
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}\n${value}\n`)
    .join('');
}

/**
 * The sandbox's stand-in for SNS's signing key: an RSA key made at first use, with a self-signed
 * certificate that receivers download from SigningCertURL. SignatureVersion 1 is SHA1withRSA, 2 is
 * SHA256withRSA, as in SNS.
 */
export class SnsSigner {
  readonly certificatePem: string;
  /** Part of the certificate's URL, so that a receiver caching certificates by URL never mixes keys. */
  readonly fingerprint: string;
  private readonly privateKeyPem: string;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.certificatePem = createSelfSignedCertificate({
      commonName: 'sns.sandbox.teewatch.local',
      privateKey,
      publicKey,
      validDays: 365,
    });
    this.privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    this.fingerprint = createHash('sha256').update(this.certificatePem).digest('hex').slice(0, 32);
  }

  /** The certificate's file name, shaped like SNS's `SimpleNotificationService-<hash>.pem`. */
  get certificateFileName(): string {
    return `SimpleNotificationService-${this.fingerprint}.pem`;
  }

  sign(stringToSign: string, version: '1' | '2'): string {
    return createSign(version === '1' ? 'RSA-SHA1' : 'RSA-SHA256')
      .update(stringToSign, 'utf8')
      .sign(this.privateKeyPem, 'base64');
  }
}
