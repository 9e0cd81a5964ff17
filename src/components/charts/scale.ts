/** Axis maths for the SVG charts: round tick steps (1, 2, 5 × 10^n) that cover the data and zero. */

function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count)
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const fraction = raw / magnitude
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
  return nice * magnitude
}

interface Axis {
  min: number
  max: number
  ticks: number[]
}

/** About `count` evenly spaced round ticks from a domain that always includes 0. */
export function niceAxis(values: number[], count = 5): Axis {
  const finite = values.filter(Number.isFinite)
  const lo = Math.min(0, ...finite)
  const hi = Math.max(0, ...finite)
  if (lo === hi) return { min: 0, max: 1, ticks: [0, 1] }
  const step = niceStep(hi - lo, count)
  // Integer tick indices and 12 significant digits avoid 0.30000000000000004-style drift.
  const clean = (n: number) => Number(n.toPrecision(12))
  const first = Math.floor(lo / step)
  const last = Math.ceil(hi / step)
  const ticks: number[] = []
  for (let i = first; i <= last; i++) ticks.push(clean(i * step))
  return { min: ticks[0], max: ticks[ticks.length - 1], ticks }
}

/** Maps a value in [min, max] to a pixel in [bottom, top] (SVG y grows downwards). */
export function linearScale(axis: Pick<Axis, 'min' | 'max'>, bottom: number, top: number): (value: number) => number {
  const span = axis.max - axis.min || 1
  return (value) => bottom - ((value - axis.min) / span) * (bottom - top)
}

/**
 * An SVG path through `points` (pixels, in time order) drawn as steps: each value holds until the
 * next one starts (a price stays where the last trade left it), so the line never suggests a
 * gradual move between two trades. One point: nothing (the caller draws a level line).
 */
export function stepPath(points: ReadonlyArray<readonly [x: number, y: number]>): string {
  return points.map(([x, y], i) => (i === 0 ? `M${x.toFixed(1)} ${y.toFixed(1)}` : `H${x.toFixed(1)}V${y.toFixed(1)}`)).join('')
}

/** Short dollar labels for axes: $0, $250, $1.5K, -$40. */
export function compactDollars(value: number): string {
  const sign = value < 0 ? '-' : ''
  const abs = Math.abs(value)
  if (abs >= 1_000_000) return `${sign}$${trim(abs / 1_000_000)}M`
  if (abs >= 1_000) return `${sign}$${trim(abs / 1_000)}K`
  return `${sign}$${trim(abs)}`
}

function trim(n: number): string {
  return Number(n.toFixed(n < 10 ? 2 : 1)).toString()
}
