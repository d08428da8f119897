import {
  CheckIfPhoneNumberIsOptedOutCommand,
  PublishCommand,
  SNSClient,
  SNSServiceException,
} from '@aws-sdk/client-sns';
import { type SmsProvider, type SmsSendResult } from './sms.provider.js';

export interface SnsSettings {
  region: string;
  /** Empty for AWS itself; the sandbox's /sns/ in development and tests. */
  endpoint: string;
  senderId: string;
}

/** Text messages through Amazon SNS Publish to a phone number, as transactional SMS. */
export class SnsSmsProvider implements SmsProvider {
  private readonly client: SNSClient;

  constructor(private readonly settings: SnsSettings) {
    this.client = new SNSClient({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      maxAttempts: 2,
      // Bounded, so a send always ends well inside a delivery's claim (docs/delivery.md).
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 8_000 },
    });
  }

  async send(to: string, body: string): Promise<SmsSendResult> {
    try {
      const answer = await this.client.send(
        new PublishCommand({
          PhoneNumber: to,
          Message: body,
          MessageAttributes: {
            'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
            'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: this.settings.senderId },
          },
        }),
      );
      if (!answer.MessageId) return { status: 'retry', reason: 'SNS answered without a MessageId' };
      return { status: 'sent', messageId: answer.MessageId };
    } catch (error) {
      if (error instanceof SNSServiceException && error.$fault === 'client') {
        return { status: 'failed', reason: `SNS ${error.name}: ${error.message}` };
      }
      return { status: 'retry', reason: `SNS: ${(error as Error).message}` };
    }
  }

  async isOptedOut(to: string): Promise<boolean> {
    const answer = await this.client.send(
      new CheckIfPhoneNumberIsOptedOutCommand({ phoneNumber: to }),
    );
    return answer.isOptedOut === true;
  }
}
