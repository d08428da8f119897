import { Body, Controller, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type FormSubmission,
  type FormSubmissionResponse,
  formSubmissionSchema,
} from '@teewatch/contracts';
import { type FastifyRequest } from 'fastify';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { IdempotencyInterceptor } from '../../infra/idempotency/idempotency.interceptor.js';
import { ownerColumns, ownerOf } from '../../infra/owners/owner.js';
import { FormsRepository } from './forms.repository.js';

/** The form demo's submission (docs/forms.md): checked by its rules, kept without the password. */
@ApiTags('forms')
@Controller('forms')
export class FormsController {
  constructor(private readonly forms: FormsRepository) {}

  @Post('submit')
  @HttpCode(200)
  @UseInterceptors(IdempotencyInterceptor)
  @ApiOperation({
    summary: 'Submit the form demo; an Idempotency-Key makes a replay keep it once.',
  })
  async submit(
    @Req() request: FastifyRequest,
    @Body(new ZodPipe(formSubmissionSchema)) form: FormSubmission,
  ): Promise<FormSubmissionResponse> {
    const row = await this.forms.insert({
      ...ownerColumns(ownerOf(request)),
      email: form.email,
      phone: form.phone ?? null,
      players: form.players,
      preferredDate: form.preferredDate ?? null,
    });
    return { success: true, data: { id: row.id, receivedAt: row.receivedAt.toISOString() } };
  }
}
