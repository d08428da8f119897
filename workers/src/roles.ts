import { type Type } from '@nestjs/common';
import { ConfigError } from '@teewatch/backend/config/config.schema';
import { PruneOutboxHandler } from './relay/prune-outbox.handler.js';
import { RelayRunner } from './relay/relay.runner.js';
import { type JobHandler } from './runtime/job-handler.js';

export interface WorkerRole {
  /** Job handlers this role runs; their queues are the ones the role consumes. */
  handlers: Type<JobHandler>[];
  /** Long-running services the role keeps up besides queue consumers. */
  services: Type<unknown>[];
}

/**
 * The worker roles of ARCHITECTURE.md. scanner consumes scan and match, notifier notify,
 * auto-booking booking; their handlers arrive with the issues that build those features.
 * relay moves outbox events to their queues and runs housekeeping.
 */
export const workerRoles = {
  scanner: { handlers: [], services: [] },
  notifier: { handlers: [], services: [] },
  'auto-booking': { handlers: [], services: [] },
  relay: { handlers: [PruneOutboxHandler], services: [RelayRunner] },
} satisfies Record<string, WorkerRole>;

export type WorkerRoleName = keyof typeof workerRoles;

export function parseRoles(list: string): WorkerRoleName[] {
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(name in workerRoles));
  if (names.length === 0 || unknown.length > 0) {
    throw new ConfigError([
      `WORKER_ROLES: must list roles from ${Object.keys(workerRoles).join(', ')} (got "${list}")`,
    ]);
  }
  return [...new Set(names)] as WorkerRoleName[];
}
