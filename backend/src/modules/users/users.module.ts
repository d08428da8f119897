import { Module } from '@nestjs/common';
import { ActivityService } from './activity.service.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/** Accounts and their Recent Activity. The auth module signs people in to these accounts. */
@Module({
  controllers: [UsersController],
  providers: [UsersRepository, UsersService, ActivityService],
  exports: [UsersService, ActivityService],
})
export class UsersModule {}
