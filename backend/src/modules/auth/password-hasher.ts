import { hash, verify } from '@node-rs/argon2';
import { Injectable } from '@nestjs/common';
import { newSecretToken } from '../../infra/crypto/secret-tokens.js';

/** argon2id at OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane. */
const ARGON2ID = 2;
export const argon2Options = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** Password hashing (argon2id, PHC strings), and a stand-in check that costs the same time. */
@Injectable()
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password, argon2Options);
  }

  async verify(storedHash: string, password: string): Promise<boolean> {
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends the time a real check would, so an unknown email or an account without a password
   * answers no faster than a wrong password does.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash(newSecretToken());
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
