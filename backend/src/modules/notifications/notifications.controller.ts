import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type PushSubscriptionRequest,
  pushSubscriptionSchema,
  type PushUnsubscribeResponse,
  type SuccessResponse,
  type VapidPublicKeyResponse,
} from '@teewatch/contracts';
import { type FastifyRequest } from 'fastify';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { ownerOf } from '../../infra/owners/owner.js';
import { PushSubscriptionsService } from './push-subscriptions.service.js';

@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly subscriptions: PushSubscriptionsService) {}

  @Get('vapid-public-key')
  @ApiOperation({
    summary: "The server's VAPID public key for PushManager.subscribe (empty when push is off).",
  })
  publicKey(): VapidPublicKeyResponse {
    return { success: true, publicKey: this.subscriptions.publicKey };
  }

  @Post('subscribe')
  @HttpCode(200)
  @ApiOperation({
    summary: "Save this browser's push subscription; tee-time alerts then arrive as pushes.",
  })
  async subscribe(
    @Req() request: FastifyRequest,
    @Body(new ZodPipe(pushSubscriptionSchema)) body: PushSubscriptionRequest,
  ): Promise<SuccessResponse> {
    await this.subscriptions.subscribe(ownerOf(request), body);
    return { success: true };
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({ summary: "Forget this browser's push subscription." })
  async unsubscribe(
    @Req() request: FastifyRequest,
    @Body(new ZodPipe(pushSubscriptionSchema)) body: PushSubscriptionRequest,
  ): Promise<PushUnsubscribeResponse> {
    return {
      success: true,
      removed: await this.subscriptions.unsubscribe(ownerOf(request), body.endpoint),
    };
  }
}
