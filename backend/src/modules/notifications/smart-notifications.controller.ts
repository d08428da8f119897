import { Body, Controller, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CheckNowResponse,
  type NotificationPreferencesPatch,
  notificationPreferencesPatchSchema,
  type NotificationPreferencesResponse,
  type NotificationStatsResponse,
  type TestNotificationRequest,
  type TestNotificationResponse,
  testNotificationSchema,
} from '@teewatch/contracts';
import { type FastifyRequest } from 'fastify';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { AlertsService } from '../alerts/alerts.service.js';
import { ownerOf } from '../../infra/owners/owner.js';
import { CheckNowService } from './check-now.service.js';
import { NotificationsService } from './notifications.service.js';
import { PreferencesService } from './preferences.service.js';

@ApiTags('notifications')
@Controller('smart-notifications')
export class SmartNotificationsController {
  constructor(
    private readonly alerts: AlertsService,
    private readonly notifications: NotificationsService,
    private readonly preferences: PreferencesService,
    private readonly checkNowService: CheckNowService,
  ) {}

  @Get('stats')
  @ApiOperation({
    summary: 'Whether TeeWatch is watching for the caller, their active alerts, messages sent.',
  })
  async stats(@Req() request: FastifyRequest): Promise<NotificationStatsResponse> {
    const owner = ownerOf(request);
    const [activeAlerts, totalNotificationsSent] = await Promise.all([
      this.alerts.countActive(owner),
      this.notifications.countSent(owner),
    ]);
    return {
      success: true,
      data: { monitoring: activeAlerts > 0, activeAlerts, totalNotificationsSent },
    };
  }

  @Get('preferences')
  @ApiOperation({ summary: "The caller's notification preferences (defaults for every alert)." })
  async getPreferences(@Req() request: FastifyRequest): Promise<NotificationPreferencesResponse> {
    return { success: true, data: await this.preferences.defaults(ownerOf(request)) };
  }

  @Patch('preferences')
  @ApiOperation({ summary: 'Change channels, frequency or quiet hours for every alert.' })
  async updatePreferences(
    @Req() request: FastifyRequest,
    @Body(new ZodPipe(notificationPreferencesPatchSchema)) body: NotificationPreferencesPatch,
  ): Promise<NotificationPreferencesResponse> {
    return { success: true, data: await this.preferences.updateDefaults(ownerOf(request), body) };
  }

  @Get('alerts/:alertId/preferences')
  @ApiOperation({ summary: 'The preferences that govern one alert.' })
  async getAlertPreferences(
    @Req() request: FastifyRequest,
    @Param('alertId') alertId: string,
  ): Promise<NotificationPreferencesResponse> {
    const owner = ownerOf(request);
    await this.alerts.requireOwned(owner, alertId);
    return { success: true, data: await this.preferences.forAlert(owner, alertId) };
  }

  @Patch('alerts/:alertId/preferences')
  @ApiOperation({ summary: 'Give one alert its own channels, frequency or quiet hours.' })
  async updateAlertPreferences(
    @Req() request: FastifyRequest,
    @Param('alertId') alertId: string,
    @Body(new ZodPipe(notificationPreferencesPatchSchema)) body: NotificationPreferencesPatch,
  ): Promise<NotificationPreferencesResponse> {
    const owner = ownerOf(request);
    await this.alerts.requireOwned(owner, alertId);
    return { success: true, data: await this.preferences.updateForAlert(owner, alertId, body) };
  }

  @Post('check-now')
  @HttpCode(202)
  @ApiOperation({
    summary: "Read every course-date the caller's alerts watch now (once a minute at most).",
  })
  async checkNow(@Req() request: FastifyRequest): Promise<CheckNowResponse> {
    const data = await this.checkNowService.checkNow(ownerOf(request));
    return { success: true, message: 'Check triggered', data };
  }

  @Post('test')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "A real test message on each enabled channel, to the caller's own browsers and verified contacts only.",
  })
  async test(
    @Req() request: FastifyRequest,
    @Body(new ZodPipe(testNotificationSchema.optional()))
    body: TestNotificationRequest | undefined,
  ): Promise<TestNotificationResponse> {
    const data = await this.notifications.sendTest(ownerOf(request), body?.language);
    return { success: true, message: 'Test notification sent', data };
  }
}
