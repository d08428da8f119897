import { Body, Controller, HttpCode, Inject, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type FormSubmission,
  type FormSubmissionResponse,
  formSubmissionSchema,
} from '@teewatch/contracts';
import { type FastifyRequest } from 'fastify';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import { formSubmissions } from '../../db/schema/index.js';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { IdempotencyInterceptor } from '../../infra/idempotency/idempotency.interceptor.js';
import { ownerColumns, ownerOf } from '../../infra/owners/owner.js';

/** The form demo's submission (docs/forms.md): checked by its rules, kept without the password. */
@ApiTags('forms')
@Controller('forms')
export class FormsController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

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
    const [row] = await this.db
      .insert(formSubmissions)
      .values({
        ...ownerColumns(ownerOf(request)),
        email: form.email,
        phone: form.phone ?? null,
        players: form.players,
        preferredDate: form.preferredDate ?? null,
      })
      .returning({ id: formSubmissions.id, receivedAt: formSubmissions.receivedAt });
    return { success: true, data: { id: row!.id, receivedAt: row!.receivedAt.toISOString() } };
  }
}
