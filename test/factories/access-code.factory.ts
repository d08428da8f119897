import { randomUUID } from 'node:crypto';
import { accessCodeKey } from '@teewatch/contracts';
import { type Database } from '../../backend/src/db/database.js';
import {
  type AccessCodeRow,
  accessCodes,
  type NewAccessCode,
} from '../../backend/src/db/schema/index.js';

/** Inserts an access code; every field can be overridden, the code is unique per call. */
export async function anAccessCode(
  db: Database,
  overrides: Partial<NewAccessCode> = {},
): Promise<AccessCodeRow> {
  const code = overrides.code ?? `TEST-${randomUUID().slice(0, 8).toUpperCase()}`;
  const uses = overrides.maxUses ?? 10;
  const [row] = await db
    .insert(accessCodes)
    .values({
      type: 'private_beta',
      maxUses: uses,
      remainingUses: uses,
      features: ['Real-time tee time alerts'],
      ...overrides,
      code,
      codeKey: accessCodeKey(code),
    })
    .returning();
  return row!;
}
