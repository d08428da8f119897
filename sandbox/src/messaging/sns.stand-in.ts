import { randomUUID } from 'node:crypto';
import { type FastifyReply } from 'fastify';
import { type StandIn, type StandInEndpoint } from '../stand-in.js';
import {
  type FormParams,
  acceptFormBodies,
  escapeXml,
  indexed,
  isSigV4Signed,
  missingAuthentication,
  newRequestId,
  queryErrorXml,
  queryResponseXml,
} from './aws-protocol.js';
import { type MessagingContext, type StoredSms } from './messaging-context.js';

const namespace = 'http://sns.amazonaws.com/doc/2010-03-31/';
const e164 = /^\+[1-9]\d{7,14}$/;
/** The replies SNS treats as an opt-out (AWS's list, plus STOPALL which US carriers also honour). */
export const optOutKeywords = [
  'ARRET',
  'CANCEL',
  'END',
  'OPT-OUT',
  'OPTOUT',
  'QUIT',
  'REMOVE',
  'STOP',
  'STOPALL',
  'TD',
  'UNSUBSCRIBE',
];
const listPageSize = 100;

export const snsEndpoints: readonly StandInEndpoint[] = [
  {
    method: 'POST',
    path: '/sns/',
    summary:
      'AWS Query protocol as @aws-sdk/client-sns sends it (form-encoded, SigV4 Authorization required, not checked). Action=Publish with PhoneNumber (E.164), Message and MessageAttributes.entry.N.{Name, Value.DataType, Value.StringValue} (AWS.SNS.SMS.SMSType, AWS.SNS.SMS.SenderID) answers <PublishResponse><PublishResult><MessageId>; to an opted-out number it is accepted and recorded as "suppressed: opted out", as SNS does. Also CheckIfPhoneNumberIsOptedOut (phoneNumber: <isOptedOut>), ListPhoneNumbersOptedOut (nextToken?: <phoneNumbers><member>) and OptInPhoneNumber (phoneNumber). Errors: <ErrorResponse><Error><Type>Sender</Type><Code>InvalidParameter</Code>... with 400.',
  },
  {
    method: 'POST',
    path: '/sns/control/replies',
    summary: `JSON {phoneNumber, body}: the phone answers by SMS. ${optOutKeywords.join(', ')} (any case) opt the number out. Answers {phoneNumber, body, optedOut}.`,
  },
  {
    method: 'GET',
    path: '/sns/store',
    summary:
      'Every SMS, newest first, with replies and opted-out numbers: {messages: [{id, receivedAt, phoneNumber, message, smsType, senderId, attributes, status}], replies: [{receivedAt, phoneNumber, body, optedOut}], optedOut: [{phoneNumber, since}]}.',
  },
  {
    method: 'DELETE',
    path: '/sns/store',
    summary: 'Forgets SMS and replies; opt-outs stay (204).',
  },
];

class SnsError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function invalidParameter(message: string): SnsError {
  return new SnsError(400, 'InvalidParameter', `Invalid parameter: ${message}`);
}

/** Amazon SNS's SMS side: Publish to a phone number, opt-outs, and replies from the phone. */
export function snsStandIn(context: MessagingContext): StandIn {
  return {
    descriptor: {
      id: 'sns',
      name: 'Amazon SNS (SMS)',
      description:
        'Receives text messages exactly as the AWS SDK publishes them to SNS and keeps them for reading. A control call plays a reply from the phone: STOP opts the number out, and SNS then accepts but drops messages to it, as the real service does.',
      basePath: '/sns',
      pages: [{ title: 'Messages received (email, SMS, push)', path: '/messages' }],
      endpoints: snsEndpoints,
    },
    plugin: async (app) => {
      acceptFormBodies(app);

      app.post('/', async (request, reply) => {
        const requestId = newRequestId();
        const send = (status: number, xml: string): FastifyReply =>
          reply.code(status).type('text/xml').header('x-amzn-requestid', requestId).send(xml);
        if (!isSigV4Signed(request)) {
          return send(403, queryErrorXml(namespace, missingAuthentication, requestId));
        }
        const params = (request.body ?? {}) as FormParams;
        const action = params.Action ?? '';
        try {
          const result = answer(context, action, params);
          return send(200, queryResponseXml(namespace, action, result, requestId));
        } catch (error) {
          if (!(error instanceof SnsError)) throw error;
          return send(
            error.status,
            queryErrorXml(
              namespace,
              { type: 'Sender', code: error.code, message: error.message },
              requestId,
            ),
          );
        }
      });

      app.post(
        '/control/replies',
        {
          schema: {
            body: {
              type: 'object',
              required: ['phoneNumber', 'body'],
              additionalProperties: false,
              properties: { phoneNumber: { type: 'string' }, body: { type: 'string' } },
            },
          },
        },
        async (request, reply) => {
          const { phoneNumber, body } = request.body as { phoneNumber: string; body: string };
          if (!e164.test(phoneNumber)) {
            return reply.code(400).send({ error: `phoneNumber is not E.164: ${phoneNumber}` });
          }
          const optedOut = isOptOut(body);
          if (optedOut && !context.optedOut.has(phoneNumber)) {
            context.optedOut.set(phoneNumber, context.isoNow());
          }
          context.smsReplies.unshift({
            receivedAt: context.isoNow(),
            phoneNumber,
            body,
            optedOut,
          });
          return { phoneNumber, body, optedOut: context.optedOut.has(phoneNumber) };
        },
      );

      app.get('/store', async () => ({
        messages: context.sms,
        replies: context.smsReplies,
        optedOut: [...context.optedOut].map(([phoneNumber, since]) => ({ phoneNumber, since })),
      }));

      app.delete('/store', async (_request, reply) => {
        context.sms.length = 0;
        context.smsReplies.length = 0;
        return reply.code(204).send();
      });
    },
  };
}

export function isOptOut(body: string): boolean {
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  return optOutKeywords.includes(word);
}

function answer(context: MessagingContext, action: string, params: FormParams): string {
  switch (action) {
    case 'Publish':
      return `<MessageId>${publish(context, params)}</MessageId>`;
    case 'CheckIfPhoneNumberIsOptedOut': {
      const phoneNumber = requirePhone(params.phoneNumber, 'phoneNumber');
      return `<isOptedOut>${context.optedOut.has(phoneNumber)}</isOptedOut>`;
    }
    case 'ListPhoneNumbersOptedOut': {
      const all = [...context.optedOut.keys()];
      const start = params.nextToken ? Number(params.nextToken) : 0;
      if (!Number.isInteger(start) || start < 0 || start > all.length) {
        throw invalidParameter('NextToken');
      }
      const page = all.slice(start, start + listPageSize);
      const next = start + listPageSize < all.length ? String(start + listPageSize) : null;
      const numbers = page.map((number) => `<member>${escapeXml(number)}</member>`).join('');
      return `<phoneNumbers>${numbers}</phoneNumbers>${next ? `<nextToken>${next}</nextToken>` : ''}`;
    }
    case 'OptInPhoneNumber': {
      context.optedOut.delete(requirePhone(params.phoneNumber, 'phoneNumber'));
      return '';
    }
    default:
      throw new SnsError(
        400,
        'InvalidAction',
        `The action ${action || '(none)'} is not valid for this web service (the sandbox answers Publish to a PhoneNumber, CheckIfPhoneNumberIsOptedOut, ListPhoneNumbersOptedOut, OptInPhoneNumber).`,
      );
  }
}

function requirePhone(value: string | undefined, name: string): string {
  if (value === undefined || value === '') throw invalidParameter(`${name} is required`);
  if (!e164.test(value))
    throw invalidParameter(`${name} Reason: ${value} is not valid to publish to`);
  return value;
}

function publish(context: MessagingContext, params: FormParams): string {
  if (params.PhoneNumber === undefined && (params.TopicArn || params.TargetArn)) {
    throw invalidParameter(
      'TopicArn or TargetArn Reason: the sandbox publishes SMS only; give PhoneNumber',
    );
  }
  const phoneNumber = requirePhone(params.PhoneNumber, 'PhoneNumber');
  const message = params.Message ?? '';
  if (message.trim() === '') throw invalidParameter('Empty message');

  const attributes: Record<string, string> = {};
  for (const index of indexed(params, 'MessageAttributes.entry.')) {
    const prefix = `MessageAttributes.entry.${index}`;
    const name = params[`${prefix}.Name`];
    const value = params[`${prefix}.Value.StringValue`] ?? params[`${prefix}.Value.BinaryValue`];
    if (name === undefined || value === undefined || !params[`${prefix}.Value.DataType`]) {
      throw invalidParameter(
        `MessageAttributes Reason: entry ${index} needs a Name, a Value.DataType and a value`,
      );
    }
    attributes[name] = value;
  }
  const smsType = attributes['AWS.SNS.SMS.SMSType'] ?? 'Promotional';
  if (smsType !== 'Promotional' && smsType !== 'Transactional') {
    throw invalidParameter(
      `MessageAttributes Reason: AWS.SNS.SMS.SMSType must be Promotional or Transactional, not ${smsType}`,
    );
  }
  const sms: StoredSms = {
    id: randomUUID(),
    receivedAt: context.isoNow(),
    phoneNumber,
    message,
    smsType,
    senderId: attributes['AWS.SNS.SMS.SenderID'] ?? null,
    attributes,
    status: context.optedOut.has(phoneNumber) ? 'suppressed: opted out' : 'delivered',
  };
  context.sms.unshift(sms);
  return sms.id;
}
