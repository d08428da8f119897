import { parseConfig } from '../config/config.schema.js';
import { createAccessCode } from '../modules/access/access-codes.js';
import { AccessRepository } from '../modules/access/access.repository.js';
import { AlertsRepository } from '../modules/alerts/alerts.repository.js';
import { loadCatalogue } from '../modules/courses/catalogue/load-catalogue.js';
import { CoursesRepository } from '../modules/courses/courses.repository.js';
import { createDatabase, createPool } from './database.js';

/**
 * Idempotent: loads the course catalogue (updating courses that changed), re-derives which
 * courses each alert covers, and adds the demo access code (DEMO_ACCESS_CODE) when set.
 */
export async function seed(databaseUrl: string, demoCode: string, demoUses: number) {
  const pool = createPool(databaseUrl, 1);
  try {
    const db = createDatabase(pool);
    await new CoursesRepository(db).upsertCatalogue(loadCatalogue().courses);
    // Courses may have moved or changed area: where each alert looks is worked out again.
    await new AlertsRepository(db).rebuildReach();
    const repository = new AccessRepository(db);
    return demoCode
      ? await createAccessCode(repository, { code: demoCode, type: 'private_beta', uses: demoUses })
      : undefined;
  } finally {
    await pool.end();
  }
}

if (import.meta.main) {
  const config = parseConfig(process.env);
  seed(config.DATABASE_URL, config.DEMO_ACCESS_CODE, config.DEMO_ACCESS_CODE_USES).then(
    (code) =>
      console.log(
        code
          ? `Demo access code: ${code.code} (${code.remainingUses} uses left)`
          : 'No demo code seeded.',
      ),
    (error: unknown) => {
      console.error('Seeding failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
