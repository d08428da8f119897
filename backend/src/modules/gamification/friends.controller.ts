import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ConnectFriendRequest,
  connectFriendRequestSchema,
  type ConnectFriendResponse,
  type FriendInvitationResponse,
  type FriendsResponse,
  type SuccessResponse,
} from '@teewatch/contracts';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { CurrentUser, type RequestUser, SignedIn } from '../auth/auth.decorators.js';
import { FriendsService } from './friends.service.js';

/** Friends: the caller's own list, requests and invitation codes. */
@ApiTags('gamification')
@Controller()
@SignedIn()
export class FriendsController {
  constructor(private readonly friends: FriendsService) {}

  @Get('friends')
  @ApiOperation({ summary: "The caller's friends, requests both ways and invitation codes." })
  async list(@CurrentUser() caller: RequestUser): Promise<FriendsResponse> {
    return { success: true, ...(await this.friends.overview(caller.userId)) };
  }

  @Post('friends/invitations')
  @ApiOperation({ summary: 'A single-use friend invitation code for 14 days (5 unused at most).' })
  async invite(@CurrentUser() caller: RequestUser): Promise<FriendInvitationResponse> {
    return { success: true, invitation: await this.friends.invite(caller.userId) };
  }

  @Post('gamification/connect-friend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ask a golfer to be friends, or accept their request.' })
  async connect(
    @CurrentUser() caller: RequestUser,
    @Body(new ZodPipe(connectFriendRequestSchema)) body: ConnectFriendRequest,
  ): Promise<ConnectFriendResponse> {
    return { success: true, ...(await this.friends.connect(caller.userId, body.friendUserId)) };
  }

  @Post('friends/:userId/accept')
  @HttpCode(200)
  @ApiOperation({ summary: "Accept a golfer's friend request." })
  async accept(
    @CurrentUser() caller: RequestUser,
    @Param('userId') userId: string,
  ): Promise<SuccessResponse> {
    await this.friends.accept(caller.userId, userId);
    return { success: true };
  }

  @Delete('friends/:userId')
  @ApiOperation({ summary: 'Remove a friend, or decline or withdraw a request.' })
  async remove(
    @CurrentUser() caller: RequestUser,
    @Param('userId') userId: string,
  ): Promise<SuccessResponse> {
    await this.friends.remove(caller.userId, userId);
    return { success: true };
  }
}
