/**
 * Seeded randomness. The exchange never calls Math.random: every random choice
 * comes from an `Rng` passed in, so a seed replays the same exchange. The state
 * is four uint32s (sfc32) and can be persisted between sessions.
 */
export type RngState = readonly [number, number, number, number]

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number
  /** Current state; `createRngFromState(rng.state())` continues the same stream. */
  state(): RngState
}

/** sfc32: small, fast, good statistical quality, 128-bit state. */
export function createRngFromState(initial: RngState): Rng {
  let [a, b, c, d] = initial
  return {
    next() {
      a >>>= 0
      b >>>= 0
      c >>>= 0
      d >>>= 0
      const t = (((a + b) | 0) + d) | 0
      d = (d + 1) | 0
      a = b ^ (b >>> 9)
      b = (c + (c << 3)) | 0
      c = (c << 21) | (c >>> 11)
      c = (c + t) | 0
      return (t >>> 0) / 4294967296
    },
    state() {
      return [a >>> 0, b >>> 0, c >>> 0, d >>> 0]
    },
  }
}

/** Rng from any integer seed; the first outputs are discarded to mix weak seeds. */
export function createRng(seed: number): Rng {
  const s = seed >>> 0
  const rng = createRngFromState([0x9e3779b9, 0x243f6a88, 0xb7e15162, s])
  for (let i = 0; i < 12; i += 1) rng.next()
  return rng
}

/** FNV-1a: stable 32-bit hash, used to derive per-id traits without storing them. */
export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Integer in [0, n). */
export function randomInt(rng: Rng, n: number): number {
  return Math.floor(rng.next() * n)
}

/** Integer in [min, max] inclusive. */
export function randomBetween(rng: Rng, min: number, max: number): number {
  return min + randomInt(rng, max - min + 1)
}

export function chance(rng: Rng, probability: number): boolean {
  return rng.next() < probability
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[randomInt(rng, items.length)]
  if (item === undefined) throw new RangeError('pick from an empty list')
  return item
}

/** Standard normal via Box-Muller (one value per call; simplicity over speed). */
export function normal(rng: Rng): number {
  const u = 1 - rng.next() // (0, 1]: log(0) is avoided
  const v = rng.next()
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
}

/** In-place Fisher-Yates shuffle. */
export function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(rng, i + 1)
    const tmp = items[i] as T
    items[i] = items[j] as T
    items[j] = tmp
  }
  return items
}

/** Random hex id (64 bits) so replayed simulations produce the same ids. */
export function randomId(rng: Rng, prefix: string): string {
  const hi = Math.floor(rng.next() * 4294967296)
    .toString(16)
    .padStart(8, '0')
  const lo = Math.floor(rng.next() * 4294967296)
    .toString(16)
    .padStart(8, '0')
  return `${prefix}-${hi}${lo}`
}
