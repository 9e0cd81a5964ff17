import type { NetworkConditions } from '../../api/contract'
import { formatCount } from '../../lib/format'

const MINUTE = 60_000
const UNITS: Array<[string, number]> = [
  ['week', 7 * 24 * 60 * MINUTE],
  ['day', 24 * 60 * MINUTE],
  ['hour', 60 * MINUTE],
  ['minute', MINUTE],
]

/** How far simulated time runs ahead: "1 week 2 hours ahead", or "In step with real time". */
export function describeOffset(ms: number): string {
  if (ms < MINUTE) return 'In step with real time'
  let rest = ms
  const parts: string[] = []
  for (const [unit, size] of UNITS) {
    const n = Math.floor(rest / size)
    rest -= n * size
    if (n > 0 && parts.length < 2) parts.push(`${formatCount(n)} ${unit}${n === 1 ? '' : 's'}`)
  }
  return `${parts.join(' ')} ahead`
}

/** "1.5 s" / "250 ms". */
export function formatLatency(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1)} s` : `${ms} ms`
}

/** "20%": error rates are fractions 0..1. */
export function formatRate(rate: number): string {
  return `${Math.round(rate * 100)}%`
}

/** One line for the current conditions. */
export function describeNetwork({ latencyMs, errorRate }: NetworkConditions): string {
  if (latencyMs === 0 && errorRate === 0) return 'Calls answer at once and never fail.'
  const parts = [
    latencyMs > 0 ? `every call waits ${formatLatency(latencyMs)}` : null,
    errorRate > 0 ? `${formatRate(errorRate)} of calls fail` : null,
  ].filter(Boolean)
  const text = parts.join(' and ')
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
}
