import { X509Certificate, createVerify } from 'node:crypto';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { type StoredEmail } from './messaging-context.js';
import {
  type MessagingSandbox,
  type WebhookReceiver,
  awsCredentials,
  startMessagingSandbox,
  startWebhookReceiver,
} from './messaging-test-support.fixture.js';

interface SnsEnvelope {
  Type: string;
  MessageId: string;
  TopicArn: string;
  Subject?: string;
  Message: string;
  Timestamp: string;
  SignatureVersion: string;
  Signature: string;
  SigningCertURL: string;
  UnsubscribeURL: string;
}

/** What a receiver of SNS HTTP notifications does before trusting one (AWS's documented steps). */
async function verifySnsSignature(envelope: SnsEnvelope, trustedOrigin: string): Promise<boolean> {
  if (new URL(envelope.SigningCertURL).origin !== trustedOrigin) return false;
  const certificate = await (await fetch(envelope.SigningCertURL)).text();
  new X509Certificate(certificate);
  const fields = ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'] as const;
  const stringToSign = fields
    .filter((name) => envelope[name] !== undefined)
    .map((name) => `${name}\n${envelope[name]}\n`)
    .join('');
  return createVerify(envelope.SignatureVersion === '1' ? 'RSA-SHA1' : 'RSA-SHA256')
    .update(stringToSign)
    .verify(certificate, envelope.Signature, 'base64');
}

describe('SES stand-in', () => {
  let sandbox: MessagingSandbox;
  let webhook: WebhookReceiver;
  let ses: SESv2Client;

  beforeEach(async () => {
    webhook = await startWebhookReceiver();
    sandbox = await startMessagingSandbox({ sesEventsWebhook: webhook.url });
    ses = new SESv2Client({
      endpoint: `${sandbox.url}/ses`,
      region: 'us-east-1',
      credentials: awsCredentials,
    });
  });
  afterEach(async () => {
    ses.destroy();
    await sandbox.close();
    await webhook.close();
  });

  const store = async (): Promise<StoredEmail[]> =>
    ((await (await fetch(`${sandbox.url}/ses/store`)).json()) as { emails: StoredEmail[] }).emails;

  const send = async (to: string, subject = 'Tee time found'): Promise<string> => {
    const { MessageId } = await ses.send(
      new SendEmailCommand({
        FromEmailAddress: 'TeeWatch <alerts@teewatch.example>',
        Destination: { ToAddresses: [to] },
        ConfigurationSetName: 'teewatch-events',
        Content: {
          Simple: {
            Subject: { Data: subject },
            Body: { Text: { Data: 'A 7:10 AM slot opened.' }, Html: { Data: '<p>A slot</p>' } },
          },
        },
      }),
    );
    return MessageId!;
  };

  it('takes SendEmail from the real SDK and keeps the email with its custom headers', async () => {
    const { MessageId } = await ses.send(
      new SendEmailCommand({
        FromEmailAddress: 'TeeWatch <alerts@teewatch.example>',
        Destination: {
          ToAddresses: ['Pat Golfer <pat@example.com>'],
          CcAddresses: ['cc@example.com'],
          BccAddresses: ['audit@example.com'],
        },
        ReplyToAddresses: ['help@teewatch.example'],
        ConfigurationSetName: 'teewatch-events',
        EmailTags: [{ Name: 'kind', Value: 'alert' }],
        Content: {
          Simple: {
            Subject: { Data: 'Saturday 7:10 AM at Fossil Trace' },
            Body: {
              Text: { Data: 'A slot opened.' },
              Html: { Data: '<p>A slot <strong>opened</strong>.</p>' },
            },
            Headers: [
              { Name: 'List-Unsubscribe', Value: '<https://teewatch.example/u/abc>' },
              { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
            ],
          },
        },
      }),
    );

    expect(MessageId).toMatch(/^0100[0-9a-f]{12}-[0-9a-f-]{36}-000000$/);
    const [email] = await store();
    expect(email).toMatchObject({
      id: MessageId,
      api: 'SESv2 SendEmail',
      from: 'TeeWatch <alerts@teewatch.example>',
      to: ['Pat Golfer <pat@example.com>'],
      cc: ['cc@example.com'],
      bcc: ['audit@example.com'],
      replyTo: ['help@teewatch.example'],
      subject: 'Saturday 7:10 AM at Fossil Trace',
      text: 'A slot opened.',
      html: '<p>A slot <strong>opened</strong>.</p>',
      listUnsubscribe: '<https://teewatch.example/u/abc>',
      listUnsubscribePost: 'List-Unsubscribe=One-Click',
      configurationSet: 'teewatch-events',
      tags: { kind: 'alert' },
      recipients: [
        { address: 'pat@example.com', outcome: 'delivered' },
        { address: 'cc@example.com', outcome: 'delivered' },
        { address: 'audit@example.com', outcome: 'delivered' },
      ],
    });
    expect(email!.headers).toEqual(
      expect.arrayContaining([
        { name: 'List-Unsubscribe', value: '<https://teewatch.example/u/abc>' },
        { name: 'Subject', value: 'Saturday 7:10 AM at Fossil Trace' },
      ]),
    );
    expect(email!.headers.map((header) => header.name)).not.toContain('Bcc');
  });

  it('plays the mailbox simulator: each address ends with the status and events SES documents', async () => {
    const ids = {
      success: await send('success@simulator.amazonses.com'),
      bounce: await send('bounce@simulator.amazonses.com'),
      complaint: await send('complaint+alert-7@simulator.amazonses.com'),
      suppressed: await send('suppressionlist@simulator.amazonses.com'),
      ooto: await send('ooto@simulator.amazonses.com'),
      anyone: await send('pat@example.com'),
    };
    // 6 Send + 6 outcome events + 1 complaint.
    await webhook.waitForCalls(13);

    const emails = await store();
    const byId = (id: string): StoredEmail => emails.find((email) => email.id === id)!;
    const summary = (id: string): [string, string[]] => [
      byId(id).status,
      byId(id).events.map((event) => `${event.type}${event.detail ? ` ${event.detail}` : ''}`),
    ];
    expect(summary(ids.success)).toEqual(['delivered', ['Send', 'Delivery']]);
    expect(summary(ids.bounce)).toEqual(['bounced', ['Send', 'Bounce Permanent/General']]);
    expect(summary(ids.complaint)).toEqual(['complained', ['Send', 'Delivery', 'Complaint abuse']]);
    expect(summary(ids.suppressed)).toEqual([
      'bounced',
      ['Send', 'Bounce Permanent/OnAccountSuppressionList'],
    ]);
    expect(summary(ids.ooto)).toEqual(['delivered', ['Send', 'Delivery']]);
    expect(summary(ids.anyone)).toEqual(['delivered', ['Send', 'Delivery']]);
    expect(byId(ids.bounce).events[1]!.notification).toBe('sent: HTTP 200');
    expect(emails.map((email) => email.id)).toEqual(Object.values(ids).reverse());
  });

  it('posts each event as an SNS notification whose signature verifies with the served certificate', async () => {
    const messageId = await send('bounce@simulator.amazonses.com');
    const calls = await webhook.waitForCalls(2);

    const bounce = calls
      .map((call) => ({ call, envelope: JSON.parse(call.body) as SnsEnvelope }))
      .find(({ envelope }) => JSON.parse(envelope.Message).eventType === 'Bounce')!;
    expect(bounce.call.headers).toMatchObject({
      'content-type': 'text/plain; charset=UTF-8',
      'x-amz-sns-message-type': 'Notification',
      'x-amz-sns-message-id': bounce.envelope.MessageId,
      'x-amz-sns-topic-arn': 'arn:aws:sns:us-east-1:000000000000:teewatch-ses-events',
    });
    expect(bounce.envelope).toMatchObject({
      Type: 'Notification',
      TopicArn: 'arn:aws:sns:us-east-1:000000000000:teewatch-ses-events',
      SignatureVersion: '2',
    });
    expect(bounce.envelope.SigningCertURL).toMatch(
      new RegExp(`^${sandbox.url}/ses/SimpleNotificationService-[0-9a-f]{32}\\.pem$`),
    );
    expect(JSON.parse(bounce.envelope.Message)).toMatchObject({
      eventType: 'Bounce',
      mail: {
        messageId,
        destination: ['bounce@simulator.amazonses.com'],
        source: 'TeeWatch <alerts@teewatch.example>',
        commonHeaders: { subject: 'Tee time found' },
        tags: { 'ses:configuration-set': ['teewatch-events'] },
      },
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'General',
        bouncedRecipients: [{ emailAddress: 'bounce@simulator.amazonses.com', action: 'failed' }],
      },
    });

    expect(await verifySnsSignature(bounce.envelope, sandbox.url)).toBe(true);
    const tampered = {
      ...bounce.envelope,
      Message: bounce.envelope.Message.replace('Bounce', 'Delivery'),
    };
    expect(await verifySnsSignature(tampered, sandbox.url)).toBe(false);
    const certificate = await fetch(`${sandbox.url}/ses/signing-cert.pem`);
    expect(await certificate.text()).toBe(
      await (await fetch(bounce.envelope.SigningCertURL)).text(),
    );
  });

  it('signs with SHA1withRSA when told to use SignatureVersion 1', async () => {
    await sandbox.close();
    sandbox = await startMessagingSandbox({
      sesEventsWebhook: webhook.url,
      sesSignatureVersion: '1',
    });
    ses = new SESv2Client({
      endpoint: `${sandbox.url}/ses`,
      region: 'us-east-1',
      credentials: awsCredentials,
    });

    await send('success@simulator.amazonses.com');
    const [call] = await webhook.waitForCalls(1);
    const envelope = JSON.parse(call!.body) as SnsEnvelope;

    expect(envelope.SignatureVersion).toBe('1');
    expect(await verifySnsSignature(envelope, sandbox.url)).toBe(true);
  });

  it('records events without posting them when no webhook is configured', async () => {
    await sandbox.close();
    sandbox = await startMessagingSandbox();
    ses = new SESv2Client({
      endpoint: `${sandbox.url}/ses`,
      region: 'us-east-1',
      credentials: awsCredentials,
    });

    const id = await send('success@simulator.amazonses.com');
    const delivered = await waitForStatus(id, 'delivered');

    expect(delivered.events.map((event) => event.notification)).toEqual([
      'not sent: SANDBOX_SES_EVENTS_WEBHOOK is not set',
      'not sent: SANDBOX_SES_EVENTS_WEBHOOK is not set',
    ]);
    expect(webhook.calls).toHaveLength(0);
  });

  async function waitForStatus(id: string, status: string): Promise<StoredEmail> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const email = (await store()).find((candidate) => candidate.id === id);
      if (email?.status === status) return email;
      if (Date.now() > deadline) throw new Error(`email ${id} never became ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('refuses what SES refuses: an illegal address, a missing body, no recipients', async () => {
    const attempt = (input: object): Promise<unknown> =>
      ses.send(new SendEmailCommand(input as never)).catch((error: unknown) => error);
    const simple = { Subject: { Data: 'Hi' }, Body: { Text: { Data: 'Hello' } } };

    const illegal = (await attempt({
      FromEmailAddress: 'alerts@teewatch.example',
      Destination: { ToAddresses: ['not an address'] },
      Content: { Simple: simple },
    })) as { name: string; message: string; $metadata: { httpStatusCode: number } };
    expect(illegal.name).toBe('BadRequestException');
    expect(illegal.$metadata.httpStatusCode).toBe(400);
    expect(illegal.message).toBe('Illegal address: not an address');

    const noBody = (await attempt({
      FromEmailAddress: 'alerts@teewatch.example',
      Destination: { ToAddresses: ['pat@example.com'] },
      Content: { Simple: { Subject: { Data: 'Hi' }, Body: {} } },
    })) as { name: string };
    expect(noBody.name).toBe('BadRequestException');

    const nobody = (await attempt({
      FromEmailAddress: 'alerts@teewatch.example',
      Destination: { ToAddresses: [] },
      Content: { Simple: simple },
    })) as { name: string };
    expect(nobody.name).toBe('BadRequestException');
    expect(await store()).toEqual([]);
  });

  it('refuses an unsigned call as AWS does', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/ses/v2/email/outbound-emails',
      payload: { FromEmailAddress: 'a@teewatch.example' },
    });

    expect(response.statusCode).toBe(403);
    expect(response.headers['x-amzn-errortype']).toBe('MissingAuthenticationTokenException');
    expect(response.json()).toEqual({ message: 'Missing Authentication Token' });
  });

  it('reads raw MIME content: encoded subject, quoted-printable text, base64 HTML, list headers', async () => {
    const raw = [
      'From: TeeWatch <alerts@teewatch.example>',
      'To: pat@example.com',
      'Bcc: hidden@example.com',
      'Subject: =?UTF-8?B?VGVlIHRpbWUg4puz?=',
      'List-Unsubscribe: <mailto:unsubscribe@teewatch.example>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Caf=C3=A9 at 7:10 =E2=80=94 book it=',
      ' now.',
      '--b1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>Café</p>').toString('base64'),
      '--b1--',
      '',
    ].join('\r\n');

    const { MessageId } = await ses.send(
      new SendEmailCommand({
        Destination: { ToAddresses: ['pat@example.com'], BccAddresses: ['hidden@example.com'] },
        Content: { Raw: { Data: Buffer.from(raw) } },
      }),
    );

    const [email] = await store();
    expect(email).toMatchObject({
      id: MessageId,
      api: 'SESv2 SendEmail (Raw)',
      from: 'TeeWatch <alerts@teewatch.example>',
      to: ['pat@example.com'],
      bcc: ['hidden@example.com'],
      subject: 'Tee time ⛳',
      text: 'Café at 7:10 — book it now.',
      html: '<p>Café</p>',
      listUnsubscribe: '<mailto:unsubscribe@teewatch.example>',
    });
    expect(email!.headers.map((header) => header.name)).not.toContain('Bcc');
  });

  it('takes SES v1 SendEmail in the Query protocol', async () => {
    const form = new URLSearchParams({
      Action: 'SendEmail',
      Version: '2010-12-01',
      Source: 'alerts@teewatch.example',
      'Destination.ToAddresses.member.1': 'pat@example.com',
      'Destination.ToAddresses.member.2': 'bounce@simulator.amazonses.com',
      'Message.Subject.Data': 'Hello & welcome',
      'Message.Body.Text.Data': 'Welcome to TeeWatch',
    });
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/ses/',
      headers: {
        'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
        authorization: 'AWS4-HMAC-SHA256 Credential=AKID/20260101/us-east-1/ses/aws4_request',
      },
      payload: form.toString(),
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    const messageId = /<MessageId>([^<]+)<\/MessageId>/.exec(response.body)?.[1];
    expect(response.body).toContain(
      '<SendEmailResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/">',
    );
    const [email] = await store();
    expect(email).toMatchObject({
      id: messageId,
      api: 'SES SendEmail',
      subject: 'Hello & welcome',
      text: 'Welcome to TeeWatch',
      recipients: [
        { address: 'pat@example.com', outcome: 'delivered' },
        { address: 'bounce@simulator.amazonses.com', outcome: 'bounced' },
      ],
    });
  });

  it('cancels pending events on reset, so nothing arrives for forgotten email', async () => {
    await sandbox.close();
    // The delivery event is due a second after the send event: the reset must come between them
    // even on a busy machine (at 200 ms, a CI run beside another suite was too slow once).
    sandbox = await startMessagingSandbox({ sesEventsWebhook: webhook.url, sesEventDelayMs: 1000 });
    ses = new SESv2Client({
      endpoint: `${sandbox.url}/ses`,
      region: 'us-east-1',
      credentials: awsCredentials,
    });

    await send('success@simulator.amazonses.com');
    await webhook.waitForCalls(1);
    const reset = await fetch(`${sandbox.url}/messages/reset`, { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 1200));

    expect(await reset.json()).toEqual({ reset: true });
    expect(webhook.calls).toHaveLength(1);
    expect(await store()).toEqual([]);
  });
});
