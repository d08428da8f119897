import { HttpException } from '@nestjs/common';
import { type ErrorCode } from '@teewatch/contracts';

export interface FieldProblem {
  field: string;
  message: string;
}

/** An error the client is meant to read: HTTP status, a stable code, a sentence for people. */
export class AppError extends HttpException {
  constructor(
    status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldProblem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message, status);
  }
}
