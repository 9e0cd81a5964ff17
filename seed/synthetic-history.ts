import { createRng, hashString, historyY, isInstantMarket, sigmoid, yesBp } from '../src/exchange'
import type { MarketRow, PriceHistoryRow, PricePoint, Rng } from '../src/exchange'
import { DAY_MS } from './text'

/**
 * A believable price history without simulating every past trade: a random
 * walk in logit space run BACKWARDS from the price the market has now, so the
 * chart always ends exactly at the current price.
 */
export const SEED_HISTORY_POINTS = 40
/** Long tail markets used to get a coarser chart; the catalogue still skips that many draws (skipHistoryDraws). */
export const SEED_HISTORY_POINTS_TAIL = 20
const DAILY_VOLATILITY = 0.18

export function syntheticHistory(
  startMs: number,
  endMs: number,
  endBp: number,
  rng: Rng,
  count: number = SEED_HISTORY_POINTS,
): PricePoint[] {
  const span = Math.max(endMs - startMs, count * 60_000)
  const times = sampleTimes(endMs, span, count)
  const points: PricePoint[] = new Array<PricePoint>(count)
  points[count - 1] = { t: endMs, y: historyY(endBp) }
  const p = endBp / 10_000
  let x = Math.log(p / (1 - p))
  const sigma = (i: number) => DAILY_VOLATILITY * Math.sqrt((times[i + 1]! - times[i]!) / DAY_MS)
  for (let i = count - 2; i >= 0; i -= 2) {
    // Box-Muller gives two independent normals per pair of uniforms: use both.
    const r = Math.sqrt(-2 * Math.log(1 - rng.next()))
    const a = 2 * Math.PI * rng.next()
    x = stepBack(points, i, x - r * Math.cos(a) * sigma(i), times)
    if (i > 0) x = stepBack(points, i - 1, x - r * Math.sin(a) * sigma(i - 1), times)
  }
  return points
}

/** The newest gap between two seeded samples: the last hour of a chart holds several. */
const FINEST_GAP_MS = 5 * 60_000

/**
 * `count` sample times ending at `endMs` and spanning `span`, denser towards the end: the gaps
 * grow by one ratio going back from FINEST_GAP_MS (found by bisection), so each chart range,
 * an hour to all time, has points to draw (exchange/history.ts keeps recent points finer too).
 * Evenly spaced when the span is too short for that.
 */
function sampleTimes(endMs: number, span: number, count: number): number[] {
  const gaps = count - 1
  const even = span / gaps
  let ratio = 1
  if (even > FINEST_GAP_MS) {
    const total = (r: number) => (FINEST_GAP_MS * (r ** gaps - 1)) / (r - 1)
    let lo = 1 + 1e-9
    let hi = 2
    while (total(hi) < span) hi *= 2
    for (let k = 0; k < 60; k += 1) {
      const mid = (lo + hi) / 2
      if (total(mid) < span) lo = mid
      else hi = mid
    }
    ratio = (lo + hi) / 2
  }
  const times = new Array<number>(count)
  times[count - 1] = endMs
  let gap = ratio === 1 ? even : FINEST_GAP_MS
  for (let i = count - 2; i >= 0; i -= 1) {
    times[i] = times[i + 1]! - gap
    gap *= ratio
  }
  // The first sample sits exactly at the start, whatever the rounding.
  times[0] = endMs - span
  return times.map((t) => Math.round(t))
}

function stepBack(points: PricePoint[], i: number, raw: number, times: readonly number[]): number {
  const x = Math.max(-4, Math.min(4, raw))
  const y = historyY(Math.round(sigmoid(x) * 10_000))
  points[i] = { t: times[i]!, y: y < 1 ? 1 : y > 99 ? 99 : y }
  return x
}

/** Whether a market's chart can be seededHistory's: not an instant market's (it stores its own), nor a multi-answer market's (it has no price of its own: each of its answers has its chart). */
export const hasSeededHistory = (market: MarketRow): boolean => !isInstantMarket(market) && market.kind !== 'multi'

/**
 * The seeded chart of a catalogue market, derived from the market row instead of stored:
 * writing ~3,000 history rows was a fifth of the first visit's IndexedDB work. It depends
 * only on fields a seeded row keeps until its first price change (backend/exchange-store.ts
 * stores the chart before any write that could change them), and its random walk is seeded
 * from the market's id, so it is the same on every read. At seed time simAt is the seed's
 * clock for open markets and closesAt for resolved ones, so the chart ends where it always
 * did: at the price the market had when it was seeded. Instant markets store their own.
 */
export function seededHistory(market: MarketRow): PriceHistoryRow | undefined {
  if (!hasSeededHistory(market)) return undefined
  const rng = createRng(hashString(`history|${market.id}|${market.createdAt}`))
  const endMs = Math.min(market.simAt, market.closesAt)
  return { marketId: market.id, points: syntheticHistory(market.createdAt, endMs, yesBp(market), rng) }
}

/**
 * The seeded charts of one multi-answer market's answers (`answers`: all of them, opened and
 * seeded together): each answer's walk as seededHistory draws it, then, at each moment, the
 * answers' chances shared out again so they add up to 100 %, as mutually exclusive answers'
 * do. They end at the chances the answers have (which add up to 100 %). Stored by the seed.
 */
export function seededAnswerHistories(answers: readonly MarketRow[]): PriceHistoryRow[] {
  const walks = answers.map((a) => seededHistory(a)!.points)
  // Every answer's chance at each moment, added up once (in the answers' order).
  const totals = walks[0]!.map((_, k) => walks.reduce((sum, w) => sum + w[k]!.y, 0))
  return answers.map((a, i) => ({
    marketId: a.id,
    points: walks[i]!.map((point, k) => ({ t: point.t, y: Math.max(0.1, Math.round((point.y / totals[k]!) * 1000) / 10) })),
  }))
}

/** Draws a seeded chart of `count` points used to take: the rest of the catalogue keeps its numbers. */
export function skipHistoryDraws(rng: Rng, count: number): void {
  for (let i = 0; i < 2 * Math.ceil((count - 1) / 2); i++) rng.next()
}
