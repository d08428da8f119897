import { Module } from '@nestjs/common';
import { PushModule } from '../../providers/push/push.module.js';
import { AlertsModule } from '../alerts/alerts.module.js';
import { BookingsModule } from '../bookings/bookings.module.js';
import { ContactsModule } from '../contacts/contacts.module.js';
import { EmailModule } from '../email/email.module.js';
import { GamificationModule } from '../gamification/gamification.module.js';
import { SmsModule } from '../sms/sms.module.js';
import { UsersModule } from '../users/users.module.js';
import { AchievementNoticesService } from './achievement-notices.service.js';
import { GroupNoticesRepository } from './group-notices.repository.js';
import { GroupNoticesService } from './group-notices.service.js';
import { EmailChannel } from './channels/email.channel.js';
import { PushChannel } from './channels/push.channel.js';
import { SmsChannel } from './channels/sms.channel.js';
import { BookingNoticesService } from './booking-notices.service.js';
import { CheckNowService } from './check-now.service.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.js';
import { PushSubscriptionsService } from './push-subscriptions.service.js';
import { PreferencesRepository } from './preferences.repository.js';
import { PreferencesService } from './preferences.service.js';
import { SmartNotificationsController } from './smart-notifications.controller.js';

@Module({
  imports: [
    PushModule,
    AlertsModule,
    BookingsModule,
    ContactsModule,
    EmailModule,
    SmsModule,
    GamificationModule,
    UsersModule,
  ],
  controllers: [NotificationsController, SmartNotificationsController],
  providers: [
    AchievementNoticesService,
    GroupNoticesRepository,
    GroupNoticesService,
    BookingNoticesService,
    CheckNowService,
    NotificationsRepository,
    NotificationsService,
    PreferencesRepository,
    PreferencesService,
    PushSubscriptionsRepository,
    PushSubscriptionsService,
    PushChannel,
    EmailChannel,
    SmsChannel,
  ],
  exports: [
    NotificationsService,
    BookingNoticesService,
    AchievementNoticesService,
    GroupNoticesService,
    PreferencesService,
  ],
})
export class NotificationsModule {}
