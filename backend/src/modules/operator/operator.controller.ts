import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type OperatorOverview, type OperatorRetry } from '@teewatch/contracts';
import { SignedIn } from '../auth/auth.decorators.js';
import { AdminGuard } from './admin.guard.js';
import { OperatorService } from './operator.service.js';

/** The operator console's API: admins only (docs/operations.md). */
@ApiTags('operator')
@Controller('operator')
@SignedIn()
@UseGuards(AdminGuard)
export class OperatorController {
  constructor(private readonly operator: OperatorService) {}

  @Get('overview')
  @ApiOperation({
    summary:
      'Queues, platform health, deliveries, bookings and the outbox backlog, as of now (admins only).',
  })
  overview(): Promise<OperatorOverview> {
    return this.operator.overview();
  }

  @Post('queues/:queue/jobs/:jobId/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Run a failed job again (admins only).' })
  async retry(
    @Param('queue') queue: string,
    @Param('jobId') jobId: string,
  ): Promise<OperatorRetry> {
    await this.operator.retry(queue, jobId);
    return { retried: true };
  }
}
