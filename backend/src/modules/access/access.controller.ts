import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  type AccessGrantResponse,
  accessGrantResponseSchema,
  apiErrorSchema,
  type Language,
  type ValidateAccessCodeRequest,
  validateAccessCodeRequestSchema,
} from '@teewatch/contracts';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { Public } from '../../infra/http/public.decorator.js';
import { RequestLanguage } from '../../infra/http/request-language.js';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { readGrantToken, setGrantCookie } from './access-grant.cookie.js';
import { accessRequired } from './access.errors.js';
import { AccessService } from './access.service.js';

const grantSchema = z.toJSONSchema(accessGrantResponseSchema, { target: 'openapi-3.0' }) as object;
const errorSchema = z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' }) as object;

@ApiTags('access')
@Controller('access-codes')
export class AccessController {
  constructor(
    private readonly access: AccessService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('validate')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Validate a private-beta access code and grant this browser access (cookie).',
  })
  @ApiBody({
    schema: z.toJSONSchema(validateAccessCodeRequestSchema, { target: 'openapi-3.0' }) as object,
  })
  @ApiResponse({ status: 200, schema: grantSchema })
  @ApiResponse({
    status: 400,
    description: 'Unknown, expired or used-up code, or a bad body',
    schema: errorSchema,
  })
  @ApiResponse({
    status: 429,
    description: 'Too many failed attempts; see Retry-After',
    schema: errorSchema,
  })
  async validate(
    @Body(new ZodPipe(validateAccessCodeRequestSchema)) body: ValidateAccessCodeRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @RequestLanguage() language: Language,
  ): Promise<AccessGrantResponse> {
    const outcome = await this.access.validate(
      body.code,
      readGrantToken(request),
      request.ip,
      language,
    );
    if (outcome.newGrant) {
      const secure = this.config.APP_ORIGIN.startsWith('https:');
      setGrantCookie(reply, outcome.newGrant.token, outcome.newGrant.expiresAt, secure);
    }
    return outcome.response;
  }

  @Get('grant')
  @ApiOperation({
    summary: "This browser's access grant, for the welcome card; 403 ACCESS_REQUIRED without one.",
  })
  @ApiResponse({ status: 200, schema: grantSchema })
  @ApiResponse({ status: 403, schema: errorSchema })
  grant(
    @Req() request: FastifyRequest,
    @RequestLanguage() language: Language,
  ): Promise<AccessGrantResponse> {
    // A signed-in browser may come without a grant of its own: it has no welcome card.
    if (!request.accessGrant) throw accessRequired();
    return this.access.describeGrant(request.accessGrant, language);
  }
}
