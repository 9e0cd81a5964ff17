import { tenthsOfCent, displayCents, displayTenths } from '../exchange/rounding'

/** The one place numbers and dates become text. */

const DAY_MS = 24 * 60 * 60 * 1000

/** "$1.2M" at or above 1,000,000; "$12.3K" at or above 1,000; otherwise "$950". */
export function formatVolume(dollars: number): string {
  if (!Number.isFinite(dollars)) return '$0'
  if (dollars >= 1_000_000) return `$${(dollars / 1_000_000).toFixed(1)}M`
  if (dollars >= 1_000) return `$${(dollars / 1_000).toFixed(1)}K`
  return `$${Math.round(dollars)}`
}

/** Whole cents: "63¢" (a half cent to the even one: src/exchange/rounding.ts, displayCents). Accepts the API's numeric strings. */
export function formatCents(cents: number | string): string {
  return `${displayCents(Number(cents))}¢`
}

/** Whole percent chance: "63%" (rounded as formatCents). */
export function formatPercent(cents: number | string): string {
  return `${displayCents(Number(cents))}%`
}

/** A market's price (a chance) with one decimal: "77.0¢"; its Yes and No add up to 100.0¢ (src/exchange/rounding.ts, displayTenths). */
export function formatChancePrecise(cents: number | string): string {
  return `${displayTenths(Number(cents)).toFixed(1)}¢`
}

/** Cents with one decimal, as every screen shows a trade's price: "63.4¢" (src/exchange/rounding.ts, tenthsOfCent). */
export function formatCentsPrecise(cents: number): string {
  return `${tenthsOfCent(cents).toFixed(1)}¢`
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** "$1,234.56"; negative as "-$1,234.56". Accepts numeric strings. */
export function formatMoney(dollars: number | string): string {
  const n = Number(dollars)
  return usd.format(Number.isFinite(n) ? n : 0)
}

/** "+$12.30" / "-$4.00" / "$0.00" for P&L. */
export function formatSignedMoney(dollars: number): string {
  if (Math.abs(dollars) < 0.005) return usd.format(0)
  return (dollars > 0 ? '+' : '') + usd.format(dollars)
}

/** "+12.3%" / "-4.0%" for P&L percent. */
export function formatSignedPercent(percent: number): string {
  const rounded = Math.round(percent * 10) / 10
  if (rounded !== 0) return `${rounded > 0 ? '+' : ''}${rounded.toFixed(1)}%`
  // Under a tenth of a percent (−$0.84 of $10,000): a hundredth shows its sign, where "0.0%" beside
  // "-$0.84" read as no loss at all; smaller still, it is 0.0%.
  const hundredths = Math.round(percent * 100) / 100
  return hundredths === 0 ? '0.0%' : `${hundredths > 0 ? '+' : ''}${hundredths.toFixed(2)}%`
}

/** A win rate in percent ("25.0%"); "—" when nothing has settled yet (null). */
export function formatWinRate(percent: number | null): string {
  return percent === null ? '—' : `${percent.toFixed(1)}%`
}

/** Ceiling of days to the close; 0 or less means closing soon. */
export function daysLeft(closesAt: string | number, now: number): number {
  return Math.ceil((new Date(closesAt).getTime() - now) / DAY_MS)
}

/** "12 days left", "1 day left", or "Closing soon". */
export function formatDaysLeft(closesAt: string | number, now: number): string {
  const days = daysLeft(closesAt, now)
  if (days <= 0) return 'Closing soon'
  return `${days} ${days === 1 ? 'day' : 'days'} left`
}

// Intl, not date-fns' format(), on the first screen's path: the same text for less code.
const dateParts = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

function parts(value: string | number | Date): Record<string, string> {
  const out: Record<string, string> = {}
  for (const p of dateParts.formatToParts(new Date(value))) out[p.type] = p.value
  return out
}

/** The date format (docs/product.md, Screens): 'MMM d, yyyy h:mm a' ("Mar 5, 2027 3:07 PM"). */
export function formatDateTime(value: string | number | Date): string {
  const p = parts(value)
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod?.toUpperCase()}`
}

/** 'MMM d, yyyy' for close and created dates ("Mar 5, 2027"). */
export function formatDate(value: string | number | Date): string {
  const p = parts(value)
  return `${p.month} ${p.day}, ${p.year}`
}

/** A chart's time-axis label: '2027', 'Mar', 'Mar 5', '3 PM' or '3:15 PM'. */
export function formatTimeTick(value: Date, unit: 'year' | 'month' | 'day' | 'hour' | 'minute'): string {
  const p = parts(value)
  if (unit === 'minute') return `${p.hour}:${p.minute} ${p.dayPeriod?.toUpperCase()}`
  if (unit === 'year') return p.year
  if (unit === 'month') return p.month
  if (unit === 'day') return `${p.month} ${p.day}`
  return `${p.hour} ${p.dayPeriod?.toUpperCase()}`
}

/** Integer with thousands separators: "2,843". */
export function formatCount(n: number): string {
  return new Intl.NumberFormat('en-US').format(n)
}

/** Countdown text: "2d 3h", "5h 07m", "12m 09s", or 'Settling now' at or below zero. */
export function formatTimeLeft(ms: number): string {
  if (ms <= 0) return 'Settling now'
  const s = Math.floor(ms / 1000)
  const two = (n: number) => String(n).padStart(2, '0')
  if (s >= 86_400) return `${Math.floor(s / 86_400)}d ${Math.floor((s % 86_400) / 3600)}h`
  if (s >= 3600) return `${Math.floor(s / 3600)}h ${two(Math.floor((s % 3600) / 60))}m`
  return `${Math.floor(s / 60)}m ${two(s % 60)}s`
}

/** A market as trades and positions name it: its title, and on a multi-answer market the answer ("Who wins? · Blue"). */
export function marketName(market: { title: string; answer?: { text: string } }): string {
  return market.answer ? `${market.title} · ${market.answer.text}` : market.title
}
