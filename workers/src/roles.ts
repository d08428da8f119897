import { type Type } from '@nestjs/common';
import { ConfigError } from '@teewatch/backend/config/config.schema';
import { IdempotencyModule } from '@teewatch/backend/infra/idempotency/idempotency.module';
import { AlertsModule } from '@teewatch/backend/modules/alerts/alerts.module';
import { FormsModule } from '@teewatch/backend/modules/forms/forms.module';
import { NotificationsModule } from '@teewatch/backend/modules/notifications/notifications.module';
import { OneClickBookingModule } from '@teewatch/backend/modules/one-click-booking/one-click-booking.module';
import { TeeTimesModule } from '@teewatch/backend/modules/tee-times/tee-times.module';
import {
  DeliverAlertMatchHandler,
  FlushDeliveriesHandler,
  QueueMatchDeliveriesHandler,
} from './notifier/deliver-alert-match.handler.js';
import { AchievementUnlockedHandler } from './notifier/achievement-notice.handler.js';
import {
  BookingFailedHandler,
  BookingSucceededHandler,
} from './notifier/booking-notice.handler.js';
import {
  AttemptAutoBookingHandler,
  BookingQueuedHandler,
} from './auto-booking/auto-booking.handler.js';
import { PruneFormSubmissionsHandler } from './relay/prune-form-submissions.handler.js';
import { PruneIdempotencyKeysHandler } from './relay/prune-idempotency-keys.handler.js';
import { PruneOutboxHandler } from './relay/prune-outbox.handler.js';
import { CloseMatchesHandler, MatchTeeTimeHandler } from './scanner/match-tee-time.handler.js';
import { PlanScansHandler } from './scanner/plan-scans.handler.js';
import { PruneTeeTimesHandler } from './scanner/prune-tee-times.handler.js';
import { ReadAtReleaseHandler } from './scanner/read-at-release.handler.js';
import { ScanCourseDateHandler } from './scanner/scan-course-date.handler.js';
import { ScannerRunner } from './scanner/scanner.runner.js';
import { RelayRunner } from './relay/relay.runner.js';
import { type JobHandler } from './runtime/job-handler.js';

export interface WorkerRole {
  /** Backend modules whose services the role's handlers call. */
  imports: Type<unknown>[];
  /** Job handlers this role runs; their queues are the ones the role consumes. */
  handlers: Type<JobHandler>[];
  /** Long-running services the role keeps up besides queue consumers. */
  services: Type<unknown>[];
}

/**
 * The worker roles. scanner reads tee sheets and matches what it finds against alerts and
 * automatic bookings (queues scan, plan, match), notifier tells golfers (notify), relay moves
 * outbox events to their queues and runs housekeeping, auto-booking books queued tee times
 * (booking).
 */
export const workerRoleNames = ['scanner', 'notifier', 'relay', 'auto-booking'] as const;
export type WorkerRoleName = (typeof workerRoleNames)[number];

export const workerRoles: Record<WorkerRoleName, WorkerRole> = {
  scanner: {
    imports: [TeeTimesModule, AlertsModule, OneClickBookingModule],
    handlers: [
      ScanCourseDateHandler,
      ReadAtReleaseHandler,
      PlanScansHandler,
      PruneTeeTimesHandler,
      MatchTeeTimeHandler,
      CloseMatchesHandler,
    ],
    services: [ScannerRunner],
  },
  notifier: {
    imports: [NotificationsModule],
    handlers: [
      QueueMatchDeliveriesHandler,
      DeliverAlertMatchHandler,
      FlushDeliveriesHandler,
      BookingSucceededHandler,
      BookingFailedHandler,
      AchievementUnlockedHandler,
    ],
    services: [],
  },
  relay: {
    imports: [IdempotencyModule, FormsModule],
    handlers: [PruneOutboxHandler, PruneIdempotencyKeysHandler, PruneFormSubmissionsHandler],
    services: [RelayRunner],
  },
  'auto-booking': {
    imports: [OneClickBookingModule],
    handlers: [BookingQueuedHandler, AttemptAutoBookingHandler],
    services: [],
  },
};

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
