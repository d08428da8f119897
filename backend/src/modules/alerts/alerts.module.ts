import { Module } from '@nestjs/common';
import { GamificationModule } from '../gamification/gamification.module.js';
import { GeoModule } from '../geo/geo.module.js';
import { AlertsController } from './alerts.controller.js';
import { AlertsRepository } from './alerts.repository.js';
import { AlertsService } from './alerts.service.js';

@Module({
  imports: [GamificationModule, GeoModule],
  controllers: [AlertsController],
  providers: [AlertsRepository, AlertsService],
  exports: [AlertsService],
})
export class AlertsModule {}
