import { BusyBatcher } from './busy-batcher.js';

/** A batch runner whose batches finish only when the test says so, recording what it was given. */
function controlledRunner() {
  const batches: { keys: number[]; finish: () => void; fail: (error: Error) => void }[] = [];
  const runBatch = (keys: number[]) =>
    new Promise<Map<number, string>>((resolve, reject) => {
      batches.push({
        keys,
        finish: () => resolve(new Map(keys.map((key) => [key, `done ${key}`]))),
        fail: reject,
      });
    });
  return { batches, runBatch };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('BusyBatcher', () => {
  it('starts work at once while it is quiet, one key per batch', async () => {
    const { batches, runBatch } = controlledRunner();
    const batcher = new BusyBatcher(runBatch, { maxBatch: 10, maxParallel: 2 });
    const first = batcher.run(1);
    const second = batcher.run(2);
    expect(batches.map((batch) => batch.keys)).toEqual([[1], [2]]);
    batches[0]!.finish();
    batches[1]!.finish();
    await expect(first).resolves.toBe('done 1');
    await expect(second).resolves.toBe('done 2');
  });

  it('groups the keys that arrive while every batch is busy, up to the batch size', async () => {
    const { batches, runBatch } = controlledRunner();
    const batcher = new BusyBatcher(runBatch, { maxBatch: 3, maxParallel: 1 });
    const results = [1, 2, 3, 4, 5, 6].map((key) => batcher.run(key));
    expect(batches.map((batch) => batch.keys)).toEqual([[1]]);

    batches[0]!.finish();
    await settle();
    expect(batches.map((batch) => batch.keys)).toEqual([[1], [2, 3, 4]]);
    batches[1]!.finish();
    await settle();
    expect(batches.map((batch) => batch.keys)).toEqual([[1], [2, 3, 4], [5, 6]]);
    batches[2]!.finish();
    await expect(Promise.all(results)).resolves.toEqual([1, 2, 3, 4, 5, 6].map((k) => `done ${k}`));
  });

  it('gives a key asked for twice in one batch to the runner once, and both callers its result', async () => {
    const { batches, runBatch } = controlledRunner();
    const batcher = new BusyBatcher(runBatch, { maxBatch: 10, maxParallel: 1 });
    const busy = batcher.run(1);
    const twice = [batcher.run(7), batcher.run(7)];
    batches[0]!.finish();
    await settle();
    expect(batches[1]!.keys).toEqual([7]);
    batches[1]!.finish();
    await busy;
    await expect(Promise.all(twice)).resolves.toEqual(['done 7', 'done 7']);
  });

  it('fails every caller of a failed batch and carries on with the next', async () => {
    const { batches, runBatch } = controlledRunner();
    const batcher = new BusyBatcher(runBatch, { maxBatch: 10, maxParallel: 1 });
    const busy = batcher.run(1);
    const failing = [batcher.run(2), batcher.run(3)];
    batches[0]!.finish();
    await busy;
    await settle();
    batches[1]!.fail(new Error('deadlock detected'));
    await expect(failing[0]).rejects.toThrow('deadlock detected');
    await expect(failing[1]).rejects.toThrow('deadlock detected');
    await settle();

    const later = batcher.run(4);
    expect(batches[2]!.keys).toEqual([4]);
    batches[2]!.finish();
    await expect(later).resolves.toBe('done 4');
  });

  it('rejects a key the runner left without a result', async () => {
    const batcher = new BusyBatcher(async () => new Map<number, string>(), {
      maxBatch: 10,
      maxParallel: 1,
    });
    await expect(batcher.run(5)).rejects.toThrow('Batch gave no result for 5');
  });
});
