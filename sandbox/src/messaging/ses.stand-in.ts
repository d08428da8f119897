import { randomUUID } from 'node:crypto';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type StandIn, type StandInEndpoint } from '../stand-in.js';
import {
  type FormParams,
  acceptFormBodies,
  escapeXml,
  indexed,
  isSigV4Signed,
  members,
  missingAuthentication,
  newRequestId,
  queryErrorXml,
  queryResponseXml,
} from './aws-protocol.js';
import {
  type MessagingContext,
  type StoredAttachment,
  type StoredEmail,
} from './messaging-context.js';
import { playDeliveryEvents } from './ses-events.js';
import {
  type MailHeader,
  bareAddress,
  headerValue,
  isValidAddress,
  parseRawMessage,
  simulatorOutcome,
  splitAddressList,
} from './ses-mail.js';

const sesV1Namespace = 'http://ses.amazonaws.com/doc/2010-12-01/';
const snsNamespace = 'http://sns.amazonaws.com/doc/2010-03-31/';
/** SES refuses more recipients than this in one message. */
const maxRecipients = 50;

export const sesEndpoints: readonly StandInEndpoint[] = [
  {
    method: 'POST',
    path: '/ses/v2/email/outbound-emails',
    summary:
      'SES v2 SendEmail as @aws-sdk/client-sesv2 sends it (SigV4 Authorization required, not checked): JSON {FromEmailAddress, Destination: {ToAddresses, CcAddresses, BccAddresses}, ReplyToAddresses?, Content: {Simple: {Subject: {Data}, Body: {Text?: {Data}, Html?: {Data}}, Headers?: [{Name, Value}]}} | {Raw: {Data: base64}}, ConfigurationSetName?, EmailTags?: [{Name, Value}]}. Answers {MessageId}; errors {message} with x-amzn-ErrorType (BadRequestException 400, MissingAuthenticationTokenException 403).',
  },
  {
    method: 'POST',
    path: '/ses/',
    summary:
      'SES v1 Query protocol, form-encoded: Action=SendEmail (Source, Destination.ToAddresses.member.N, Message.Subject.Data, Message.Body.Text.Data, Message.Body.Html.Data, ...) or Action=SendRawEmail (RawMessage.Data base64, Destinations.member.N?). Answers <SendEmailResponse><SendEmailResult><MessageId>.',
  },
  {
    method: 'GET',
    path: '/ses/store',
    summary:
      'Every email received, newest first: {emails: [{id, api, receivedAt, from, replyTo, to, cc, bcc, subject, text, html, headers: [{name, value}], listUnsubscribe, listUnsubscribePost, configurationSet, tags, recipients: [{address, outcome}], status (sent|delivered|bounced|complained), events: [{type, at, recipients, detail, notification}]}]}.',
  },
  { method: 'DELETE', path: '/ses/store', summary: 'Forgets every email (204).' },
  {
    method: 'GET',
    path: '/ses/signing-cert.pem',
    summary:
      'The self-signed X.509 certificate (RSA) whose key signs the event notifications; each notification names it as SigningCertURL /ses/SimpleNotificationService-{fingerprint}.pem.',
  },
  {
    method: 'GET',
    path: '/ses/unsubscribe?SubscriptionArn={arn}',
    summary:
      "A notification's UnsubscribeURL: stops event notifications until POST /messages/reset, as SNS would.",
  },
];

interface EmailDraft {
  api: string;
  from: string;
  replyTo: string[];
  to: string[];
  cc: string[];
  bcc: string[];
  /** Who receives it (SendRawEmail may name them apart from the headers). */
  recipients: string[];
  subject: string;
  text: string | null;
  html: string | null;
  headers: MailHeader[];
  configurationSet: string | null;
  tags: Record<string, string>;
  attachments: StoredAttachment[];
}

class SesError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Amazon SES: v2 SendEmail (REST JSON) and v1 SendEmail/SendRawEmail (Query), with the simulator. */
export function sesStandIn(context: MessagingContext): StandIn {
  return {
    descriptor: {
      id: 'ses',
      name: 'Amazon SES',
      description:
        'Receives email exactly as the AWS SDK sends it to SES (v2 SendEmail, v1 SendEmail and SendRawEmail) and keeps it for reading. The mailbox simulator addresses (success@, bounce@, complaint@, suppressionlist@, ooto@simulator.amazonses.com) behave as SES documents; delivery, bounce and complaint events go to SANDBOX_SES_EVENTS_WEBHOOK as signed SNS notifications.',
      basePath: '/ses',
      pages: [{ title: 'Messages received (email, SMS, push)', path: '/messages' }],
      endpoints: sesEndpoints,
    },
    plugin: async (app) => {
      acceptFormBodies(app);
      // Pending delivery events must not outlive the sandbox (nor fire after a test ended).
      app.addHook('onClose', async () => context.scheduler.close());

      app.post(
        '/v2/email/outbound-emails',
        { bodyLimit: 40 * 1024 * 1024 },
        async (request, reply) => {
          const requestId = newRequestId();
          reply.header('x-amzn-requestid', requestId);
          if (!isSigV4Signed(request)) {
            return reply
              .code(403)
              .header('x-amzn-errortype', 'MissingAuthenticationTokenException')
              .send({ message: 'Missing Authentication Token' });
          }
          try {
            const draft = draftFromV2(request.body);
            return { MessageId: accept(context, request, draft) };
          } catch (error) {
            if (!(error instanceof SesError)) throw error;
            return reply
              .code(error.status)
              .header('x-amzn-errortype', error.code)
              .send({ message: error.message });
          }
        },
      );

      app.post('/', { bodyLimit: 40 * 1024 * 1024 }, async (request, reply) => {
        const requestId = newRequestId();
        const send = (status: number, xml: string): FastifyReply =>
          reply.code(status).type('text/xml').header('x-amzn-requestid', requestId).send(xml);
        if (!isSigV4Signed(request)) {
          return send(403, queryErrorXml(sesV1Namespace, missingAuthentication, requestId));
        }
        const params = (request.body ?? {}) as FormParams;
        const action = params.Action ?? '';
        try {
          if (action !== 'SendEmail' && action !== 'SendRawEmail') {
            throw new SesError(
              400,
              'InvalidAction',
              `The action ${action || '(none)'} is not valid for this web service (the sandbox answers SendEmail and SendRawEmail).`,
            );
          }
          const draft = action === 'SendEmail' ? draftFromV1(params) : draftFromV1Raw(params);
          const messageId = accept(context, request, draft);
          return send(
            200,
            queryResponseXml(
              sesV1Namespace,
              action,
              `<MessageId>${escapeXml(messageId)}</MessageId>`,
              requestId,
            ),
          );
        } catch (error) {
          if (!(error instanceof SesError)) throw error;
          return send(
            error.status,
            queryErrorXml(
              sesV1Namespace,
              { type: 'Sender', code: error.code, message: error.message },
              requestId,
            ),
          );
        }
      });

      app.get('/store', async () => ({ emails: context.emails }));

      app.delete('/store', async (_request, reply) => {
        context.emails.length = 0;
        return reply.code(204).send();
      });

      app.get('/unsubscribe', async (_request, reply) => {
        context.sesEventsSubscribed = false;
        return reply
          .type('text/xml')
          .send(queryResponseXml(snsNamespace, 'Unsubscribe', '', newRequestId()));
      });

      app.get('/:file', async (request, reply) => {
        const { file } = request.params as { file: string };
        const signer = context.snsSigner;
        if (file !== 'signing-cert.pem' && file !== signer.certificateFileName) {
          return reply.code(404).send({ error: 'not found' });
        }
        return reply.type('application/x-pem-file').send(signer.certificatePem);
      });
    },
  };
}

function accept(context: MessagingContext, request: FastifyRequest, draft: EmailDraft): string {
  if (draft.recipients.length === 0) {
    throw new SesError(
      400,
      'BadRequestException',
      'Missing required field: Destination (no recipients).',
    );
  }
  if (draft.recipients.length > maxRecipients) {
    throw new SesError(400, 'BadRequestException', `Recipient count exceeds ${maxRecipients}.`);
  }
  for (const mailbox of [draft.from, ...draft.recipients, ...draft.replyTo]) {
    if (!isValidAddress(mailbox)) {
      throw new SesError(400, 'BadRequestException', `Illegal address: ${mailbox}`);
    }
  }
  const receivedAt = context.isoNow();
  const id = `0100${context.now().toString(16).padStart(12, '0')}-${randomUUID()}-000000`;
  const headers: MailHeader[] = [
    ...draft.headers,
    ...(headerValue(draft.headers, 'Message-ID')
      ? []
      : [{ name: 'Message-ID', value: `<${id}@email.amazonses.com>` }]),
    ...(headerValue(draft.headers, 'Date')
      ? []
      : [{ name: 'Date', value: new Date(receivedAt).toUTCString() }]),
  ];
  const email: StoredEmail = {
    id,
    api: draft.api,
    receivedAt,
    from: draft.from,
    replyTo: draft.replyTo,
    to: draft.to,
    cc: draft.cc,
    bcc: draft.bcc,
    subject: draft.subject,
    text: draft.text,
    html: draft.html,
    headers,
    listUnsubscribe: headerValue(headers, 'List-Unsubscribe'),
    listUnsubscribePost: headerValue(headers, 'List-Unsubscribe-Post'),
    configurationSet: draft.configurationSet,
    tags: draft.tags,
    attachments: draft.attachments,
    recipients: draft.recipients.map((mailbox) => {
      const address = bareAddress(mailbox);
      return { address, outcome: simulatorOutcome(address) };
    }),
    status: 'sent',
    events: [],
  };
  context.emails.unshift(email);
  playDeliveryEvents(context, email, { origin: context.origin(request) });
  return id;
}

type Json = Record<string, unknown>;

function object(value: unknown): Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Json)
    : {};
}

function strings(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new SesError(400, 'BadRequestException', `${field} must be a list of strings.`);
  }
  return value as string[];
}

function optionalString(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    throw new SesError(400, 'BadRequestException', `${field} must be a string.`);
  }
  return value;
}

function draftFromV2(body: unknown): EmailDraft {
  const input = object(body);
  const destination = object(input.Destination);
  const to = strings(destination.ToAddresses, 'Destination.ToAddresses');
  const cc = strings(destination.CcAddresses, 'Destination.CcAddresses');
  const bcc = strings(destination.BccAddresses, 'Destination.BccAddresses');
  const replyTo = strings(input.ReplyToAddresses, 'ReplyToAddresses');
  const fromField = optionalString(input.FromEmailAddress, 'FromEmailAddress');
  const configurationSet = optionalString(input.ConfigurationSetName, 'ConfigurationSetName');
  const tags: Record<string, string> = {};
  for (const tag of Array.isArray(input.EmailTags) ? input.EmailTags : []) {
    const { Name, Value } = object(tag);
    if (typeof Name === 'string' && typeof Value === 'string') tags[Name] = Value;
  }
  const content = object(input.Content);

  if (content.Simple !== undefined) {
    const simple = object(content.Simple);
    if (!fromField) {
      throw new SesError(400, 'BadRequestException', 'Missing required field: FromEmailAddress.');
    }
    const subject = optionalString(object(simple.Subject).Data, 'Content.Simple.Subject.Data');
    if (subject === null) {
      throw new SesError(
        400,
        'BadRequestException',
        'Missing required field: Content.Simple.Subject.',
      );
    }
    const bodyPart = object(simple.Body);
    const text = optionalString(object(bodyPart.Text).Data, 'Content.Simple.Body.Text.Data');
    const html = optionalString(object(bodyPart.Html).Data, 'Content.Simple.Body.Html.Data');
    if (text === null && html === null) {
      throw new SesError(
        400,
        'BadRequestException',
        'Missing required field: Content.Simple.Body (Text or Html).',
      );
    }
    const custom: MailHeader[] = [];
    for (const header of Array.isArray(simple.Headers) ? simple.Headers : []) {
      const { Name, Value } = object(header);
      if (typeof Name !== 'string' || typeof Value !== 'string' || !/^[!-9;-~]+$/.test(Name)) {
        throw new SesError(
          400,
          'BadRequestException',
          'Content.Simple.Headers: each needs a Name (no spaces or colons) and a Value.',
        );
      }
      custom.push({ name: Name, value: Value });
    }
    return {
      attachments: attachmentsOf(simple.Attachments),
      api: 'SESv2 SendEmail',
      from: fromField,
      replyTo,
      to,
      cc,
      bcc,
      recipients: [...to, ...cc, ...bcc],
      subject,
      text,
      html,
      headers: [
        { name: 'From', value: fromField },
        ...(replyTo.length > 0 ? [{ name: 'Reply-To', value: replyTo.join(', ') }] : []),
        ...(to.length > 0 ? [{ name: 'To', value: to.join(', ') }] : []),
        ...(cc.length > 0 ? [{ name: 'Cc', value: cc.join(', ') }] : []),
        { name: 'Subject', value: subject },
        { name: 'MIME-Version', value: '1.0' },
        ...custom,
      ],
      configurationSet,
      tags,
    };
  }
  if (content.Raw !== undefined) {
    const data = optionalString(object(content.Raw).Data, 'Content.Raw.Data');
    if (!data)
      throw new SesError(400, 'BadRequestException', 'Missing required field: Content.Raw.Data.');
    return draftFromRaw('SESv2 SendEmail (Raw)', Buffer.from(data, 'base64'), {
      from: fromField,
      recipients: [...to, ...cc, ...bcc],
      configurationSet,
      tags,
    });
  }
  if (content.Template !== undefined) {
    throw new SesError(
      400,
      'BadRequestException',
      'The sandbox does not render SES templates: send Simple or Raw content.',
    );
  }
  throw new SesError(
    400,
    'BadRequestException',
    'Missing required field: Content (Simple or Raw).',
  );
}

function draftFromRaw(
  api: string,
  raw: Buffer,
  given: {
    from: string | null;
    recipients: string[];
    configurationSet: string | null;
    tags: Record<string, string>;
  },
): EmailDraft {
  if (raw.length === 0) throw new SesError(400, 'BadRequestException', 'The raw message is empty.');
  const parsed = parseRawMessage(raw);
  const list = (name: string): string[] =>
    splitAddressList(headerValue(parsed.headers, name) ?? '');
  const to = list('To');
  const cc = list('Cc');
  const headerBcc = list('Bcc');
  const from = given.from ?? headerValue(parsed.headers, 'From');
  if (!from)
    throw new SesError(
      400,
      'BadRequestException',
      'Missing From: neither FromEmailAddress nor a From header.',
    );
  const recipients = given.recipients.length > 0 ? given.recipients : [...to, ...cc, ...headerBcc];
  const shown = new Set([...to, ...cc].map((mailbox) => bareAddress(mailbox).toLowerCase()));
  return {
    api,
    from,
    replyTo: list('Reply-To'),
    to,
    cc,
    bcc: recipients.filter((mailbox) => !shown.has(bareAddress(mailbox).toLowerCase())),
    recipients,
    subject: headerValue(parsed.headers, 'Subject') ?? '',
    text: parsed.text,
    html: parsed.html,
    // SES never passes a Bcc header on.
    headers: parsed.headers.filter((header) => header.name.toLowerCase() !== 'bcc'),
    configurationSet: given.configurationSet,
    tags: given.tags,
    // The sandbox reads a raw message's text and HTML bodies only; other parts are not listed.
    attachments: [],
  };
}

function v1Tags(params: FormParams): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const index of indexed(params, 'Tags.member.')) {
    const name = params[`Tags.member.${index}.Name`];
    const value = params[`Tags.member.${index}.Value`];
    if (name !== undefined && value !== undefined) tags[name] = value;
  }
  return tags;
}

function draftFromV1(params: FormParams): EmailDraft {
  const from = params.Source;
  if (!from) throw new SesError(400, 'ValidationError', 'Missing required parameter: Source.');
  const subject = params['Message.Subject.Data'];
  if (subject === undefined) {
    throw new SesError(400, 'ValidationError', 'Missing required parameter: Message.Subject.Data.');
  }
  const to = members(params, 'Destination.ToAddresses');
  const cc = members(params, 'Destination.CcAddresses');
  const bcc = members(params, 'Destination.BccAddresses');
  const replyTo = members(params, 'ReplyToAddresses');
  return {
    api: 'SES SendEmail',
    from,
    replyTo,
    to,
    cc,
    bcc,
    recipients: [...to, ...cc, ...bcc],
    subject,
    text: params['Message.Body.Text.Data'] ?? null,
    html: params['Message.Body.Html.Data'] ?? null,
    headers: [
      { name: 'From', value: from },
      ...(replyTo.length > 0 ? [{ name: 'Reply-To', value: replyTo.join(', ') }] : []),
      ...(to.length > 0 ? [{ name: 'To', value: to.join(', ') }] : []),
      ...(cc.length > 0 ? [{ name: 'Cc', value: cc.join(', ') }] : []),
      { name: 'Subject', value: subject },
      { name: 'MIME-Version', value: '1.0' },
    ],
    configurationSet: params.ConfigurationSetName ?? null,
    tags: v1Tags(params),
    attachments: [],
  };
}

function draftFromV1Raw(params: FormParams): EmailDraft {
  const data = params['RawMessage.Data'];
  if (!data)
    throw new SesError(400, 'ValidationError', 'Missing required parameter: RawMessage.Data.');
  return draftFromRaw('SES SendRawEmail', Buffer.from(data, 'base64'), {
    from: params.Source ?? null,
    recipients: members(params, 'Destinations'),
    configurationSet: params.ConfigurationSetName ?? null,
    tags: v1Tags(params),
  });
}

/** Content.Simple.Attachments as SES v2 takes them: RawContent base64 in the JSON body. */
function attachmentsOf(value: unknown): StoredAttachment[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    throw new SesError(400, 'BadRequestException', 'Content.Simple.Attachments must be a list.');
  }
  return value.map((item, index) => {
    const { FileName, ContentType, RawContent } = object(item);
    if (typeof FileName !== 'string' || typeof RawContent !== 'string') {
      throw new SesError(
        400,
        'BadRequestException',
        `Content.Simple.Attachments.${index}: FileName and RawContent are required.`,
      );
    }
    const raw = Buffer.from(RawContent, 'base64');
    const contentType = typeof ContentType === 'string' ? ContentType : 'application/octet-stream';
    return {
      fileName: FileName,
      contentType,
      size: raw.length,
      content: /^text\//.test(contentType) ? raw.toString('utf8') : null,
    };
  });
}
