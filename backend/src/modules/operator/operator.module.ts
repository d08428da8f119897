import { Module } from '@nestjs/common';
import { QueueModule } from '../../infra/queue/queue.module.js';
import { AlertsModule } from '../alerts/alerts.module.js';
import { TeeTimesModule } from '../tee-times/tee-times.module.js';
import { AdminGuard } from './admin.guard.js';
import { OperatorController } from './operator.controller.js';
import { OperatorMetrics } from './operator.metrics.js';
import { OperatorRepository } from './operator.repository.js';
import { OperatorService } from './operator.service.js';

/** The operator console's API and its figures on /metrics (docs/operations.md). */
@Module({
  imports: [QueueModule, AlertsModule, TeeTimesModule],
  controllers: [OperatorController],
  providers: [OperatorRepository, OperatorService, OperatorMetrics, AdminGuard],
})
export class OperatorModule {}
