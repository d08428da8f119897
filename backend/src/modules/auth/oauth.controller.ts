import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { errorCodes, type OAuthStartQuery, oauthStartQuerySchema } from '@teewatch/contracts';
import { AppError } from '../../infra/http/app-error.js';
import { Public } from '../../infra/http/public.decorator.js';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { clearOAuthState, readOAuthState, setOAuthState } from './browser-cookies.js';
import { OAUTH_FLOW_SECONDS } from './oauth-state.store.js';
import { OAuthService } from './oauth.service.js';
import { RequestContext } from './request-context.js';

/** Apple is shown (disabled, Coming Soon), so its path answers like a disabled provider. */
const SOCIAL_PATHS = new Set(['google', 'facebook', 'github', 'apple']);

function assertKnownProvider(provider: string): void {
  if (!SOCIAL_PATHS.has(provider)) {
    throw new AppError(404, errorCodes.notFound, 'There is no such sign-in provider.');
  }
}

/** Query parameters given once; a repeated one (an array) is dropped rather than guessed at. */
function onlyStrings(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** Social sign-in: full-page (`?redirect=`) or popup (`?mode=popup`), ending on the app. */
@ApiTags('auth')
@Controller('auth')
@Public()
export class OAuthController {
  constructor(
    private readonly oauth: OAuthService,
    private readonly context: RequestContext,
  ) {}

  @Get(':provider')
  @ApiOperation({
    summary:
      'Start Google, Facebook or GitHub sign-in (404 PROVIDER_DISABLED when not configured).',
  })
  async start(
    @Param('provider') provider: string,
    @Query('redirect') redirect: unknown,
    @Query('mode') mode: unknown,
    @Query(new ZodPipe(oauthStartQuerySchema)) { language }: OAuthStartQuery,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    assertKnownProvider(provider);
    const started = await this.oauth.start(provider, redirect, mode, language);
    if (started.state) {
      setOAuthState(reply, started.state, OAUTH_FLOW_SECONDS, this.context.secureCookies);
    }
    await noOpenerPolicy(reply).redirect(started.location, 302);
  }

  @Get(':provider/callback')
  @ApiOperation({ summary: 'Where the provider sends the browser back.' })
  async callback(
    @Param('provider') provider: string,
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    assertKnownProvider(provider);
    const location = await this.oauth.finish(
      provider,
      onlyStrings(query),
      readOAuthState(request),
      await this.context.grantIdOf(request),
    );
    clearOAuthState(reply);
    await noOpenerPolicy(reply).redirect(location, 302);
  }
}

/**
 * A sign-in popup passes through these redirects on its way to the provider and back; with the
 * app's opener policy on them the browser would cut the popup off from the page that opened it.
 */
function noOpenerPolicy(reply: FastifyReply): FastifyReply {
  return reply
    .header('Cache-Control', 'no-store')
    .header('Cross-Origin-Opener-Policy', 'unsafe-none');
}
