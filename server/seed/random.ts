/**
 * A small seeded pseudo-random number generator for the seed data.
 *
 * The seed must build the same database on every machine and every run (tests compare two seeded
 * databases, and screenshots, demo scripts and support notes refer to seeded ids), so nothing in
 * `server/seed/` may call `Math.random`. Everything random goes through a {@link Random} created from
 * a fixed seed.
 *
 * The generator is mulberry32: 32-bit state, period 2^32, fast and statistically good enough for
 * demo data. It is NOT suitable for anything security-related.
 */

/** The seed every part of the demo database is derived from. Changing it changes the whole catalogue. */
export const SEED = 20_240_915;

/** Hashes a string to an unsigned 32-bit integer (FNV-1a), to derive seeds from labels. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A deterministic random source. Two instances built from the same seed yield the same sequence. */
export class Random {
  private state: number;

  /** @param seed any integer; only its low 32 bits are used. */
  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /**
   * An independent generator for one part of the seed, derived from `seed` and `label`
   * (e.g. `Random.forLabel(SEED, "catalog:prices")`). Streams per part keep a change in one part
   * (say, one more subject in a title list) from reshuffling every other part of the data.
   */
  static forLabel(seed: number, label: string): Random {
    return new Random(hashString(`${seed}:${label}`));
  }

  /** Next float in [0, 1) (mulberry32 step). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`Random.int: invalid range [${min}, ${max}]`);
    }
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** `true` with probability `p` (0 ≤ p ≤ 1). */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list, uniformly. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("Random.pick: empty list");
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /**
   * One element of a non-empty list, with probability proportional to `weight(item)`
   * (weights ≥ 0, at least one > 0).
   */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    if (!(total > 0)) throw new RangeError("Random.weighted: weights must sum to a positive number");
    let r = this.next() * total;
    for (const item of items) {
      r -= weight(item);
      if (r < 0) return item;
    }
    return items[items.length - 1] as T;
  }

  /** A shuffled copy of `items` (Fisher–Yates); the input is not changed. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** `count` distinct elements of `items` in random order (all of them when `count` ≥ length). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, count));
  }
}
