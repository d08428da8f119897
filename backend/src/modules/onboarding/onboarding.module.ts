import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module.js';
import { GamificationModule } from '../gamification/gamification.module.js';
import { GeoModule } from '../geo/geo.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { OnboardingController } from './onboarding.controller.js';
import { OnboardingRepository } from './onboarding.repository.js';
import { OnboardingService } from './onboarding.service.js';

@Module({
  imports: [ContactsModule, GamificationModule, GeoModule, NotificationsModule],
  controllers: [OnboardingController],
  providers: [OnboardingRepository, OnboardingService],
})
export class OnboardingModule {}
