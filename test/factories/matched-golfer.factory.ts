import { createHash, randomUUID } from 'node:crypto';
import { type Pool } from 'pg';
import { type Database } from '../../backend/src/db/database.js';
import { anAccessCode } from './access-code.factory.js';

/**
 * Golfers each waiting for one email: a browser grant, a verified address, email only, and one
 * alert with one match whose AlertMatched event is in the outbox. Answers their addresses.
 */
export async function golfersWithAMatchEach(
  database: { pool: Pool; db: Database },
  count: number,
): Promise<string[]> {
  const addresses: string[] = [];
  const code = await anAccessCode(database.db);
  for (let index = 0; index < count; index += 1) {
    const grantId = randomUUID();
    const address = `chaos-${index}@example.com`;
    addresses.push(address);
    await database.pool.query(
      `insert into access_grants (id, access_code_id, token_hash, expires_at)
       values ($1, $2, $3, now() + interval '1 day')`,
      [grantId, code.id, createHash('sha256').update(grantId).digest('hex')],
    );
    await database.pool.query(
      `insert into contacts (owner_grant_id, kind, value, verified_at) values ($1, 'email', $2, now())`,
      [grantId, address],
    );
    await database.pool.query(
      `insert into notification_preferences (owner_grant_id, email, sms, push, frequency,
         quiet_hours_enabled, quiet_start_hour, quiet_end_hour)
       values ($1, true, false, false, 'immediate', false, 22, 8)`,
      [grantId],
    );
    const { rows } = await database.pool.query<{ id: string }>(
      `insert into alerts (owner_grant_id, source, location_label, course_ids, date, time_preference,
         window_start, window_end, players)
       values ($1, 'desktop', 'chaos', array['city-park-golf-course'],
               (now() at time zone 'America/Denver')::date + 2, 'any', '00:00', '24:00', 1)
       returning id`,
      [grantId],
    );
    await database.pool.query(
      `with m as (insert into alert_matches (alert_id, tee_time_id, course_id, starts_at, open_spots, price_cents)
         values ($1, gen_random_uuid(), 'city-park-golf-course', now() + interval '2 days', 2, 5000)
         returning id, tee_time_id)
       insert into outbox (type, payload)
       select 'AlertMatched', jsonb_build_object('teeTimeId', tee_time_id, 'alertMatchIds', jsonb_build_array(id)) from m`,
      [rows[0]!.id],
    );
  }
  return addresses;
}
