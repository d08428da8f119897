import { Inject, Injectable } from '@nestjs/common';
import { errorCodes } from '@teewatch/contracts';
import { AppError } from '../../infra/http/app-error.js';
import { type Owner } from '../../infra/owners/owner.js';
import {
  PUSH_PROVIDER,
  type PushProvider,
  type PushTarget,
} from '../../providers/push/push.provider.js';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.js';

/** The browsers a golfer receives web push in: subscribe, unsubscribe, the server's VAPID key. */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    private readonly repository: PushSubscriptionsRepository,
    @Inject(PUSH_PROVIDER) private readonly push: PushProvider,
  ) {}

  get publicKey(): string {
    return this.push.publicKey;
  }

  /**
   * A browser subscribing again, or after another golfer signed in on it, keeps its row. Someone
   * who knows only another browser's endpoint cannot take it over: the keys must match.
   */
  async subscribe(owner: Owner, target: PushTarget): Promise<void> {
    const saved = await this.repository.save(owner, {
      endpoint: target.endpoint,
      p256dh: target.keys.p256dh,
      auth: target.keys.auth,
    });
    if (!saved) {
      throw new AppError(
        409,
        errorCodes.pushSubscriptionTaken,
        'This push subscription belongs to another browser. Turn notifications off and on again.',
      );
    }
  }

  async unsubscribe(owner: Owner, endpoint: string): Promise<boolean> {
    return (await this.repository.delete(owner, endpoint)) > 0;
  }
}
