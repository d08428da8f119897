import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type EmailResendRequest,
  emailResendSchema,
  type EmailSendAlternativeRequest,
  emailSendAlternativeSchema,
} from '@teewatch/contracts';
import { type FastifyRequest } from 'fastify';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { ownerOf } from '../../infra/owners/owner.js';
import { EmailStatusService } from './email-status.service.js';

/** The email delivery status panel's calls (docs/product-rules.md, "Email delivery status"). */
@ApiTags('email')
@Controller('email')
export class EmailStatusController {
  constructor(private readonly emails: EmailStatusService) {}

  @Get('attempts')
  @ApiOperation({ summary: "The caller's latest emails (10), newest first, with their status." })
  async attempts(@Req() request: FastifyRequest) {
    return { success: true, data: await this.emails.recent(ownerOf(request)) };
  }

  @Get('status/:id')
  @ApiOperation({ summary: 'Where one of the caller’s emails is: pending, sent, delivered, ...' })
  async status(@Req() request: FastifyRequest, @Param('id') id: string) {
    return { success: true, data: await this.emails.status(ownerOf(request), id) };
  }

  @Post('resend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send the latest email of this type to this address again.' })
  async resend(
    @Req() request: FastifyRequest,
    @Body(new ZodPipe(emailResendSchema)) body: EmailResendRequest,
  ) {
    const emailId = await this.emails.resend(ownerOf(request), body.type, body.email);
    return { success: true, emailId };
  }

  @Post('send-alternative')
  @HttpCode(200)
  @ApiOperation({
    summary: "Send that email to another of the caller's verified addresses instead.",
  })
  async sendAlternative(
    @Req() request: FastifyRequest,
    @Body(new ZodPipe(emailSendAlternativeSchema)) body: EmailSendAlternativeRequest,
  ) {
    const emailId = await this.emails.sendAlternative(
      ownerOf(request),
      body.type,
      body.originalEmail,
      body.email,
      body.language,
    );
    return { success: true, emailId };
  }
}
