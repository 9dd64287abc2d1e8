/**
 * The seed's deterministic randomness (seed.ts, seed-cases.ts): a small generator per kind of demo
 * data, seeded from a text, so every seed is the same and one kind's draws never shift another's.
 */

export type Random = () => number;

/** mulberry32: a small deterministic generator of numbers in [0, 1), so every seed is the same. */
export function generator(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number from a text (FNV-1a), to seed one generator per kind of data (a service type and project…). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

/** One of `items`, each as likely. */
export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** One of the keys of `weights` (which add up to 1), by weight. */
export function weighted<T extends string>(random: Random, weights: Readonly<Record<T, number>>): T {
  let left = random();
  const entries = Object.entries(weights) as [T, number][];
  for (const [value, weight] of entries) {
    left -= weight;
    if (left < 0) return value;
  }
  return entries.at(-1)![0];
}
