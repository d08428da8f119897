import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';
type Compressed = Exclude<Encoding, 'identity'>;

/** An answer as sent: its bytes and how they are encoded. */
export interface EncodedAnswer {
  body: Buffer;
  encoding: Encoding;
}

interface Entry {
  /** Until then the answer is fresh; for `staleMs` more it may still be sent while a new one is made. */
  expiresAt: number;
  json: Promise<Buffer>;
  encoded: Map<Compressed, Promise<Buffer>>;
  /** Set once the answer is made: only a made answer is sent stale. */
  made: boolean;
  /** The next answer, while it is being made. */
  next?: Entry;
}

/** Below this an answer goes out as it is, as @fastify/compress does (docs/web-app-delivery.md, "Compression and caching"). */
const COMPRESS_FROM_BYTES = 1024;

const compressors: Record<Compressed, (json: Buffer) => Promise<Buffer>> = {
  // Quality 4, @fastify/compress's own: most of the size saved for a fraction of the time.
  br: (json) =>
    promisify(brotliCompress)(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  gzip: (json) => promisify(gzip)(json),
};

/** The encoding to answer with: brotli, else gzip, else none, as the client accepts (q=0 refuses). */
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/**
 * Answers that are the same for everyone who asks the same question within a second or two (a
 * search of open tee times near a point): worked out, serialized and compressed once per key and
 * lifetime, then sent as bytes to every caller (docs/web-app-delivery.md, "Compression and
 * caching"). Callers asking at once share one computation; a failure is not kept.
 *
 * Once an answer's lifetime is over, callers in the next `staleMs` still get it at once while one
 * new answer is made beside them, as HTTP's stale-while-revalidate: a busy question never makes
 * its callers wait for the database (docs/operations.md, "Load"). After that they wait for a new
 * one. At most `maxEntries` keys are kept, the oldest dropped.
 */
export class SharedAnswers {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    private readonly staleMs = lifetimeMs,
  ) {}

  async answer(
    key: string,
    acceptEncoding: string | undefined,
    produce: () => Promise<unknown>,
  ): Promise<EncodedAnswer> {
    const entry = this.entryFor(key, produce);
    const json = await entry.json;
    const wanted = encodingFor(acceptEncoding);
    if (wanted === 'identity' || json.length < COMPRESS_FROM_BYTES) {
      return { body: json, encoding: 'identity' };
    }
    let encoded = entry.encoded.get(wanted);
    if (!encoded) {
      encoded = compressors[wanted](json);
      entry.encoded.set(wanted, encoded);
    }
    return { body: await encoded, encoding: wanted };
  }

  private entryFor(key: string, produce: () => Promise<unknown>): Entry {
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > now) return kept;
    if (kept?.made && kept.expiresAt + this.staleMs > now) {
      kept.next ??= this.made(key, produce, now, [...kept.encoded.keys()]);
      return kept;
    }
    this.entries.delete(key);
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size < this.maxEntries && old.expiresAt + this.staleMs > now) break;
      this.entries.delete(oldKey);
    }
    const entry = this.made(key, produce, now);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * A new answer. One made beside a stale one takes its place once it is made and compressed in
   * the encodings the stale one was sent in, so no caller waits for either. A failure is dropped:
   * the next caller asks again.
   */
  private made(
    key: string,
    produce: () => Promise<unknown>,
    now: number,
    encodings: Compressed[] = [],
  ): Entry {
    const json = produce().then((value) => Buffer.from(JSON.stringify(value)));
    const entry: Entry = {
      expiresAt: now + this.lifetimeMs,
      json,
      encoded: new Map(),
      made: false,
    };
    const compressed = json.then((body) =>
      Promise.all(
        (body.length < COMPRESS_FROM_BYTES ? [] : encodings).map((encoding) => {
          const bytes = compressors[encoding](body);
          entry.encoded.set(encoding, bytes);
          return bytes;
        }),
      ),
    );
    compressed.then(
      () => {
        entry.made = true;
        if (this.entries.get(key)?.next === entry) {
          this.entries.delete(key);
          this.entries.set(key, entry);
        }
      },
      () => {
        const current = this.entries.get(key);
        if (current === entry) this.entries.delete(key);
        else if (current?.next === entry) current.next = undefined;
      },
    );
    return entry;
  }
}
