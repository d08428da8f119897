import { Module } from '@nestjs/common';
import { LiveHub } from './live-hub.js';
import { LiveController } from './live.controller.js';
import { LiveRepository } from './live.repository.js';

/** Open pages hear about their golfer's matches and bookings as they happen. */
@Module({
  controllers: [LiveController],
  providers: [LiveRepository, LiveHub],
})
export class LiveModule {}
