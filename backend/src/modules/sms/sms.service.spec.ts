import { type AppConfig } from '../../config/config.schema.js';
import { type Owner } from '../../infra/owners/owner.js';
import { type SmsProvider } from '../../providers/sms/sms.provider.js';
import { type SmsRepository } from './sms.repository.js';
import { SmsService } from './sms.service.js';

/** The rules of sending a text, with an in-memory record and a fake SNS. */
const owner: Owner = { userId: 'user-1', grantId: null };
const text = { to: '+13035550100', kind: 'tee_time_alert' as const, body: 'Tee time open' };
// 10:00 in Denver on 1 December; Denver's midnight that day is 07:00 UTC.
const now = new Date('2026-12-01T17:00:00Z');

function setUp(options: { optedOut?: boolean; sentSinceMidnight?: number; snsFails?: boolean }) {
  const recorded: { status: string; messageId: string | null }[] = [];
  const askedSince: Date[] = [];
  const sent: string[] = [];
  const repository = {
    countSentSince: async (_owner: Owner, since: Date) => {
      askedSince.push(since);
      return options.sentSinceMidnight ?? 0;
    },
    record: async (_owner: Owner, _input: unknown, status: string, messageId: string | null) =>
      void recorded.push({ status, messageId }),
  } as unknown as SmsRepository;
  const provider = {
    isOptedOut: async () => options.optedOut ?? false,
    send: async (to: string) => {
      sent.push(to);
      return options.snsFails
        ? { status: 'failed' as const, reason: 'SNS InvalidParameter' }
        : { status: 'sent' as const, messageId: 'sns-1' };
    },
  } as unknown as SmsProvider;
  const service = new SmsService(repository, provider, { SMS_DAILY_CAP: 3 } as AppConfig);
  return { service, recorded, askedSince, sent };
}

describe('sending a text', () => {
  it('sends and records it with the message id SNS gave', async () => {
    const { service, recorded, sent } = setUp({});
    expect(await service.send(owner, text, now)).toEqual({ status: 'sent' });
    expect(sent).toEqual(['+13035550100']);
    expect(recorded).toEqual([{ status: 'sent', messageId: 'sns-1' }]);
  });

  it('stops at the daily cap, counted from midnight in Denver, and sends nothing', async () => {
    const { service, sent, askedSince, recorded } = setUp({ sentSinceMidnight: 3 });
    expect(await service.send(owner, text, now)).toEqual({ status: 'capped', cap: 3 });
    expect(askedSince).toEqual([new Date('2026-12-01T07:00:00Z')]);
    expect(sent).toEqual([]);
    expect(recorded).toEqual([]);
  });

  it('never texts a number that replied STOP, and records that it did not', async () => {
    const { service, sent, recorded } = setUp({ optedOut: true });
    expect(await service.send(owner, text, now)).toEqual({ status: 'opted_out' });
    expect(sent).toEqual([]);
    expect(recorded).toEqual([{ status: 'opted_out', messageId: null }]);
  });

  it('records a refusal by SNS as failed and passes the reason on', async () => {
    const { service, recorded } = setUp({ snsFails: true });
    expect(await service.send(owner, text, now)).toEqual({
      status: 'failed',
      reason: 'SNS InvalidParameter',
    });
    expect(recorded).toEqual([{ status: 'failed', messageId: null }]);
  });
});
