import { Body, Controller, Get, HttpCode, Post, Query, UseInterceptors } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CourseListResponse,
  type TeeTimeSearchQuery,
  teeTimeSearchQuerySchema,
} from '@teewatch/contracts';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { IdempotencyInterceptor } from '../../infra/idempotency/idempotency.interceptor.js';
import { CoursesService } from './courses.service.js';

@ApiTags('courses')
@Controller()
export class CoursesController {
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
  async search(@Query(new ZodPipe(teeTimeSearchQuerySchema)) query: TeeTimeSearchQuery) {
    return { success: true, results: await this.courses.search(query) };
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
    return this.search(query);
  }
}
