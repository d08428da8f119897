import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { FormsRepository } from '../../backend/src/modules/forms/forms.repository.js';
import { PruneFormSubmissionsHandler } from '../../workers/src/relay/prune-form-submissions.handler.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { openTestDatabase, truncateAll } from '../support/database.js';

/** The form demo's submissions: kept without the password, and forgotten after a month. */
const database = openTestDatabase();
let app: NestFastifyApplication;

beforeAll(async () => {
  ({ app } = await startTestApi());
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => truncateAll(database.pool));

it('keeps a submission without its password, and the daily prune forgets only month-old ones', async () => {
  const cookie = await grantedCookie(app, database.db);
  const sent = await request(app.getHttpServer())
    .post('/api/forms/submit')
    .set('Cookie', cookie)
    .send({
      email: 'pat@golfmail.com',
      password: 'Fairway-Birdie-42!',
      players: 2,
    })
    .expect(200);
  await database.pool.query(
    `insert into form_submissions (email, players, received_at)
     values ('old@golfmail.com', 1, now() - interval '31 days')`,
  );
  const kept = await database.pool.query('select * from form_submissions order by received_at');
  expect(JSON.stringify(kept.rows)).not.toContain('Fairway-Birdie-42!');

  const pruned = await new PruneFormSubmissionsHandler(new FormsRepository(database.db)).handle();

  expect(pruned).toEqual({ deleted: 1 });
  const left = await database.pool.query<{ id: string }>('select id from form_submissions');
  expect(left.rows).toEqual([{ id: sent.body.data.id }]);
});
