import { Module } from '@nestjs/common';
import { PushModule } from '../../providers/push/push.module.js';
import { AlertsModule } from '../alerts/alerts.module.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';
import { SmartNotificationsController } from './smart-notifications.controller.js';

@Module({
  imports: [PushModule, AlertsModule],
  controllers: [NotificationsController, SmartNotificationsController],
  providers: [NotificationsRepository, NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
