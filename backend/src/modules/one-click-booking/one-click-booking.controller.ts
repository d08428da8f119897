import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AutoBookingListResponse,
  type AutoBookingResponse,
  type ExecuteOptimizationResponse,
  executeOptimizationRequestSchema,
  type Language,
  type OptimizeRequest,
  optimizeRequestSchema,
  type OptimizeResponse,
  type OptimizerStatsResponse,
  type QueueOptimizationRequest,
  queueOptimizationRequestSchema,
  type QueueOptimizationResponse,
  type UpdateAutoBookingRequest,
  updateAutoBookingRequestSchema,
} from '@teewatch/contracts';
import { type FastifyRequest } from 'fastify';
import { RequestLanguage } from '../../infra/http/request-language.js';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { ownerOf } from '../../infra/owners/owner.js';
import { CurrentUser, type RequestUser, SignedIn } from '../auth/auth.decorators.js';
import { AutoBookingService } from './auto-booking.service.js';
import { OneClickBookingService } from './one-click-booking.service.js';

/** The booking optimizer: ranking for every granted golfer, booking for signed-in ones. */
@ApiTags('one-click-booking')
@Controller('one-click-booking')
export class OneClickBookingController {
  constructor(
    private readonly optimizer: OneClickBookingService,
    private readonly agent: AutoBookingService,
  ) {}

  @Post('optimize')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Rank tee times for the caller's preferences: the ones named, or every open one of the date.",
  })
  async optimize(
    @Req() request: FastifyRequest,
    @Body(new ZodPipe(optimizeRequestSchema)) body: OptimizeRequest,
    @RequestLanguage() language: Language,
  ): Promise<OptimizeResponse> {
    return {
      success: true,
      ...(await this.optimizer.optimize(ownerOf(request), body, language)),
    };
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

  @Post('queue')
  @SignedIn()
  @ApiOperation({
    summary:
      'Queue a recommendation for the auto-booking agent: it books it, or one that fits as well that day, once.',
  })
  async queue(
    @CurrentUser() caller: RequestUser,
    @Body(new ZodPipe(queueOptimizationRequestSchema)) body: QueueOptimizationRequest,
  ): Promise<QueueOptimizationResponse> {
    const autoBooking = await this.agent.queue(caller.userId, body);
    return {
      success: true,
      message:
        autoBooking.status === 'waiting'
          ? `TeeWatch will book ${autoBooking.courseName} or a tee time that fits as well the moment one is open.`
          : 'Queued and paused: resume it when TeeWatch may book for you.',
      autoBooking,
    };
  }

  @Get('queue')
  @SignedIn()
  @ApiOperation({ summary: "The caller's automatic bookings, newest first." })
  async queued(@CurrentUser() caller: RequestUser): Promise<AutoBookingListResponse> {
    return { success: true, autoBookings: await this.agent.list(caller.userId) };
  }

  @Patch('queue/:id')
  @SignedIn()
  @ApiOperation({ summary: 'Pause or resume an automatic booking.' })
  async update(
    @CurrentUser() caller: RequestUser,
    @Param('id') id: string,
    @Body(new ZodPipe(updateAutoBookingRequestSchema)) body: UpdateAutoBookingRequest,
  ): Promise<AutoBookingResponse> {
    const paused = body.status === 'paused';
    return { success: true, autoBooking: await this.agent.setPaused(caller.userId, id, paused) };
  }

  @Delete('queue/:id')
  @SignedIn()
  @ApiOperation({ summary: 'Cancel an automatic booking that has not booked yet.' })
  async cancel(
    @CurrentUser() caller: RequestUser,
    @Param('id') id: string,
  ): Promise<AutoBookingResponse> {
    return { success: true, autoBooking: await this.agent.cancel(caller.userId, id) };
  }
}
