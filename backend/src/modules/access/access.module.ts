import { Module } from '@nestjs/common';
import { AccessController } from './access.controller.js';
import { AccessRepository } from './access.repository.js';
import { AccessService } from './access.service.js';
import { AccessThrottle } from './access.throttle.js';

@Module({
  controllers: [AccessController],
  providers: [AccessRepository, AccessService, AccessThrottle],
  exports: [AccessService],
})
export class AccessModule {}
