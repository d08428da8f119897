import { createHash, randomUUID } from 'node:crypto';
import { type Pool } from 'pg';
import { type Database } from '../../backend/src/db/database.js';
import { anAccessCode } from './access-code.factory.js';

/**
 * A browser with a grant and one alert on these courses for the date, any time, one player,
 * saved as the API saves one: with the matcher's index of where it looks (alert_reach), which
 * the scan planner reads its watched course-dates from.
 */
export async function anAlertWatching(
  database: { pool: Pool; db: Database },
  courseIds: string[],
  date: string,
): Promise<void> {
  const code = await anAccessCode(database.db);
  const grantId = randomUUID();
  await database.pool.query(
    `insert into access_grants (id, access_code_id, token_hash, expires_at)
     values ($1, $2, $3, now() + interval '1 day')`,
    [grantId, code.id, createHash('sha256').update(grantId).digest('hex')],
  );
  const { rows } = await database.pool.query<{ id: string }>(
    `insert into alerts (owner_grant_id, source, location_label, course_ids, date, time_preference,
       window_start, window_end, players)
     values ($1, 'desktop', 'watching', $2, $3, 'any', '00:00', '24:00', 1) returning id`,
    [grantId, courseIds, date],
  );
  await database.pool.query(
    `insert into alert_reach (course_id, date, window_start, window_end, players, alert_id)
     select unnest(course_ids), date, window_start, window_end, players, id from alerts
     where id = $1`,
    [rows[0]!.id],
  );
}
