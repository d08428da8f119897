import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../../infra/idempotency/idempotency.module.js';
import { FormsController } from './forms.controller.js';
import { FormsRepository } from './forms.repository.js';

@Module({
  imports: [IdempotencyModule],
  controllers: [FormsController],
  providers: [FormsRepository],
  exports: [FormsRepository],
})
export class FormsModule {}
