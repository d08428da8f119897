import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AddContactRequest,
  addContactSchema,
  type ContactListResponse,
  type ContactResponse,
  type SuccessResponse,
  type VerifyContactRequest,
  verifyContactSchema,
} from '@teewatch/contracts';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { Public } from '../../infra/http/public.decorator.js';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { ownerOf } from '../../infra/owners/owner.js';
import { ContactsService } from './contacts.service.js';

@ApiTags('contacts')
@Controller('contacts')
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Get()
  @ApiOperation({ summary: "The caller's email addresses and phone numbers, verified or not." })
  async list(@Req() request: FastifyRequest): Promise<ContactListResponse> {
    return { success: true, data: await this.contacts.list(ownerOf(request)) };
  }

  @Post()
  @ApiOperation({
    summary: 'Add an email (a confirmation link is sent) or a phone (a 6-digit code is texted).',
  })
  async add(
    @Req() request: FastifyRequest,
    @Body(new ZodPipe(addContactSchema)) body: AddContactRequest,
  ): Promise<ContactResponse> {
    return { success: true, data: await this.contacts.add(ownerOf(request), body) };
  }

  @Post(':id/verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify a phone number with the code it received.' })
  async verify(
    @Req() request: FastifyRequest,
    @Param('id') id: string,
    @Body(new ZodPipe(verifyContactSchema)) body: VerifyContactRequest,
  ): Promise<ContactResponse> {
    return { success: true, data: await this.contacts.verifyCode(ownerOf(request), id, body.code) };
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stop sending anything to this contact.' })
  async remove(@Req() request: FastifyRequest, @Param('id') id: string): Promise<SuccessResponse> {
    await this.contacts.remove(ownerOf(request), id);
    return { success: true };
  }

  /**
   * List-Unsubscribe (RFC 8058 one-click POST) and the footer link of every alert email. The
   * contact's random id is the capability: whoever holds the email may stop it.
   */
  @Post(':id/unsubscribe')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'One-click unsubscribe: no more email to this address.' })
  async unsubscribeOneClick(@Param('id') id: string): Promise<SuccessResponse> {
    await this.contacts.unsubscribe(id);
    return { success: true };
  }

  @Get(':id/unsubscribe')
  @Public()
  @ApiOperation({ summary: 'The unsubscribe link of an email: stops it, then opens the app.' })
  async unsubscribe(@Param('id') id: string, @Res() reply: FastifyReply) {
    await this.contacts.unsubscribe(id);
    return reply.redirect('/notifications?contact=unsubscribed', 302);
  }

  /** The link in the confirmation email; it may be opened in any browser, so it is public. */
  @Get('verify-email')
  @Public()
  @ApiOperation({ summary: 'The confirmation link: verifies the address, then opens the app.' })
  async verifyEmail(@Query('token') token: unknown, @Res() reply: FastifyReply) {
    const verified =
      typeof token === 'string' &&
      token.length <= 100 &&
      (await this.contacts.verifyEmailToken(token));
    return reply.redirect(`/notifications?contact=${verified ? 'verified' : 'expired'}`, 302);
  }
}
