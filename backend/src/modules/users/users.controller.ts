import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ActivityListResponse,
  type SessionUserResponse,
  type UpdateProfileRequest,
  updateProfileSchema,
} from '@teewatch/contracts';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { CurrentUser, type RequestUser, SignedIn } from '../auth/auth.decorators.js';
import { unauthenticated } from '../auth/auth.errors.js';
import { ActivityService } from './activity.service.js';
import { UsersService } from './users.service.js';

/** The caller's own profile: there is no route that takes another account's id. */
@ApiTags('users')
@Controller('users/me')
@SignedIn()
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly activity: ActivityService,
  ) {}

  @Get()
  @ApiOperation({ summary: "The signed-in golfer's profile." })
  async me(@CurrentUser() caller: RequestUser): Promise<SessionUserResponse> {
    const user = await this.users.describeById(caller.userId);
    if (!user) throw unauthenticated();
    return { success: true, user };
  }

  @Patch()
  @ApiOperation({
    summary: 'Change the display name or the language (en, es, fr, de), or both.',
  })
  async update(
    @CurrentUser() caller: RequestUser,
    @Body(new ZodPipe(updateProfileSchema)) body: UpdateProfileRequest,
  ): Promise<SessionUserResponse> {
    const user = await this.users.updateProfile(caller.userId, body);
    if (!user) throw unauthenticated();
    return { success: true, user };
  }

  @Get('activity')
  @ApiOperation({ summary: "The golfer's ten most recent activities, newest first." })
  async recentActivity(@CurrentUser() caller: RequestUser): Promise<ActivityListResponse> {
    return { success: true, data: await this.activity.recent(caller.userId) };
  }
}
