import { parseArgs } from 'node:util';
import { parseConfig } from '../../config/config.schema.js';
import { createDatabase, createPool } from '../../db/database.js';
import { OperatorRepository } from './operator.repository.js';

const usage = `Gives an account the admin role, which opens the operator console (/operator), or
takes it back. The account must exist (signed up, or signed in once with a magic link or a
social provider). Sign-up never makes an admin.

  npm run operator-role -- EMAIL [--revoke]`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { revoke: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return console.log(usage);
  const [email] = positionals;
  if (!email || positionals.length > 1) throw new Error('Name one account by its email address.');

  const pool = createPool(parseConfig(process.env).DATABASE_URL, 1);
  try {
    const role = values.revoke ? 'golfer' : 'admin';
    const changed = await new OperatorRepository(createDatabase(pool)).setRole(email, role);
    if (!changed) throw new Error(`No account with the email address ${email}.`);
    console.log(
      values.revoke
        ? `${changed} is no longer an operator.`
        : `${changed} is an operator now: the console is at /operator.`,
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
