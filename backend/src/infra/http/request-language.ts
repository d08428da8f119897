import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { defaultLanguage, isLanguage, type Language } from '@teewatch/contracts';
import { type FastifyRequest } from 'fastify';

/**
 * The language an `Accept-Language` header asks for: the most preferred tag whose base language
 * TeeWatch speaks ("es-MX,es;q=0.9" is Spanish), else English. Tags refused with q=0 never count.
 */
export function languageOf(acceptLanguage: string | undefined): Language {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().split('-')[0]!.toLowerCase(), quality: Number(quality ?? 1) };
    })
    .filter((entry) => entry.quality > 0)
    // sort is stable: equally preferred tags keep the header's order.
    .sort((a, b) => b.quality - a.quality);
  return wanted.map((entry) => entry.base).find(isLanguage) ?? defaultLanguage;
}

/** The request's language (docs/i18n.md, "What the API answers"), for answers that carry sentences. */
export const RequestLanguage = createParamDecorator(
  (_: unknown, context: ExecutionContext): Language =>
    languageOf(context.switchToHttp().getRequest<FastifyRequest>().headers['accept-language']),
);
