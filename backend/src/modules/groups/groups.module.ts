import { Module } from '@nestjs/common';
import { AlertsModule } from '../alerts/alerts.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { GroupsController } from './groups.controller.js';
import { GroupsRepository } from './groups.repository.js';
import { GroupsService } from './groups.service.js';

/** Golf groups and group alerts; the notifier tells their members (GroupNoticesService). */
@Module({
  imports: [AlertsModule, BookingsModule],
  controllers: [GroupsController],
  providers: [GroupsRepository, GroupsService],
})
export class GroupsModule {}
