import { type AccessCodeType, accessCodeKey } from '@teewatch/contracts';
import { type AccessCodeRow } from '../../db/schema/index.js';
import { generateAccessCode } from './access-code.generator.js';
import { type AccessRepository } from './access.repository.js';

/** What a private-beta code unlocks, shown on the welcome card. */
export const BETA_FEATURES = [
  'Real-time tee time alerts for Colorado courses',
  'Instant push, email and SMS notifications',
  'One-click booking recommendations',
  'Achievements, streaks and leaderboards',
];

export interface NewCodeOptions {
  code?: string;
  type: AccessCodeType;
  uses: number;
  invitedBy?: string;
  expiresAt?: Date;
  features?: string[];
}

/** Stores a code (a fresh 80-bit one unless given); an existing code with the same key is kept as is. */
export function createAccessCode(
  repository: AccessRepository,
  options: NewCodeOptions,
): Promise<AccessCodeRow> {
  const code = (options.code ?? generateAccessCode()).trim().toUpperCase();
  return repository.ensureCode({
    code,
    codeKey: accessCodeKey(code),
    type: options.type,
    maxUses: options.uses,
    remainingUses: options.uses,
    invitedByName: options.invitedBy ?? null,
    expiresAt: options.expiresAt ?? null,
    features: options.features ?? BETA_FEATURES,
  });
}
