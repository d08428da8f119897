import { Injectable, Logger } from '@nestjs/common';
import { type SignInMethod } from './sessions.service.js';

export interface SignedInEvent {
  userId: string;
  /** The access grant of the browser that signed in, if it had one: its things move to the account. */
  grantId: string | null;
  method: SignInMethod;
}

export type SignedInListener = (event: SignedInEvent) => Promise<void>;

/**
 * What other modules hear when a browser signs in (e.g. to move the browser's alerts and push
 * subscriptions to the account). Listeners subscribe at start-up; each runs before the sign-in
 * answer goes out, and a failing one is logged without failing the sign-in.
 */
@Injectable()
export class SignInEvents {
  private readonly logger = new Logger(SignInEvents.name);
  private readonly listeners: SignedInListener[] = [];

  subscribe(listener: SignedInListener): void {
    this.listeners.push(listener);
  }

  async signedIn(event: SignedInEvent): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (error) {
        this.logger.error({ err: error, userId: event.userId }, 'A sign-in listener failed');
      }
    }
  }
}
