import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module.js';
import { AutoBookingRepository } from './auto-booking.repository.js';
import { AutoBookingService } from './auto-booking.service.js';
import { OneClickBookingController } from './one-click-booking.controller.js';
import { OneClickBookingRepository } from './one-click-booking.repository.js';
import { OneClickBookingService } from './one-click-booking.service.js';

@Module({
  imports: [BookingsModule],
  controllers: [OneClickBookingController],
  providers: [
    OneClickBookingRepository,
    OneClickBookingService,
    AutoBookingRepository,
    AutoBookingService,
  ],
  exports: [AutoBookingService],
})
export class OneClickBookingModule {}
