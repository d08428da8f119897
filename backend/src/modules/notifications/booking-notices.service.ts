import { Inject, Injectable } from '@nestjs/common';
import { defaultLanguage } from '@teewatch/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { bookingCalendar } from '../bookings/booking-calendar.js';
import { bookingEmail, bookingNoticeMessage, bookingPush } from '../bookings/booking-texts.js';
import { BookingsRepository } from '../bookings/bookings.repository.js';
import { EmailService } from '../email/email.service.js';
import { PushChannel } from './channels/push.channel.js';

/**
 * BookingSucceeded / BookingFailed: tell the golfer by push and email (a booked tee time's email
 * carries its calendar file), in the golfer's language. Told once: the booking is claimed as told before anything is sent,
 * so a replayed event sends nothing (docs/bookings.md).
 */
@Injectable()
export class BookingNoticesService {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly push: PushChannel,
    private readonly email: EmailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async tell(bookingId: string): Promise<{ push: number; email: string } | 'already told'> {
    const found = await this.bookings.claimNotice(bookingId);
    if (!found) return 'already told';
    const { booking, courseName, email } = found;
    const language = found.language ?? defaultLanguage;
    const notice = {
      booked: booking.status === 'booked',
      courseName,
      message: bookingNoticeMessage(booking, courseName, language),
      bookingsUrl: `${this.config.APP_ORIGIN}/dashboard#my-bookings`,
    };
    const owner = { userId: booking.userId, grantId: null };
    const pushed = this.push.sendToAll(owner, bookingPush(notice, booking.id, language), {
      topic: booking.id.replace(/-/g, ''),
      ttlSeconds: this.config.PUSH_TTL_SECONDS,
    });
    const emailed = this.email.send({
      to: email,
      type: 'booking',
      ...bookingEmail(notice, language),
      userId: booking.userId,
      idempotencyKey: booking.id,
      ...(notice.booked
        ? {
            attachments: [
              {
                fileName: 'tee-time.ics',
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
                content: bookingCalendar(booking, courseName, new Date(), language),
              },
            ],
          }
        : {}),
    });
    const [pushResult, emailResult] = await Promise.all([pushed, emailed]);
    return { push: pushResult.sent, email: emailResult.status };
  }
}
