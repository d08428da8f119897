import { randomUUID } from 'node:crypto';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { cookiePair } from '../support/auth.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { openTestDatabase } from '../support/database.js';
import { aUser } from '../factories/user.factory.js';

/**
 * Friends: invitation codes (5 unused at most, single use) that connect both golfers once the
 * invited one signs in; requests by id the other golfer accepts; friend achievements paid once.
 */
const database = openTestDatabase();
const PASSWORD = 'right-fairway-1';
let app: NestFastifyApplication;

interface Golfer {
  id: string;
  email: string;
  token: string;
  cookie: string;
}

const api = () => request(app.getHttpServer());

async function signIn(email: string, cookie: string): Promise<string> {
  const session = await api()
    .post('/api/auth/login')
    .set('Cookie', cookie)
    .send({ email, password: PASSWORD })
    .expect(200);
  return session.body.token as string;
}

async function aGolfer(name: string, cookie?: string): Promise<Golfer> {
  const browser = cookie ?? (await grantedCookie(app, database.db));
  const user = await aUser(database.db, { password: PASSWORD, displayName: name });
  return {
    id: user.id,
    email: user.email,
    token: await signIn(user.email, browser),
    cookie: browser,
  };
}

const as = (call: request.Test, golfer: Golfer) =>
  call.set('Cookie', golfer.cookie).set('Authorization', `Bearer ${golfer.token}`);
const friendsOf = async (golfer: Golfer) =>
  (await as(api().get('/api/friends'), golfer).expect(200)).body;

beforeAll(async () => {
  ({ app } = await startTestApi({ QUEUE_PREFIX: `friends-${randomUUID().slice(0, 8)}` }));
});
afterAll(async () => {
  await app?.close();
  await database.close();
});

it("connects a golfer who came in through a friend's invitation with that friend at sign-in", async () => {
  const ada = await aGolfer('Ada');
  const invited = await as(api().post('/api/friends/invitations'), ada).expect(201);
  const { code, link, status } = invited.body.invitation;
  expect(status).toBe('unused');
  expect(link).toBe(`http://localhost:3000/?code=${encodeURIComponent(code)}`);

  // The friend's browser passes the gate with the code: the welcome card names who invited.
  const gate = await api().post('/api/access-codes/validate').send({ code }).expect(200);
  expect(gate.body).toMatchObject({
    type: 'friend_invite',
    invitedBy: 'Ada',
    inviteInfo: { description: 'Friend invitation from Ada', usesRemaining: 0 },
  });
  const bea = await aGolfer('Bea', cookiePair(gate, 'teewatch_access'));

  const [adas, beas] = [await friendsOf(ada), await friendsOf(bea)];
  expect(adas.friends.map((friend: { name: string }) => friend.name)).toEqual(['Bea']);
  expect(beas.friends.map((friend: { name: string }) => friend.name)).toEqual(['Ada']);
  expect(adas.invitations[0]).toMatchObject({ code, status: 'used' });

  const board = await as(api().get('/api/gamification/leaderboard?type=friends'), bea).expect(200);
  expect(board.body.entries.map((entry: { name: string }) => entry.name).sort()).toEqual([
    'Ada',
    'Bea',
  ]);
  expect(board.body.entries.find((entry: { name: string }) => entry.name === 'Ada')).toMatchObject({
    isFriend: true,
    isCurrentUser: false,
  });
});

it('holds at most 5 unused invitations per golfer, even asked for all at once', async () => {
  const cy = await aGolfer('Cy');
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => as(api().post('/api/friends/invitations'), cy)),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([
    201, 201, 201, 201, 201, 409, 409, 409,
  ]);
  expect(answers.find((answer) => answer.status === 409)!.body.error).toMatchObject({
    code: 'FRIEND_INVITATION_LIMIT',
    message: 'You have 5 unused invitations. Share one of them, or wait for one to expire.',
  });
});

it('makes friends by request and acceptance, and pays Foursome and More at five friends', async () => {
  const dan = await aGolfer('Dan');
  const others = await Promise.all(
    ['Eve', 'Fay', 'Gus', 'Hal', 'Ivy'].map((name) => aGolfer(name)),
  );
  for (const other of others) {
    const asked = await as(api().post('/api/gamification/connect-friend'), dan)
      .send({ friendUserId: other.id })
      .expect(200);
    expect(asked.body).toMatchObject({ status: 'requested' });
  }
  expect((await friendsOf(dan)).outgoing).toHaveLength(5);
  expect((await friendsOf(others[0]!)).incoming.map((f: { name: string }) => f.name)).toEqual([
    'Dan',
  ]);

  for (const other of others.slice(0, 4)) {
    await as(api().post(`/api/friends/${dan.id}/accept`), other).expect(200);
  }
  // The fifth asks back instead of accepting: that connects them too.
  const back = await as(api().post('/api/gamification/connect-friend'), others[4]!)
    .send({ friendUserId: dan.id })
    .expect(200);
  expect(back.body).toMatchObject({ status: 'connected', message: 'You are friends now.' });

  const stats = await as(api().get('/api/gamification/stats'), dan).expect(200);
  expect(stats.body.stats.friendsCount).toBe(5);
  expect(
    stats.body.achievements.find((a: { id: string }) => a.id === 'five-friends'),
  ).toMatchObject({ unlocked: true, points: 500 });

  await as(api().delete(`/api/friends/${others[0]!.id}`), dan).expect(200);
  expect((await friendsOf(others[0]!)).friends).toEqual([]);
  await as(api().delete(`/api/friends/${others[0]!.id}`), dan).expect(404);
});

it('refuses to befriend oneself, an unknown golfer, or accept a request nobody made', async () => {
  const jo = await aGolfer('Jo');
  const self = await as(api().post('/api/gamification/connect-friend'), jo)
    .send({ friendUserId: jo.id })
    .expect(400);
  expect(self.body.error.fields).toEqual([
    { field: 'friendUserId', message: 'cannot be your own id' },
  ]);
  await as(api().post('/api/gamification/connect-friend'), jo)
    .send({ friendUserId: randomUUID() })
    .expect(404);
  const malformed = await as(api().post('/api/gamification/connect-friend'), jo)
    .send({ friendUserId: 'not-an-id' })
    .expect(400);
  expect(malformed.body.error.fields).toEqual([
    { field: 'friendUserId', message: 'must be a TeeWatch golfer id' },
  ]);
  await as(api().post(`/api/friends/${randomUUID()}/accept`), jo).expect(404);
  await as(api().post('/api/friends/not-an-id/accept'), jo).expect(404);
  await api().get('/api/friends').set('Cookie', jo.cookie).expect(401);
});
