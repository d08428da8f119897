import { SendEmailCommand, SESv2Client, SESv2ServiceException } from '@aws-sdk/client-sesv2';
import { type EmailProvider, type EmailSendResult, type OutgoingEmail } from './email.provider.js';

export interface SesSettings {
  region: string;
  /** Empty for AWS itself; the sandbox's /ses in development and tests. */
  endpoint: string;
  fromAddress: string;
  configurationSet: string;
}

/** Errors SES means as "slow down" or "try again", as opposed to "this email will never go". */
const RETRYABLE = new Set([
  'TooManyRequestsException',
  'LimitExceededException',
  'InternalFailure',
  'ServiceUnavailable',
]);

/** Email through Amazon SES v2 SendEmail: HTML and text parts, List-Unsubscribe, event tags. */
export class SesEmailProvider implements EmailProvider {
  private readonly client: SESv2Client;

  constructor(private readonly settings: SesSettings) {
    this.client = new SESv2Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      maxAttempts: 2,
      // Bounded, so a send always ends well inside a delivery's claim (docs/delivery.md).
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 8_000 },
    });
  }

  async send(email: OutgoingEmail): Promise<EmailSendResult> {
    const headers = email.unsubscribeUrl
      ? [
          { Name: 'List-Unsubscribe', Value: `<${email.unsubscribeUrl}>` },
          { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
        ]
      : [];
    try {
      const answer = await this.client.send(
        new SendEmailCommand({
          FromEmailAddress: this.settings.fromAddress,
          Destination: { ToAddresses: [email.to] },
          Content: {
            Simple: {
              Subject: { Data: email.subject, Charset: 'UTF-8' },
              Body: {
                Html: { Data: email.html, Charset: 'UTF-8' },
                Text: { Data: email.text, Charset: 'UTF-8' },
              },
              ...(headers.length > 0 ? { Headers: headers } : {}),
              ...(email.attachments?.length
                ? {
                    Attachments: email.attachments.map((file) => ({
                      FileName: file.fileName,
                      ContentType: file.contentType,
                      ContentDisposition: 'ATTACHMENT' as const,
                      RawContent: Buffer.from(file.content, 'utf8'),
                    })),
                  }
                : {}),
            },
          },
          ...(this.settings.configurationSet
            ? { ConfigurationSetName: this.settings.configurationSet }
            : {}),
          EmailTags: Object.entries(email.tags ?? {}).map(([Name, Value]) => ({ Name, Value })),
        }),
      );
      if (!answer.MessageId) return { status: 'retry', reason: 'SES answered without a MessageId' };
      return { status: 'sent', messageId: answer.MessageId };
    } catch (error) {
      if (error instanceof SESv2ServiceException) {
        const reason = `SES ${error.name}: ${error.message}`;
        const retryable = RETRYABLE.has(error.name) || error.$fault === 'server';
        return retryable ? { status: 'retry', reason } : { status: 'failed', reason };
      }
      return { status: 'retry', reason: `SES unreachable: ${(error as Error).message}` };
    }
  }
}
