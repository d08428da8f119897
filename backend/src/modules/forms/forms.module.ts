import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../../infra/idempotency/idempotency.module.js';
import { FormsController } from './forms.controller.js';

@Module({ imports: [IdempotencyModule], controllers: [FormsController] })
export class FormsModule {}
