import { Module } from '@nestjs/common';
import { loadCatalogue } from '../courses/catalogue/load-catalogue.js';
import { ColoradoPlaces } from '../geo/colorado-places.js';
import { GamificationModule } from '../gamification/gamification.module.js';
import { AlertsController } from './alerts.controller.js';
import { AlertsRepository } from './alerts.repository.js';
import { AlertsService, COLORADO_PLACES } from './alerts.service.js';

@Module({
  imports: [GamificationModule],
  controllers: [AlertsController],
  providers: [
    AlertsRepository,
    AlertsService,
    { provide: COLORADO_PLACES, useFactory: () => new ColoradoPlaces(loadCatalogue().courses) },
  ],
  exports: [AlertsService],
})
export class AlertsModule {}
