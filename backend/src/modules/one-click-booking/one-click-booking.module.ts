import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module.js';
import { AutoBookingRepository } from './auto-booking.repository.js';
import { AutoBookingService } from './auto-booking.service.js';
import { OneClickBookingController } from './one-click-booking.controller.js';
import { OneClickBookingRepository } from './one-click-booking.repository.js';
import { OneClickBookingService } from './one-click-booking.service.js';
import { SlotHistory } from './slot-history.js';

@Module({
  imports: [BookingsModule],
  controllers: [OneClickBookingController],
  providers: [
    OneClickBookingRepository,
    OneClickBookingService,
    AutoBookingRepository,
    AutoBookingService,
    SlotHistory,
  ],
  exports: [AutoBookingService],
})
export class OneClickBookingModule {}
