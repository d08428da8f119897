/**
 * Runs work for many keys in few round trips without adding delay: a key asked for while fewer
 * than `maxParallel` batches run goes at once; keys asked for while they are all busy wait and go
 * together (up to `maxBatch`) as soon as one finishes. Quiet load gets batches of one and no
 * waiting; heavy load gets big batches, so per-batch costs (a transaction, a statement, a commit)
 * are paid once for many keys.
 */
export class BusyBatcher<K, V> {
  private readonly waiting: {
    key: K;
    resolve: (value: V) => void;
    reject: (e: unknown) => void;
  }[] = [];
  private running = 0;

  constructor(
    /** Must answer every key it is given; a key it leaves out rejects. */
    private readonly runBatch: (keys: K[]) => Promise<Map<K, V>>,
    private readonly limits: { maxBatch: number; maxParallel: number },
  ) {}

  run(key: K): Promise<V> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ key, resolve, reject });
      this.startBatches();
    });
  }

  private startBatches(): void {
    while (this.running < this.limits.maxParallel && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.limits.maxBatch);
      this.running++;
      this.runBatch([...new Set(batch.map((entry) => entry.key))])
        .then((results) => {
          for (const { key, resolve, reject } of batch) {
            if (results.has(key)) resolve(results.get(key)!);
            else reject(new Error(`Batch gave no result for ${String(key)}`));
          }
        })
        .catch((error: unknown) => {
          for (const { reject } of batch) reject(error);
        })
        .finally(() => {
          this.running--;
          this.startBatches();
        });
    }
  }
}
