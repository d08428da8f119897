import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import { type ApiError, type ErrorCode, errorCodes } from '@teewatch/contracts';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { isStoreUnavailable } from './store-unavailable.js';

const codeByStatus: Record<number, ErrorCode> = {
  400: errorCodes.validationFailed,
  403: errorCodes.accessRequired,
  404: errorCodes.notFound,
  429: errorCodes.rateLimited,
};

const fastifyMessages: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: errorCodes.malformedJson,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: errorCodes.malformedJson,
    message: 'The request body is empty; send a JSON object.',
  },
};

/**
 * The one place errors become responses: `{success: false, error: {code, message}}`, never a stack.
 * Unexpected errors are logged with their stack and answered with a generic 500.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const { status, body, headers } = this.describe(exception);
    if (status === 503) {
      this.logger.warn(
        { method: request.method, url: request.url, reason: (exception as Error).message },
        'Answered 503: a store is unavailable',
      );
    } else if (status >= 500) {
      this.logger.error(
        { err: exception, method: request.method, url: request.url },
        'Unhandled error while serving a request',
      );
    }
    void reply.headers(headers).status(status).send(body);
  }

  private describe(exception: unknown): {
    status: number;
    body: ApiError;
    headers: Record<string, string>;
  } {
    if (exception instanceof AppError) {
      const error: ApiError['error'] = { code: exception.code, message: exception.message };
      if (exception.fields) error.fields = exception.fields;
      return {
        status: exception.getStatus(),
        body: { success: false, error },
        headers: exception.headers,
      };
    }
    // Nest wraps Fastify's own errors (body parsing, content type) and keeps them as the cause.
    const fastifyError = ((exception as Error)?.cause ?? exception) as {
      code?: string;
      statusCode?: number;
      message?: string;
    };
    const known = fastifyError.code ? fastifyMessages[fastifyError.code] : undefined;
    if (known) return { status: 400, body: { success: false, error: known }, headers: {} };
    if (
      exception instanceof HttpException ||
      (fastifyError.statusCode && fastifyError.statusCode < 500)
    ) {
      const status =
        exception instanceof HttpException ? exception.getStatus() : fastifyError.statusCode!;
      if (status < 500) {
        const message =
          exception instanceof HttpException
            ? exception.message
            : (fastifyError.message ?? 'Bad request');
        return {
          status,
          body: {
            success: false,
            error: { code: codeByStatus[status] ?? errorCodes.validationFailed, message },
          },
          headers: {},
        };
      }
    }
    if (isStoreUnavailable(exception)) {
      return {
        status: 503,
        body: {
          success: false,
          error: {
            code: errorCodes.serviceUnavailable,
            message: 'TeeWatch is briefly unavailable. Please try again in a few seconds.',
          },
        },
        headers: { 'Retry-After': '5' },
      };
    }
    return {
      status: 500,
      body: {
        success: false,
        error: {
          code: errorCodes.internal,
          message: 'Something went wrong on our side. Please try again.',
        },
      },
      headers: {},
    };
  }
}
