/**
 * What an adapter keeps per course site of a platform with a host per site (a Club Prophet site's
 * session, an EZLinks portal's courses): opened once for the reads that ask at the same time, and
 * kept until dropped. An opening that fails is not kept, so the next read tries again.
 */
export class PerSite<T> {
  private readonly kept = new Map<string, Promise<T>>();

  /** The site's kept value, or the one `open` makes (shared by whoever asks while it opens). */
  get(site: string, open: () => Promise<T>): Promise<T> {
    const kept = this.kept.get(site);
    if (kept) return kept;
    const opening = open();
    this.kept.set(site, opening);
    opening.catch(() => this.drop(site, opening));
    return opening;
  }

  /** Forgets `stale`, unless a read that renewed the site meanwhile left its own value there. */
  drop(site: string, stale: Promise<T>): void {
    if (this.kept.get(site) === stale) this.kept.delete(site);
  }
}
