import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { type AppConfig } from './config/config.schema.js';
import { type Clock } from './infra/time/clock.js';
import { CoreModule } from './core.module.js';
import { SameOriginGuard } from './infra/http/same-origin.guard.js';
import { MetricsModule } from './infra/metrics/metrics.module.js';
import { AccessGuard } from './modules/access/access.guard.js';
import { AccessModule } from './modules/access/access.module.js';
import { AlertsModule } from './modules/alerts/alerts.module.js';
import { AuthGuard } from './modules/auth/auth.guard.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { BookingsModule } from './modules/bookings/bookings.module.js';
import { CoursesModule } from './modules/courses/courses.module.js';
import { EmailStatusModule } from './modules/email-status/email-status.module.js';
import { GamificationApiModule } from './modules/gamification/gamification-api.module.js';
import { FormsModule } from './modules/forms/forms.module.js';
import { GeoModule } from './modules/geo/geo.module.js';
import { GroupsModule } from './modules/groups/groups.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { LiveModule } from './modules/live/live.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { OnboardingModule } from './modules/onboarding/onboarding.module.js';
import { OneClickBookingModule } from './modules/one-click-booking/one-click-booking.module.js';
import { OperatorModule } from './modules/operator/operator.module.js';
import { OwnersModule } from './modules/owners/owners.module.js';
import { TeeTimesMetrics } from './modules/tee-times/tee-times.metrics.js';
import { TeeTimesModule } from './modules/tee-times/tee-times.module.js';
import { UsersModule } from './modules/users/users.module.js';

/** The HTTP API: every module with controllers, and the global guards. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config, clock),
        MetricsModule,
        HealthModule,
        AccessModule,
        AuthModule,
        UsersModule,
        CoursesModule,
        AlertsModule,
        NotificationsModule,
        BookingsModule,
        OneClickBookingModule,
        EmailStatusModule,
        LiveModule,
        OwnersModule,
        // After OwnersModule: its sign-in listener must run after the browser's alerts moved.
        GamificationApiModule,
        GroupsModule,
        OnboardingModule,
        FormsModule,
        GeoModule,
        TeeTimesModule,
        OperatorModule,
      ],
      // Order matters: a cross-site request is refused before its access grant is even looked up,
      // and the caller's account is known only once access is settled.
      providers: [
        TeeTimesMetrics,
        { provide: APP_GUARD, useClass: SameOriginGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_GUARD, useExisting: AuthGuard },
      ],
    };
  }
}
