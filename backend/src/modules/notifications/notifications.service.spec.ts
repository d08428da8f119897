import { defaultNotificationPreferences } from '@teewatch/contracts';
import { type AppConfig } from '../../config/config.schema.js';
import { type LiveAnnouncer } from '../../infra/live/live-announcer.js';
import { type QueueRegistry } from '../../infra/queue/queue.registry.js';
import {
  type ChannelName,
  type DeliveryAttempt,
  type DeliveryChannel,
  RetryLaterError,
} from './channels/delivery-channel.js';
import { type EmailChannel } from './channels/email.channel.js';
import { type PushChannel } from './channels/push.channel.js';
import { type SmsChannel } from './channels/sms.channel.js';
import {
  type DeliveryClaim,
  type MatchToTell,
  type NotificationsRepository,
} from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';
import { type PreferencesService } from './preferences.service.js';
import { type UsersService } from '../users/users.service.js';

/** deliverMatch's steps with an in-memory repository and channels: claim, then send or wait. */
const now = new Date('2026-12-01T15:00:00Z');
const match = {
  match: {
    teeTimeId: 'tee-1',
    startsAt: new Date('2026-12-03T15:10:00Z'),
    openSpots: 3,
    priceCents: 5500,
  },
  alert: { id: 'alert-1', ownerUserId: 'user-1', ownerGrantId: null, locationLabel: 'Denver' },
  courseName: 'Riverdale Golf Course',
  bookingUrl: null,
  urgencyLevels: null,
} as unknown as MatchToTell;

function fakeChannel(name: ChannelName, answer: () => Promise<{ status: 'sent'; detail: string }>) {
  const sent: DeliveryAttempt[] = [];
  const channel: DeliveryChannel = {
    name,
    deliver: async (_owner, _news, attempt) => {
      sent.push(attempt);
      return answer();
    },
    test: async () => ({ sent: 0, targets: 0 }),
  };
  return { channel, sent };
}

function setUp(
  claims: Partial<Record<ChannelName, DeliveryClaim>>,
  emailRetries = false,
  urgencyLevels: string[] | null = null,
) {
  const finished: [string[], string][] = [];
  const released: string[][] = [];
  const flushes: unknown[][] = [];
  const repository = {
    findMatch: async () => ({ ...match, urgencyLevels }),
    claimDelivery: async (target: { channel: ChannelName }) => claims[target.channel]!,
    finishDeliveries: async (ids: string[], status: string) => void finished.push([ids, status]),
    releaseDeliveries: async (ids: string[]) => void released.push(ids),
  } as unknown as NotificationsRepository;
  const preferences = {
    forAlert: async () => ({ ...defaultNotificationPreferences, push: true, sms: false }),
  } as unknown as PreferencesService;
  const queues = {
    enqueue: async (job: string, argumentLists: unknown[][]) =>
      argumentLists.forEach((args) => flushes.push([job, ...args])),
  } as unknown as QueueRegistry;
  const push = fakeChannel('push', async () => ({ status: 'sent', detail: '1 of 1 browsers' }));
  const email = fakeChannel('email', async () => {
    if (emailRetries) throw new RetryLaterError('SES throttled');
    return { status: 'sent', detail: '1 of 1 addresses' };
  });
  const announced: unknown[] = [];
  const live = {
    announce: async (message: unknown) => void announced.push(message),
  } as unknown as LiveAnnouncer;
  const service = new NotificationsService(
    repository,
    preferences,
    queues,
    live,
    { DIGEST_DAILY_HOUR: 8 } as AppConfig,
    push.channel as PushChannel,
    email.channel as EmailChannel,
    fakeChannel('sms', async () => ({ status: 'sent', detail: '' })).channel as SmsChannel,
    { languageOf: async () => 'en' } as unknown as UsersService,
  );
  return { service, push, email, finished, released, flushes, announced };
}

describe('delivering one match', () => {
  it('tells nothing of a tee time whose urgency the golfer chose not to hear about', async () => {
    // Two days ahead is "normal": chosen in onboarding, it is sent; left out, it is not.
    const claims = {
      push: { kind: 'claimed', deliveryId: 'd-push', resumed: false },
      email: { kind: 'handled', status: 'sent' },
    } as const;
    const wanted = setUp(claims, false, ['immediate', 'urgent', 'normal']);
    expect(await wanted.service.deliverMatch('m-1', now)).toMatchObject({
      push: { status: 'sent' },
    });
    const unwanted = setUp(claims, false, ['immediate', 'urgent']);
    expect(await unwanted.service.deliverMatch('m-1', now)).toEqual({
      all: { status: 'skipped', detail: 'the golfer does not want normal news' },
    });
    expect(unwanted.push.sent).toEqual([]);
  });

  it('sends a claimed delivery with its id as the send key, and records the outcome', async () => {
    const { service, push, finished, announced } = setUp({
      push: { kind: 'claimed', deliveryId: 'd-push', resumed: false },
      email: { kind: 'handled', status: 'sent' },
    });
    expect(await service.deliverMatch('m-1', now)).toEqual({
      push: { status: 'sent', detail: '1 of 1 browsers' },
      email: { status: 'sent', detail: 'already handled' },
    });
    expect(push.sent).toEqual([
      { deliveryIds: ['d-push'], idempotencyKey: 'd-push', resumed: false, language: 'en' },
    ]);
    expect(finished).toEqual([[['d-push'], 'sent']]);
    // Open pages hear that a message went out, once, for the one channel that sent.
    expect(announced).toEqual([{ type: 'DeliveriesSent', payload: { alertId: 'alert-1' } }]);
  });

  it('schedules one message for when a waiting delivery is due, and sends nothing now', async () => {
    const dueAt = new Date(now.getTime() + 10 * 60_000);
    const { service, push, flushes } = setUp({
      push: { kind: 'waiting', deliveryId: 'd-push', dueAt },
      email: { kind: 'waiting', deliveryId: 'd-email', dueAt },
    });
    const outcome = await service.deliverMatch('m-1', now);
    expect(outcome.push).toEqual({ status: 'deferred', detail: `until ${dueAt.toISOString()}` });
    expect(push.sent).toEqual([]);
    expect(flushes.map(([name, data]) => [name, data])).toEqual([
      ['flush-deliveries', { alertId: 'alert-1', channel: 'push' }],
      ['flush-deliveries', { alertId: 'alert-1', channel: 'email' }],
    ]);
  });

  it('retries later, sending nothing, while another worker holds the claim', async () => {
    const { service, push } = setUp({
      push: { kind: 'busy' },
      email: { kind: 'handled', status: 'sent' },
    });
    await expect(service.deliverMatch('m-1', now)).rejects.toBeInstanceOf(RetryLaterError);
    expect(push.sent).toEqual([]);
  });

  it('gives back only the channel the provider asked to retry; the others keep their outcome', async () => {
    const { service, finished, released } = setUp(
      {
        push: { kind: 'claimed', deliveryId: 'd-push', resumed: false },
        email: { kind: 'claimed', deliveryId: 'd-email', resumed: false },
      },
      true,
    );
    await expect(service.deliverMatch('m-1', now)).rejects.toThrow('SES throttled');
    expect(finished).toEqual([[['d-push'], 'sent']]);
    expect(released).toEqual([['d-email']]);
  });

  it('tells the channel when a sender died mid-send, so it can avoid a second copy', async () => {
    const { service, push } = setUp({
      push: { kind: 'claimed', deliveryId: 'd-push', resumed: true },
      email: { kind: 'handled', status: 'sent' },
    });
    await service.deliverMatch('m-1', now);
    expect(push.sent[0]!.resumed).toBe(true);
  });
});
