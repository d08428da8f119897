import { type PipeTransform } from '@nestjs/common';
import { errorCodes } from '@teewatch/contracts';
import { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * Validates a request body or query against its contract schema (classic zod or zod/mini); a
 * failure names each field and why.
 */
export class ZodPipe<S extends z.core.$ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = z.safeParse(this.schema, value ?? undefined);
    if (result.success) return result.data;
    const fields = result.error.issues.map((issue) => ({
      field: issue.path.length > 0 ? issue.path.join('.') : 'body',
      message:
        issue.code === 'unrecognized_keys'
          ? `Unknown field(s): ${issue.keys.join(', ')}`
          : issue.path.length === 0 && issue.code === 'invalid_type'
            ? 'Expected a JSON object'
            : issue.message,
    }));
    const message = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
    throw new AppError(400, errorCodes.validationFailed, message, fields);
  }
}
