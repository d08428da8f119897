import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type MagicLinkSendRequest,
  magicLinkSendRequestSchema,
  type MagicLinkSent,
  type MagicLinkVerifyResult,
  type MessageResponse,
  type RefreshRequest,
  refreshRequestSchema,
  type SessionTokens,
  type SessionUserResponse,
} from '@teewatch/contracts';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { Public } from '../../infra/http/public.decorator.js';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { UsersService } from '../users/users.service.js';
import { CurrentUser, type RequestUser, SignedIn } from './auth.decorators.js';
import { unauthenticated } from './auth.errors.js';
import {
  clearMagicLinkSecret,
  readMagicLinkSecret,
  setMagicLinkSecret,
} from './browser-cookies.js';
import { type MagicLinkRequested, MagicLinkService } from './magic-link.service.js';
import { RequestContext } from './request-context.js';
import { SessionsService } from './sessions.service.js';

/** Magic-link sign-in, and the session calls filed under its path (me, refresh, logout). */
@ApiTags('auth')
@Controller('auth/magic-link')
export class MagicLinkController {
  constructor(
    private readonly magicLinks: MagicLinkService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly context: RequestContext,
  ) {}

  @Public()
  @Post('send')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Email a sign-in link; this browser gets the cookie its polls present.',
  })
  async send(
    @Body(new ZodPipe(magicLinkSendRequestSchema)) body: MagicLinkSendRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MagicLinkSent> {
    return this.answer(reply, await this.magicLinks.send(body, 'sign_in', request.ip));
  }

  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Account recovery: email a sign-in link (same as send).' })
  async recover(
    @Body(new ZodPipe(magicLinkSendRequestSchema)) body: MagicLinkSendRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MagicLinkSent> {
    return this.answer(reply, await this.magicLinks.send(body, 'recovery', request.ip));
  }

  @Public()
  @Get('callback')
  @ApiOperation({
    summary: 'The emailed link: signs this browser in and redirects to /auth/magic-link.',
  })
  async open(
    @Query('id') id: unknown,
    @Query('token') token: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const location = await this.magicLinks.open(id, token, await this.context.grantIdOf(request));
    await reply.header('Cache-Control', 'no-store').redirect(location, 302);
  }

  @Public()
  @Get('verify/:id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "The asking browser's poll: pending, its tokens once, or 410 MAGIC_LINK_EXPIRED.",
  })
  async poll(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MagicLinkVerifyResult> {
    const result = await this.magicLinks.poll(
      id,
      readMagicLinkSecret(request),
      await this.context.grantIdOf(request),
    );
    if (result.status === 'verified') clearMagicLinkSecret(reply, id);
    return result;
  }

  @SignedIn()
  @Get('me')
  @ApiOperation({ summary: 'The signed-in golfer.' })
  async me(@CurrentUser() caller: RequestUser): Promise<SessionUserResponse> {
    const user = await this.users.describeById(caller.userId);
    if (!user) throw unauthenticated();
    return { success: true, user };
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'A new token pair; a reused refresh token ends its session (401 INVALID_TOKEN).',
  })
  refresh(@Body(new ZodPipe(refreshRequestSchema)) body: RefreshRequest): Promise<SessionTokens> {
    return this.sessions.refresh(body.refreshToken);
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session the refresh token belongs to.' })
  async logout(
    @Body(new ZodPipe(refreshRequestSchema)) body: RefreshRequest,
  ): Promise<MessageResponse> {
    await this.sessions.logout(body.refreshToken);
    return { success: true, message: 'Signed Out' };
  }

  private answer(reply: FastifyReply, requested: MagicLinkRequested): MagicLinkSent {
    const { answer, browserSecret, expiresAt } = requested;
    setMagicLinkSecret(
      reply,
      answer.magicLinkId,
      browserSecret,
      expiresAt,
      this.context.secureCookies,
    );
    return answer;
  }
}
