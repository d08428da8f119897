import { type ApiError, errorCodes } from '@teewatch/contracts';
import { type FastifyInstance } from 'fastify';

/**
 * Where a request carries U+0000, as a field path ("location", "courses.0", "query.token"), or
 * nothing. PostgreSQL cannot store NUL in text, and no golfer types one: it is refused for every
 * field of every call before a handler sees it.
 */
export function fieldWithNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string')
    return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = fieldWithNul(inner, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A 400 naming the field, before validation, for every route (the body is parsed by then). */
export function refuseNulCharacters(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request, reply) => {
    const field =
      fieldWithNul(request.params, ['path']) ??
      fieldWithNul(request.query, ['query']) ??
      fieldWithNul(request.body);
    if (field === undefined) return;
    const message = `${field} must not contain a NUL character`;
    const body: ApiError = {
      success: false,
      error: { code: errorCodes.validationFailed, message, fields: [{ field, message }] },
    };
    return reply.status(400).send(body);
  });
}
