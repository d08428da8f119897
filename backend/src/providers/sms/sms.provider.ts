export type SmsSendResult =
  | { status: 'sent'; messageId: string }
  | { status: 'retry'; reason: string }
  | { status: 'failed'; reason: string };

export interface SmsProvider {
  /** `to` is E.164. */
  send(to: string, body: string): Promise<SmsSendResult>;
  /** Whether the number replied STOP: such numbers are never messaged. */
  isOptedOut(to: string): Promise<boolean>;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');
