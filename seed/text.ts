/** Date and text helpers for seed titles. UTC throughout so output never depends on the machine's zone. */
export const DAY_MS = 24 * 60 * 60 * 1000
export const HOUR_MS = 60 * 60 * 1000

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

function longDate(ms: number): string {
  const d = new Date(ms)
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`
}

function monthYear(ms: number): string {
  const d = new Date(ms)
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}

function yearOf(ms: number): string {
  return String(new Date(ms).getUTCFullYear())
}

/** 20:00 UTC on the same day: a plausible close time for date-based questions. */
export function eveningOf(ms: number): number {
  const d = new Date(ms)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 20)
}

/** 23:59 UTC on the last day of the month containing ms. */
export function endOfMonth(ms: number): number {
  const d = new Date(ms)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0, 23, 59)
}

/** Last moment of the month before the one containing ms. */
export function endOfPreviousMonth(ms: number): number {
  const d = new Date(ms)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 0, 23, 59)
}

interface Tokens {
  readonly x?: string
  readonly level?: string
  readonly closesAt: number
}

/** Fills {x}, {level}, {date}, {month}, {year}; date parts are computed only when used. */
export function fillTokens(text: string, tokens: Tokens): string {
  if (!text.includes('{')) return text
  let out = text
  if (tokens.x !== undefined) out = out.replaceAll('{x}', tokens.x)
  if (tokens.level !== undefined) out = out.replaceAll('{level}', tokens.level)
  if (out.includes('{date}')) out = out.replaceAll('{date}', longDate(tokens.closesAt))
  if (out.includes('{month}')) out = out.replaceAll('{month}', monthYear(tokens.closesAt))
  if (out.includes('{year}')) out = out.replaceAll('{year}', yearOf(tokens.closesAt))
  // "the Netherlands's" reads as "the Netherlands'".
  return out.replace(/s's\b/g, "s'")
}

export function hasMonthToken(text: string): boolean {
  return text.includes('{month}')
}

export function hasDateToken(text: string): boolean {
  return text.includes('{date}') || text.includes('{month}')
}

/** URL-safe id from a title: ascii lowercase words, at most 60 characters, cut at a word. */
export function slugify(title: string): string {
  // normalize() is slow; only titles with characters outside printable ASCII need it.
  const ascii = /[^ -~]/.test(title) ? title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : title
  const slug = ascii
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  if (slug.length <= 60) return slug
  const cut = slug.slice(0, 60)
  return cut.slice(0, cut.lastIndexOf('-') > 30 ? cut.lastIndexOf('-') : 60)
}

/** Makes ids unique by suffixing -2, -3, … in first-come order. */
export function uniqueId(base: string, taken: Set<string>): string {
  let id = base
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`
  taken.add(id)
  return id
}
