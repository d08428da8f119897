import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { Public } from '../../infra/http/public.decorator.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'PostgreSQL, Redis and queue state; 503 when a dependency is down.' })
  async check(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await this.health.report();
    if (report.status !== 'ok') reply.status(503);
    return report;
  }
}
