import { createVerify, X509Certificate } from 'node:crypto';
import { z } from 'zod';

/** An Amazon SNS HTTP(S) message: a notification, or the confirmation of a subscription. */
export const snsMessageSchema = z.object({
  Type: z.enum(['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation']),
  MessageId: z.string(),
  TopicArn: z.string(),
  Subject: z.string().optional(),
  Message: z.string(),
  Timestamp: z.string(),
  SignatureVersion: z.enum(['1', '2']),
  Signature: z.string(),
  SigningCertURL: z.string(),
  SubscribeURL: z.string().optional(),
  Token: z.string().optional(),
});
export type SnsMessage = z.infer<typeof snsMessageSchema>;

/** The fields SNS signs, in its documented order, for each message type. */
function stringToSign(message: SnsMessage): string {
  const keys =
    message.Type === 'Notification'
      ? ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type']
      : ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'];
  return keys
    .filter((key) => message[key as keyof SnsMessage] !== undefined)
    .map((key) => `${key}\n${message[key as keyof SnsMessage]}\n`)
    .join('');
}

export type FetchCertificate = (url: string) => Promise<string>;

/**
 * Checks that an SNS message was signed by the certificate it names, and that the certificate
 * comes from an allowed place (https://sns.<region>.amazonaws.com/ in production, the sandbox in
 * development). Certificates are cached by URL.
 */
export class SnsNotificationVerifier {
  private readonly certificates = new Map<string, Promise<X509Certificate>>();

  constructor(
    private readonly allowedCertUrls: RegExp,
    private readonly fetchCertificate: FetchCertificate,
  ) {}

  async verify(message: SnsMessage): Promise<boolean> {
    const certUrl = message.SigningCertURL;
    if (!this.allowedCertUrls.test(certUrl) || !URL.canParse(certUrl)) return false;
    if (!new URL(certUrl).pathname.endsWith('.pem')) return false;
    let certificate: X509Certificate;
    try {
      certificate = await this.certificate(certUrl);
    } catch {
      return false;
    }
    const verifier = createVerify(message.SignatureVersion === '2' ? 'RSA-SHA256' : 'RSA-SHA1');
    verifier.update(stringToSign(message), 'utf8');
    return verifier.verify(certificate.publicKey, message.Signature, 'base64');
  }

  private certificate(url: string): Promise<X509Certificate> {
    let pending = this.certificates.get(url);
    if (!pending) {
      pending = this.fetchCertificate(url).then((pem) => new X509Certificate(pem));
      // A failed fetch is not cached: the next notification tries again.
      pending.catch(() => this.certificates.delete(url));
      this.certificates.set(url, pending);
    }
    return pending;
  }
}
