import { Body, Controller, Get, HttpCode, Param, Post, Res, UseInterceptors } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type BookingListResponse,
  type BookingResponse,
  type BookingTermsResponse,
  type BookTeeTimeRequest,
  bookTeeTimeRequestSchema,
} from '@teewatch/contracts';
import { type FastifyReply } from 'fastify';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { IdempotencyInterceptor } from '../../infra/idempotency/idempotency.interceptor.js';
import { CurrentUser, type RequestUser, SignedIn } from '../auth/auth.decorators.js';
import { BookingsService } from './bookings.service.js';

/** Booking open tee times at the courses' platforms, for signed-in golfers. */
@ApiTags('bookings')
@Controller()
@SignedIn()
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Get('tee-times/:id/booking-terms')
  @ApiOperation({ summary: "The course's cancellation terms, shown before booking." })
  async terms(@Param('id') id: string): Promise<BookingTermsResponse> {
    return { success: true, ...(await this.bookings.terms(id)) };
  }

  @Post('bookings')
  @UseInterceptors(IdempotencyInterceptor)
  @ApiOperation({
    summary:
      'Book an open tee time at its platform. One booking per idempotencyKey: repeating it books nothing twice.',
  })
  async book(
    @CurrentUser() caller: RequestUser,
    @Body(new ZodPipe(bookTeeTimeRequestSchema)) body: BookTeeTimeRequest,
  ): Promise<BookingResponse> {
    const booking = await this.bookings.book(caller.userId, body);
    return { success: true, message: booking.message, bookingId: booking.id, booking };
  }

  @Get('bookings')
  @ApiOperation({ summary: "The caller's bookings, soonest first." })
  async list(@CurrentUser() caller: RequestUser): Promise<BookingListResponse> {
    return { success: true, bookings: await this.bookings.list(caller.userId) };
  }

  @Post('bookings/:id/cancellation')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "The golfer cancelled this booking with the course: checked at the course's platform, then marked cancelled (409 BOOKING_STILL_LISTED while the platform still lists it).",
  })
  async cancelled(
    @CurrentUser() caller: RequestUser,
    @Param('id') id: string,
  ): Promise<BookingResponse> {
    const booking = await this.bookings.confirmCancelled(caller.userId, id);
    return { success: true, message: booking.message, bookingId: booking.id, booking };
  }

  @Get('bookings/:id/calendar.ics')
  @ApiOperation({ summary: 'A booked tee time as a calendar file.' })
  async calendar(
    @CurrentUser() caller: RequestUser,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const file = await this.bookings.calendar(caller.userId, id);
    // Set only once there is a file: an error answer stays JSON.
    void reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="tee-time.ics"');
    return file;
  }
}
