import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '@teewatch/backend/config/config.module';
import { type AppConfig } from '@teewatch/backend/config/config.schema';
import { QueueRegistry } from '@teewatch/backend/infra/queue/queue.registry';
import { jobs } from '@teewatch/contracts';

/** Keeps the scanner's own schedules: planning every few seconds, pruning every ten minutes. */
@Injectable()
export class ScannerRunner implements OnApplicationBootstrap {
  constructor(
    private readonly queues: QueueRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const plan = this.queues.get('plan');
    await plan.upsertJobScheduler(
      'plan-scans',
      { every: this.config.SCAN_PLAN_EVERY_SECONDS * 1000 },
      { name: 'plan-scans', data: {}, opts: jobs['plan-scans'].options() },
    );
    await plan.upsertJobScheduler(
      'prune-tee-times',
      { every: 10 * 60 * 1000 },
      { name: 'prune-tee-times', data: {}, opts: jobs['prune-tee-times'].options() },
    );
  }
}
