import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ExecuteOptimizationResponse,
  executeOptimizationRequestSchema,
  type OptimizeRequest,
  optimizeRequestSchema,
  type OptimizeResponse,
  type OptimizerStatsResponse,
} from '@teewatch/contracts';
import { type FastifyRequest } from 'fastify';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { ownerOf } from '../../infra/owners/owner.js';
import { CurrentUser, type RequestUser, SignedIn } from '../auth/auth.decorators.js';
import { OneClickBookingService } from './one-click-booking.service.js';

/** The booking optimizer: ranking for every granted golfer, booking for signed-in ones. */
@ApiTags('one-click-booking')
@Controller('one-click-booking')
export class OneClickBookingController {
  constructor(private readonly optimizer: OneClickBookingService) {}

  @Post('optimize')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Rank tee times for the caller's preferences: the ones named, or every open one of the date.",
  })
  async optimize(
    @Req() request: FastifyRequest,
    @Body(new ZodPipe(optimizeRequestSchema)) body: OptimizeRequest,
  ): Promise<OptimizeResponse> {
    return { success: true, ...(await this.optimizer.optimize(ownerOf(request), body)) };
  }

  @Get('stats')
  @ApiOperation({ summary: "The caller's optimizer figures, from their own rows." })
  async stats(@Req() request: FastifyRequest): Promise<OptimizerStatsResponse> {
    return { success: true, stats: await this.optimizer.stats(ownerOf(request)) };
  }

  @Post('execute/:id')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: "Book a recommendation at the course's platform, once." })
  async execute(
    @Req() request: FastifyRequest,
    @CurrentUser() caller: RequestUser,
    @Param('id') id: string,
    @Body(new ZodPipe(executeOptimizationRequestSchema)) _body: unknown,
  ): Promise<ExecuteOptimizationResponse> {
    return this.optimizer.execute({ ...ownerOf(request), userId: caller.userId }, id);
  }
}
