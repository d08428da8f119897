import { type ApiError, errorCodes } from '@teewatch/contracts';
import { type FastifyInstance } from 'fastify';

/** No request of the app nests deeper than this; deeper is an attack on the parsers after it. */
const MAX_DEPTH = 32;

/**
 * What is wrong with the shape of a request's text, as a field path ("location", "courses.0",
 * "query.token") and a reason, or nothing. PostgreSQL cannot store U+0000 in text, and no golfer
 * types one; and no call takes data nested more than MAX_DEPTH deep. Walked without recursion, so
 * a body nested 10,000 deep cannot exhaust the stack.
 */
export function problemIn(
  value: unknown,
  root: string[] = [],
): { field: string; message: string } | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: root }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    const field = path.join('.') || 'body';
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { field, message: 'must not contain a NUL character' };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length - root.length >= MAX_DEPTH) {
      return { field, message: `must not nest more than ${MAX_DEPTH} levels deep` };
    }
    for (const [key, inner] of Object.entries(current)) {
      if (key.includes('\u0000')) {
        return { field: [...path, key].join('.'), message: 'must not contain a NUL character' };
      }
      pending.push({ value: inner, path: [...path, key] });
    }
  }
  return undefined;
}

/** A 400 naming the field, before validation, for every route (the body is parsed by then). */
export function refuseNulCharacters(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request, reply) => {
    const problem =
      problemIn(request.params, ['path']) ??
      problemIn(request.query, ['query']) ??
      problemIn(request.body);
    if (problem === undefined) return;
    const message = `${problem.field} ${problem.message}`;
    const body: ApiError = {
      success: false,
      error: {
        code: errorCodes.validationFailed,
        message,
        fields: [{ field: problem.field, message }],
      },
    };
    return reply.status(400).send(body);
  });
}
