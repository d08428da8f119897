import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CompleteOnboardingRequest,
  type CompleteOnboardingResponse,
  completeOnboardingSchema,
  type GolfProfileResponse,
} from '@teewatch/contracts';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { CurrentUser, type RequestUser, SignedIn } from '../auth/auth.decorators.js';
import { OnboardingService } from './onboarding.service.js';

@ApiTags('onboarding')
@Controller('onboarding')
@SignedIn()
export class OnboardingController {
  constructor(private readonly onboarding: OnboardingService) {}

  @Get()
  @ApiOperation({ summary: "The caller's golf profile from onboarding (the defaults if none)." })
  async profile(@CurrentUser() caller: RequestUser): Promise<GolfProfileResponse> {
    return { success: true, data: await this.onboarding.profile(caller.userId) };
  }

  @Post('complete')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Keeps what onboarding chose: golf profile, notification preferences, contacts to verify.',
  })
  async complete(
    @CurrentUser() caller: RequestUser,
    @Body(new ZodPipe(completeOnboardingSchema)) body: CompleteOnboardingRequest,
  ): Promise<CompleteOnboardingResponse> {
    return { success: true, data: await this.onboarding.complete(caller.userId, body) };
  }
}
