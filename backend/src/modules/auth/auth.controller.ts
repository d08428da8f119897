import { Body, Controller, Get, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AuthConfig,
  type EmailTokenRequest,
  emailTokenRequestSchema,
  type MessageResponse,
  type PasswordResetConfirm,
  passwordResetConfirmSchema,
  type PasswordResetRequest,
  passwordResetRequestSchema,
  type SessionTokens,
  type SignInRequest,
  signInRequestSchema,
  type SignUpRequest,
  signUpRequestSchema,
} from '@teewatch/contracts';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { Public } from '../../infra/http/public.decorator.js';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { readTrustedDevice, setTrustedDevice } from './browser-cookies.js';
import { OAuthService } from './oauth.service.js';
import { PasswordAuthService } from './password-auth.service.js';
import { RequestContext } from './request-context.js';

/** Email and password accounts, and which sign-in methods exist. Open to browsers without a grant. */
@ApiTags('auth')
@Controller('auth')
@Public()
export class AuthController {
  constructor(
    private readonly passwords: PasswordAuthService,
    private readonly oauth: OAuthService,
    private readonly context: RequestContext,
  ) {}

  @Get('config')
  @ApiOperation({ summary: 'Which sign-in methods this server offers.' })
  config(): AuthConfig {
    return this.oauth.signInMethods();
  }

  @Post('signup')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Create an account; a confirmation link is emailed. Same answer for every email.',
  })
  signUp(
    @Body(new ZodPipe(signUpRequestSchema)) body: SignUpRequest,
    @Req() request: FastifyRequest,
  ): Promise<MessageResponse> {
    return this.passwords.signUp(body, request.ip);
  }

  @Post('verify-email')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Open the confirmation link: verifies the email and signs in.' })
  async verifyEmail(
    @Body(new ZodPipe(emailTokenRequestSchema)) body: EmailTokenRequest,
    @Req() request: FastifyRequest,
  ): Promise<SessionTokens> {
    return this.passwords.verifyEmail(body.token, await this.context.grantIdOf(request));
  }

  @Post('login')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Sign in with email and password (401 INVALID_CREDENTIALS, 423 ACCOUNT_LOCKED).',
  })
  async login(
    @Body(new ZodPipe(signInRequestSchema)) body: SignInRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionTokens> {
    const { tokens, trustedDevice } = await this.passwords.login(
      body,
      { ip: request.ip, trustedDevice: readTrustedDevice(request) },
      await this.context.grantIdOf(request),
    );
    setTrustedDevice(reply, trustedDevice, this.context.secureCookies);
    return tokens;
  }

  @Post('reset-password')
  @HttpCode(202)
  @ApiOperation({ summary: 'Email a password reset link. Same answer for every email.' })
  requestReset(
    @Body(new ZodPipe(passwordResetRequestSchema)) body: PasswordResetRequest,
    @Req() request: FastifyRequest,
  ): Promise<MessageResponse> {
    return this.passwords.requestReset(body, request.ip);
  }

  @Post('reset-password/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password from the reset link; signs out every session.' })
  confirmReset(
    @Body(new ZodPipe(passwordResetConfirmSchema)) body: PasswordResetConfirm,
  ): Promise<MessageResponse> {
    return this.passwords.confirmReset(body.token, body.password);
  }
}
