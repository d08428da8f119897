import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AnswerGroupMatchRequest,
  answerGroupMatchRequestSchema,
  type BookingResponse,
  type CreateGroupAlertRequest,
  createGroupAlertRequestSchema,
  type CreateGroupRequest,
  createGroupRequestSchema,
  type GroupListResponse,
  type GroupResponse,
  type SuccessResponse,
} from '@teewatch/contracts';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { CurrentUser, type RequestUser, SignedIn } from '../auth/auth.decorators.js';
import { GroupsService } from './groups.service.js';

/** Golf groups: only their members see or change them (404 for anyone else). */
@ApiTags('gamification')
@Controller('groups')
@SignedIn()
export class GroupsController {
  constructor(private readonly groups: GroupsService) {}

  @Get()
  @ApiOperation({ summary: "The caller's groups, their group alerts and the tee times open now." })
  async list(@CurrentUser() caller: RequestUser): Promise<GroupListResponse> {
    return { success: true, groups: await this.groups.list(caller.userId) };
  }

  @Post()
  @ApiOperation({ summary: 'A group of the caller and some of their friends.' })
  async create(
    @CurrentUser() caller: RequestUser,
    @Body(new ZodPipe(createGroupRequestSchema)) body: CreateGroupRequest,
  ): Promise<GroupResponse> {
    return { success: true, group: await this.groups.create(caller.userId, body) };
  }

  @Post(':groupId/alerts')
  @ApiOperation({
    summary: 'A group alert: every member is told when a tee time with the spots opens.',
  })
  async createAlert(
    @CurrentUser() caller: RequestUser,
    @Param('groupId') groupId: string,
    @Body(new ZodPipe(createGroupAlertRequestSchema)) body: CreateGroupAlertRequest,
  ): Promise<GroupResponse> {
    return { success: true, group: await this.groups.createAlert(caller.userId, groupId, body) };
  }

  @Put(':groupId/alerts/:alertId/tee-times/:teeTimeId/answer')
  @ApiOperation({ summary: "The caller's In or Out for a tee time of a group alert." })
  async answer(
    @CurrentUser() caller: RequestUser,
    @Param('groupId') groupId: string,
    @Param('alertId') alertId: string,
    @Param('teeTimeId') teeTimeId: string,
    @Body(new ZodPipe(answerGroupMatchRequestSchema)) body: AnswerGroupMatchRequest,
  ): Promise<GroupResponse> {
    return {
      success: true,
      group: await this.groups.answer(caller.userId, groupId, alertId, teeTimeId, body.answer),
    };
  }

  @Post(':groupId/alerts/:alertId/tee-times/:teeTimeId/booking')
  @ApiOperation({
    summary:
      "Book a group alert's tee time for the whole group; the first member to book books for everyone (409 GROUP_ALREADY_BOOKED after). Pressing again answers the same booking.",
  })
  async book(
    @CurrentUser() caller: RequestUser,
    @Param('groupId') groupId: string,
    @Param('alertId') alertId: string,
    @Param('teeTimeId') teeTimeId: string,
  ): Promise<BookingResponse> {
    const booking = await this.groups.book(caller.userId, groupId, alertId, teeTimeId);
    return { success: true, message: booking.message, bookingId: booking.id, booking };
  }

  @Delete(':groupId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Leave a group; its maker deletes it with its alerts.' })
  async leave(
    @CurrentUser() caller: RequestUser,
    @Param('groupId') groupId: string,
  ): Promise<SuccessResponse> {
    await this.groups.leave(caller.userId, groupId);
    return { success: true };
  }
}
