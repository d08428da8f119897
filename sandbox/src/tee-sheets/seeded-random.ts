/**
 * Deterministic randomness: every random choice in the simulated world is a pure function of the
 * seed and the names of what is being decided, so the same seed and clock give the same world.
 */

/** 32-bit FNV-1a hash of the parts, joined, then avalanched so that near keys spread apart. */
export function hash32(...parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  const text = parts.join('\u001f');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) decided by the parts alone. */
export function unitFrom(...parts: readonly (string | number)[]): number {
  return hash32(...parts) / 0x1_0000_0000;
}

/** A hex string of `length` characters decided by the parts alone. */
export function hexFrom(length: number, ...parts: readonly (string | number)[]): string {
  let hex = '';
  for (let round = 0; hex.length < length; round++) {
    hex += hash32(...parts, round)
      .toString(16)
      .padStart(8, '0');
  }
  return hex.slice(0, length);
}

/** A uuid-shaped (version 4 layout) id decided by the parts alone. */
export function uuidFrom(...parts: readonly (string | number)[]): string {
  const hex = hexFrom(32, ...parts);
  const variant = '89ab'[parseInt(hex[16] ?? '0', 16) % 4];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A small sequential generator (mulberry32) for drawing many numbers from one seed. */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** The next number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** One of the items, each with its weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let pick = this.next() * total;
    for (const [value, weight] of choices) {
      pick -= weight;
      if (pick < 0) return value;
    }
    const last = choices[choices.length - 1];
    if (!last) throw new Error('weighted() needs at least one choice');
    return last[0];
  }
}
