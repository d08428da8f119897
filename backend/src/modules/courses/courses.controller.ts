import {
  Body,
  Controller,
  Get,
  HttpCode,
  Post,
  Query,
  Req,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CourseListResponse,
  type TeeTimeSearchQuery,
  teeTimeSearchQuerySchema,
} from '@teewatch/contracts';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { SharedAnswers } from '../../infra/http/shared-answers.js';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { IdempotencyInterceptor } from '../../infra/idempotency/idempotency.interceptor.js';
import { CoursesService } from './courses.service.js';

@ApiTags('courses')
@Controller()
export class CoursesController {
  /**
   * A search is the same for everyone who asks it: one answer per question for 2 s, made and
   * compressed once (docs/web-app-delivery.md, "Compression and caching"). Tee sheets are read every 5 s at the most often.
   */
  private readonly searchAnswers = new SharedAnswers(2000, 500);

  constructor(private readonly courses: CoursesService) {}

  @Get('colorado/courses')
  @ApiOperation({
    summary: 'Every Colorado course TeeWatch knows: id, name, city, area, bookable.',
  })
  async list(): Promise<CourseListResponse> {
    return { success: true, courses: await this.courses.list() };
  }

  @Get('golf-directory/courses')
  @ApiOperation({
    summary: 'The course directory: city, area, platform, bookable, coordinates, links.',
  })
  async directory() {
    return { success: true, courses: await this.courses.directory() };
  }

  @Get('colorado/search')
  @ApiOperation({
    summary: 'Open tee times near a point on a date (default today, Denver), nearest course first.',
  })
  async search(
    @Query(new ZodPipe(teeTimeSearchQuerySchema)) query: TeeTimeSearchQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { latitude, longitude, radius, date, players } = query;
    const answer = await this.searchAnswers.answer(
      JSON.stringify([latitude, longitude, radius, date ?? null, players]),
      request.headers['accept-encoding'],
      async () => ({ success: true, results: await this.courses.search(query) }),
    );
    void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (answer.encoding !== 'identity') void reply.header('content-encoding', answer.encoding);
    return answer.body;
  }

  /** The same search as a POST, which an offline browser queues and replays with its key. */
  @Post('search')
  @HttpCode(200)
  @UseInterceptors(IdempotencyInterceptor)
  @ApiOperation({
    summary:
      'Open tee times near a point on a date, as GET colorado/search; honours Idempotency-Key.',
  })
  async searchByPost(@Body(new ZodPipe(teeTimeSearchQuerySchema)) query: TeeTimeSearchQuery) {
    // Not shared: the idempotency interceptor keeps this caller's own answer for replays.
    return { success: true, results: await this.courses.search(query) };
  }
}
