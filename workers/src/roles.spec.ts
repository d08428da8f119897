import { parseRoles } from './roles.js';
import { indexHandlers } from './runtime/job-runner.js';

describe('parseRoles', () => {
  it('accepts a comma-separated list of known roles, once each', () => {
    expect(parseRoles('relay, scanner,relay')).toEqual(['relay', 'scanner']);
  });

  it('refuses unknown or missing roles, naming the known ones', () => {
    expect(() => parseRoles('scanner,mailer')).toThrow(/scanner, notifier, relay/);
    expect(() => parseRoles(' , ')).toThrow(/WORKER_ROLES/);
  });
});

describe('indexHandlers', () => {
  const handler = (name: string) => ({
    queue: 'maintenance' as const,
    name,
    handle: async () => undefined,
  });

  it('refuses to start with two handlers for one job', () => {
    expect(() => indexHandlers([handler('prune-outbox'), handler('prune-outbox')])).toThrow(
      'Two handlers for job prune-outbox on queue maintenance',
    );
  });

  const maintenance = ['prune-outbox', 'prune-idempotency-keys', 'prune-form-submissions'];

  it('refuses a handler for a job the contracts do not route to its queue', () => {
    const handlers = maintenance.map(handler);
    expect(() => indexHandlers([...handlers, handler('prune-outbx')])).toThrow(
      'Handlers for jobs unknown on queue maintenance: prune-outbx',
    );
  });

  it('refuses to consume a queue while one of its events has no handler', () => {
    const found = { queue: 'match' as const, name: 'TeeTimeFound', handle: async () => undefined };
    expect(() => indexHandlers([found])).toThrow('No handler on queue match for: TeeTimeGone');
  });

  it('groups handlers by queue', () => {
    const index = indexHandlers(maintenance.map(handler));
    expect([...index.get('maintenance')!.keys()]).toEqual(maintenance);
  });
});
