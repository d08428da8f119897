import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** An answer as sent: its bytes and how they are encoded. */
export interface EncodedAnswer {
  body: Buffer;
  encoding: Encoding;
}

interface Entry {
  expiresAt: number;
  json: Promise<Buffer>;
  encoded: Map<Encoding, Promise<Buffer>>;
}

/** Below this an answer goes out as it is, as @fastify/compress does (docs/web-app-delivery.md, "Compression and caching"). */
const COMPRESS_FROM_BYTES = 1024;

const compressors: Record<Exclude<Encoding, 'identity'>, (json: Buffer) => Promise<Buffer>> = {
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
 * lifetime, then sent as bytes to every caller (docs/web-app-delivery.md, "Compression and caching"). Callers asking at once share
 * one computation; a failure is not kept. At most `maxEntries` keys are kept, the oldest dropped.
 */
export class SharedAnswers {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
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
    this.entries.delete(key);
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size < this.maxEntries && old.expiresAt > now) break;
      this.entries.delete(oldKey);
    }
    const json = produce().then((value) => Buffer.from(JSON.stringify(value)));
    const entry: Entry = { expiresAt: now + this.lifetimeMs, json, encoded: new Map() };
    this.entries.set(key, entry);
    // A failed answer is not an answer: the next caller tries again.
    json.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry;
  }
}
