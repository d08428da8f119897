import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodingFor, SharedAnswers } from './shared-answers.js';

const big = { results: Array.from({ length: 200 }, (_, n) => ({ course: `Course ${n}` })) };

/** Lets an answer being made settle (its promise callbacks run). */
const settled = () => new Promise((resolve) => setImmediate(resolve));

function answersAt(clock: { now: number }, maxEntries = 10) {
  return new SharedAnswers(2000, maxEntries, () => clock.now);
}

describe('SharedAnswers', () => {
  it('works a question out once for everyone who asks it within its lifetime, then again', async () => {
    const clock = { now: 0 };
    const answers = answersAt(clock);
    let made = 0;
    const produce = async () => ({ made: ++made });

    const [first, second] = await Promise.all([
      answers.answer('denver', undefined, produce),
      answers.answer('denver', undefined, produce),
    ]);
    clock.now = 1999;
    const third = await answers.answer('denver', undefined, produce);
    expect([first, second, third].map((a) => JSON.parse(a.body.toString()))).toEqual([
      { made: 1 },
      { made: 1 },
      { made: 1 },
    ]);

    clock.now = 6000;
    expect(
      JSON.parse((await answers.answer('denver', undefined, produce)).body.toString()),
    ).toEqual({ made: 2 });
    expect(
      JSON.parse((await answers.answer('boulder', undefined, produce)).body.toString()),
    ).toEqual({ made: 3 });
  });

  it('sends an answer just past its lifetime at once while one new answer is made', async () => {
    const clock = { now: 0 };
    const answers = answersAt(clock);
    let made = 0;
    let finish = () => {};
    const produce = () =>
      made++ === 0
        ? Promise.resolve({ made })
        : new Promise<object>((resolve) => (finish = () => resolve({ made })));
    const sent = async () =>
      JSON.parse((await answers.answer('denver', undefined, produce)).body.toString());

    await sent();
    await settled();
    clock.now = 2500;
    expect(await Promise.all([sent(), sent()])).toEqual([{ made: 1 }, { made: 1 }]);
    expect(made).toBe(2);

    finish();
    await settled();
    expect(await sent()).toEqual({ made: 2 });
    expect(made).toBe(2);
  });

  it('makes callers wait for a new answer once the old one is too stale to send', async () => {
    const clock = { now: 0 };
    const answers = answersAt(clock);
    let made = 0;
    const produce = async () => ({ made: ++made });
    await answers.answer('denver', undefined, produce);
    clock.now = 4000;
    expect((await answers.answer('denver', undefined, produce)).body.toString()).toBe('{"made":2}');
  });

  it('keeps sending the stale answer when a new one fails, and asks again next time', async () => {
    const clock = { now: 0 };
    const answers = answersAt(clock);
    await answers.answer('denver', undefined, async () => ({ made: 1 }));
    await settled();
    clock.now = 2500;
    const failing = () => Promise.reject(new Error('database down'));
    expect((await answers.answer('denver', undefined, failing)).body.toString()).toBe('{"made":1}');
    await settled();
    expect((await answers.answer('denver', undefined, failing)).body.toString()).toBe('{"made":1}');
    await settled();
    await answers.answer('denver', undefined, async () => ({ made: 2 }));
    await settled();
    expect((await answers.answer('denver', undefined, failing)).body.toString()).toBe('{"made":2}');
  });

  it('sends brotli or gzip as the caller accepts, the same JSON inside', async () => {
    const answers = answersAt({ now: 0 });
    const produce = async () => big;
    const br = await answers.answer('q', 'gzip, deflate, br', produce);
    const gzip = await answers.answer('q', 'gzip', produce);
    const plain = await answers.answer('q', undefined, produce);

    expect([br.encoding, gzip.encoding, plain.encoding]).toEqual(['br', 'gzip', 'identity']);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(big);
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(big);
    expect(JSON.parse(plain.body.toString())).toEqual(big);
    expect(br.body.length).toBeLessThan(plain.body.length / 5);
  });

  it('sends a small answer as it is, whatever the caller accepts', async () => {
    const answer = await answersAt({ now: 0 }).answer('q', 'br', async () => ({ ok: true }));
    expect(answer).toEqual({ body: Buffer.from('{"ok":true}'), encoding: 'identity' });
  });

  it('keeps no failure: the next caller asks again', async () => {
    const answers = answersAt({ now: 0 });
    await expect(
      answers.answer('q', undefined, () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    const answer = await answers.answer('q', undefined, async () => ({ ok: true }));
    expect(answer.body.toString()).toBe('{"ok":true}');
  });

  it('keeps at most its number of questions, dropping the oldest', async () => {
    const answers = answersAt({ now: 0 }, 2);
    let made = 0;
    const produce = async () => ({ made: ++made });
    for (const key of ['a', 'b', 'c']) await answers.answer(key, undefined, produce);
    expect((await answers.answer('c', undefined, produce)).body.toString()).toBe('{"made":3}');
    expect((await answers.answer('a', undefined, produce)).body.toString()).toBe('{"made":4}');
  });
});

describe('encodingFor', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['identity', 'identity'],
    [undefined, 'identity'],
    ['BR', 'br'],
  ])('%s -> %s', (header, expected) => {
    expect(encodingFor(header)).toBe(expected);
  });
});
