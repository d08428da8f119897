import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../../infra/idempotency/idempotency.module.js';
import { TeeSheetModule } from '../../providers/tee-sheet/tee-sheet.module.js';
import { UsersModule } from '../users/users.module.js';
import { GamificationModule } from '../gamification/gamification.module.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsRepository } from './bookings.repository.js';
import { BookingsService } from './bookings.service.js';

@Module({
  imports: [TeeSheetModule, GamificationModule, IdempotencyModule, UsersModule],
  controllers: [BookingsController],
  providers: [BookingsRepository, BookingsService],
  exports: [BookingsService, BookingsRepository],
})
export class BookingsModule {}
