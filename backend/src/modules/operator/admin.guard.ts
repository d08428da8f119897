import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { errorCodes } from '@teewatch/contracts';
import { type FastifyRequest } from 'fastify';
import { AppError } from '../../infra/http/app-error.js';
import { unauthenticated } from '../auth/auth.errors.js';
import { OperatorRepository } from './operator.repository.js';

/**
 * Lets only accounts with the admin role through: 401 without a signed-in caller, 403 FORBIDDEN
 * for anyone else. The role is read on every request, so revoking it takes effect at once.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly repository: OperatorRepository) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<FastifyRequest>().user;
    if (!user) throw unauthenticated();
    if ((await this.repository.roleOf(user.userId)) !== 'admin') {
      throw new AppError(403, errorCodes.forbidden, 'The operator console is for operators only.');
    }
    return true;
  }
}
