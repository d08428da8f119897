import { parseArgs } from 'node:util';
import { accessCodeTypes, type AccessCodeType } from '@teewatch/contracts';
import { parseConfig } from '../../config/config.schema.js';
import { createDatabase, createPool } from '../../db/database.js';
import { createAccessCode } from './access-codes.js';
import { AccessRepository } from './access.repository.js';

const usage = `Creates a private-beta access code and prints it.

  npm run access-code -- [--uses N] [--type private_beta|friend_invite] [--invited-by NAME] [--expires-in-days N] [--code CODE]

  --uses              how many browsers may use it (default 1)
  --type              private_beta (default) or friend_invite
  --invited-by        the inviter's name, shown on the welcome card
  --expires-in-days   days until the code stops working (default: never)
  --code              a chosen code instead of a generated 80-bit one`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      uses: { type: 'string', default: '1' },
      type: { type: 'string', default: 'private_beta' },
      'invited-by': { type: 'string' },
      'expires-in-days': { type: 'string' },
      code: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return console.log(usage);
  const uses = Number(values.uses);
  const days =
    values['expires-in-days'] === undefined ? undefined : Number(values['expires-in-days']);
  if (!Number.isInteger(uses) || uses < 1)
    throw new Error('--uses must be a whole number of at least 1');
  if (days !== undefined && !(days > 0))
    throw new Error('--expires-in-days must be a positive number');
  if (!accessCodeTypes.includes(values.type as AccessCodeType))
    throw new Error(`--type must be one of ${accessCodeTypes.join(', ')}`);

  const pool = createPool(parseConfig(process.env).DATABASE_URL, 1);
  try {
    const row = await createAccessCode(new AccessRepository(createDatabase(pool)), {
      code: values.code,
      type: values.type as AccessCodeType,
      uses,
      invitedBy: values['invited-by'],
      expiresAt: days === undefined ? undefined : new Date(Date.now() + days * 24 * 3600 * 1000),
    });
    console.log(
      `${row.code}  (${row.type}, ${row.remainingUses} of ${row.maxUses} uses left${row.expiresAt ? `, expires ${row.expiresAt.toISOString()}` : ''})`,
    );
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(`\n${usage}`);
  process.exit(1);
});
