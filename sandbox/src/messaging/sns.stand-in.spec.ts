import {
  CheckIfPhoneNumberIsOptedOutCommand,
  ListPhoneNumbersOptedOutCommand,
  OptInPhoneNumberCommand,
  PublishCommand,
  SNSClient,
} from '@aws-sdk/client-sns';
import { type StoredSms } from './messaging-context.js';
import {
  type MessagingSandbox,
  awsCredentials,
  startMessagingSandbox,
} from './messaging-test-support.fixture.js';
import { isOptOut } from './sns.stand-in.js';

describe('SNS stand-in (SMS)', () => {
  let sandbox: MessagingSandbox;
  let sns: SNSClient;

  beforeEach(async () => {
    sandbox = await startMessagingSandbox();
    sns = new SNSClient({
      endpoint: `${sandbox.url}/sns`,
      region: 'us-east-1',
      credentials: awsCredentials,
    });
  });
  afterEach(async () => {
    sns.destroy();
    await sandbox.close();
  });

  const store = async (): Promise<{
    messages: StoredSms[];
    replies: { phoneNumber: string; body: string; optedOut: boolean }[];
    optedOut: { phoneNumber: string }[];
  }> => (await fetch(`${sandbox.url}/sns/store`)).json() as never;

  const text = (phoneNumber: string, message = 'Tee time at 7:10 AM Saturday'): Promise<string> =>
    sns
      .send(
        new PublishCommand({
          PhoneNumber: phoneNumber,
          Message: message,
          MessageAttributes: {
            'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
            'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: 'TeeWatch' },
          },
        }),
      )
      .then((output) => output.MessageId!);

  const reply = (phoneNumber: string, body: string): Promise<Response> =>
    fetch(`${sandbox.url}/sns/control/replies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber, body }),
    });

  it('takes Publish to a phone number from the real SDK and records the SMS', async () => {
    const messageId = await text('+13035550142');

    expect(messageId).toMatch(/^[0-9a-f-]{36}$/);
    const { messages } = await store();
    expect(messages).toEqual([
      {
        id: messageId,
        receivedAt: expect.any(String),
        phoneNumber: '+13035550142',
        message: 'Tee time at 7:10 AM Saturday',
        smsType: 'Transactional',
        senderId: 'TeeWatch',
        attributes: {
          'AWS.SNS.SMS.SMSType': 'Transactional',
          'AWS.SNS.SMS.SenderID': 'TeeWatch',
        },
        status: 'delivered',
      },
    ]);
  });

  it('answers the XML SNS answers', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/sns/',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: 'AWS4-HMAC-SHA256 Credential=AKID/20260101/us-east-1/sns/aws4_request',
      },
      payload: 'Action=Publish&PhoneNumber=%2B13035550142&Message=Hi&Version=2010-03-31',
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    expect(response.body).toMatch(
      /^<PublishResponse xmlns="http:\/\/sns.amazonaws.com\/doc\/2010-03-31\/">\s*<PublishResult><MessageId>[0-9a-f-]{36}<\/MessageId><\/PublishResult>\s*<ResponseMetadata>\s*<RequestId>[0-9a-f-]{36}<\/RequestId>\s*<\/ResponseMetadata>\s*<\/PublishResponse>/,
    );
  });

  it('refuses a number that is not E.164 with InvalidParameter, and keeps nothing', async () => {
    for (const bad of ['3035550142', '+1303', '+0123456789', '+1 303 555 0142']) {
      const error = (await text(bad).catch((caught: unknown) => caught)) as {
        name: string;
        message: string;
        $metadata: { httpStatusCode: number };
      };
      expect(error.name).toMatch(/^InvalidParameter/);
      expect(error.$metadata.httpStatusCode).toBe(400);
      expect(error.message).toContain(`${bad} is not valid to publish to`);
    }
    expect((await store()).messages).toEqual([]);
  });

  it('refuses an unsigned call and an empty message', async () => {
    const unsigned = await sandbox.app.inject({
      method: 'POST',
      url: '/sns/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'Action=Publish&PhoneNumber=%2B13035550142&Message=Hi',
    });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.body).toContain('<Code>MissingAuthenticationToken</Code>');

    const empty = (await text('+13035550142', ' ').catch((caught: unknown) => caught)) as {
      message: string;
    };
    expect(empty.message).toBe('Invalid parameter: Empty message');
  });

  it('opts a number out on a STOP reply: SNS then accepts but drops messages to it', async () => {
    const phone = '+17205550199';
    await text(phone);

    const stop = await reply(phone, 'stop');
    expect(await stop.json()).toEqual({ phoneNumber: phone, body: 'stop', optedOut: true });

    const check = await sns.send(new CheckIfPhoneNumberIsOptedOutCommand({ phoneNumber: phone }));
    expect(check.isOptedOut).toBe(true);
    const list = await sns.send(new ListPhoneNumbersOptedOutCommand({}));
    expect(list.phoneNumbers).toEqual([phone]);

    const afterStop = await text(phone, 'Another tee time');
    expect(afterStop).toMatch(/^[0-9a-f-]{36}$/);
    const { messages, replies } = await store();
    expect(messages.map((sms) => [sms.message, sms.status])).toEqual([
      ['Another tee time', 'suppressed: opted out'],
      ['Tee time at 7:10 AM Saturday', 'delivered'],
    ]);
    expect(replies).toMatchObject([{ phoneNumber: phone, body: 'stop', optedOut: true }]);

    await sns.send(new OptInPhoneNumberCommand({ phoneNumber: phone }));
    const optedIn = await sns.send(new CheckIfPhoneNumberIsOptedOutCommand({ phoneNumber: phone }));
    expect(optedIn.isOptedOut).toBe(false);
    await text(phone, 'Back again');
    expect((await store()).messages[0]).toMatchObject({
      message: 'Back again',
      status: 'delivered',
    });
  });

  it('leaves a number opted in on an ordinary reply, and knows the opt-out keywords', async () => {
    const phone = '+17205550123';
    const thanks = await reply(phone, 'Thanks, booked it!');

    expect(await thanks.json()).toMatchObject({ optedOut: false });
    expect(
      (await sns.send(new CheckIfPhoneNumberIsOptedOutCommand({ phoneNumber: phone }))).isOptedOut,
    ).toBe(false);
    for (const keyword of ['STOP', 'Stop.', ' stopall ', 'UNSUBSCRIBE', 'cancel', 'End', 'QUIT']) {
      expect(isOptOut(keyword)).toBe(true);
    }
    for (const other of ['stop it please', 'START', 'HELP', 'yes']) {
      expect(isOptOut(other)).toBe(false);
    }
  });

  it('refuses a reply from a number that is not E.164', async () => {
    const response = await reply('555-0199', 'STOP');

    expect(response.status).toBe(400);
  });
});
