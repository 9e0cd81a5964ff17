import { addDays, format } from 'date-fns'
import type { LotStatus, Trade } from '../../api/contract'
import { percentOf } from '../../exchange/figures'
import { toCents, toDollars } from '../../lib/money'

export const TOP_MARKETS_LIMIT = 5
export const TITLE_MAX_LENGTH = 30

type TradeInput = Pick<
  Trade,
  | 'id'
  | 'marketId'
  | 'side'
  | 'action'
  | 'kind'
  | 'quantity'
  | 'cost'
  | 'value'
  | 'heldCost'
  | 'realizedPnl'
  | 'unrealizedPnl'
  | 'pnl'
  | 'status'
  | 'createdAt'
  | 'market'
>

/** One history row's figures in cents, as the API answers them (docs/product.md, "Lots"). */
export interface TradeFigures<T extends TradeInput = Trade> {
  trade: T
  /** A lot (a buy, a limit buy's fill, contracts a pool handed back); false for a sale. */
  isLot: boolean
  costCents: number
  valueCents: number
  realizedCents: number
  unrealizedCents: number
  /** realized + unrealized. */
  pnlCents: number
  /** P&L / cost x 100 (a sale: realized P&L / the cost basis it took; 0 when the cost is 0). */
  pnlPercent: number
  status: LotStatus
}

/** The row's figures, taken as the API states them, in whole cents. */
export function tradeFigures<T extends TradeInput>(trade: T): TradeFigures<T> {
  const costCents = toCents(trade.cost)
  const pnlCents = toCents(trade.pnl)
  return {
    trade,
    isLot: trade.action === 'buy',
    costCents,
    valueCents: toCents(trade.value),
    realizedCents: toCents(trade.realizedPnl),
    unrealizedCents: toCents(trade.unrealizedPnl),
    pnlCents,
    pnlPercent: percentOf(pnlCents, costCents),
    status: trade.status,
  }
}

/** The lots among the rows: what sums add up (a sale's P&L is already in the lots it took from). */
export const lotsOnly = <T extends TradeInput>(rows: Array<TradeFigures<T>>) => rows.filter((r) => r.isLot)

/** Rows that are trades (buys, sells, fills): not the contracts a pool handed back. */
export const tradesOnly = <T extends TradeInput>(rows: Array<TradeFigures<T>>) => rows.filter((r) => r.trade.kind !== 'pool')

export interface PnlPoint {
  /** Local calendar day, 'yyyy-MM-dd'. */
  time: string
  /** Cumulative P&L in dollars: realized up to that day; the last point (today) is the Total P&L. */
  value: number
}

const dayKey = (date: Date | string | number) => format(new Date(date), 'yyyy-MM-dd')

/** Realized P&L events: each sale on its day, and each resolved lot's payout less the cost basis it held, on its market's close. */
function realizedEvents(rows: Array<TradeFigures<TradeInput>>): Array<{ at: string | number; cents: number }> {
  const events: Array<{ at: string | number; cents: number }> = []
  for (const r of rows) {
    if (!r.isLot) events.push({ at: r.trade.createdAt, cents: r.realizedCents })
    else if (r.status === 'won' || r.status === 'lost' || r.status === 'refunded')
      events.push({ at: r.trade.market.closesAt, cents: r.valueCents - toCents(r.trade.heldCost) })
  }
  return events
}

/**
 * Cumulative P&L by day, oldest first: the running sum of realized P&L (sales, and lots
 * settled at their market's close), ending today at `totalPnlCents` (the account's Total P&L:
 * realized plus what is still held at today's prices, pools included), so the line ends where
 * the summary says. Without it, today adds the lots' unrealized P&L. It starts at 0 the day
 * before the first event so a single day still draws a line, and has a point on every day since
 * (a quiet day keeps the sum so far).
 */
export function cumulativePnl(rows: Array<TradeFigures<TradeInput>>, today: number, totalPnlCents?: number): PnlPoint[] {
  if (rows.length === 0) return []
  const todayKey = dayKey(today)
  const byDay = new Map<string, number>()
  for (const e of realizedEvents(rows)) {
    const key = dayKey(e.at) > todayKey ? todayKey : dayKey(e.at)
    byDay.set(key, (byDay.get(key) ?? 0) + e.cents)
  }
  // A point on every day of trading too (the realized sum so far), so the line follows the activity.
  for (const r of rows) {
    const key = dayKey(r.trade.createdAt)
    if (key <= todayKey && !byDay.has(key)) byDay.set(key, 0)
  }
  const unrealized = lotsOnly(rows).reduce((sum, r) => sum + r.unrealizedCents, 0)
  const days = [...byDay.keys()].sort()
  let running = 0
  const points = days.map((time) => ({ time, cents: (running += byDay.get(time) ?? 0) }))
  const end = totalPnlCents ?? running + unrealized
  const last = points.at(-1)!
  if (last.time === todayKey) last.cents = end
  else points.push({ time: todayKey, cents: end })
  const start = dayKey(addDays(new Date(`${days[0]}T12:00:00`), -1))
  // Every day from the first to today, quiet ones keeping the sum so far: the chart spaces its
  // points evenly, so days left out squeezed weeks of time into the width of one day.
  const daily: PnlPoint[] = [{ time: start, value: 0 }]
  let next = 0
  let value = 0
  for (let day = new Date(`${days[0]}T12:00:00`); dayKey(day) <= todayKey; day = addDays(day, 1)) {
    const key = dayKey(day)
    while (next < points.length && points[next]!.time <= key) value = points[next++]!.cents
    daily.push({ time: key, value: toDollars(value) })
  }
  return daily
}

/** The closed lots (sold out or resolved) with the highest and lowest P&L (the earlier one in the list on a tie). */
export function bestAndWorst<T extends TradeInput>(
  rows: Array<TradeFigures<T>>,
): { best?: TradeFigures<T>; worst?: TradeFigures<T> } {
  let best: TradeFigures<T> | undefined
  let worst: TradeFigures<T> | undefined
  for (const r of rows) {
    if (!r.isLot || r.status === 'open') continue
    if (!best || r.pnlCents > best.pnlCents) best = r
    if (!worst || r.pnlCents < worst.pnlCents) worst = r
  }
  return { best, worst }
}

/** Buys of each side (sales and pool hand-backs are no call on a side). */
export function sideCounts(rows: Array<TradeFigures<TradeInput>>): { yes: number; no: number } {
  const buys = rows.filter((r) => r.trade.action === 'buy' && r.trade.kind !== 'pool')
  const yes = buys.filter((r) => r.trade.side === 'yes').length
  return { yes, no: buys.length - yes }
}

/** Titles are cut at 30 characters, then '...' (docs/product.md, Screens). */
export function truncateTitle(title: string, max = TITLE_MAX_LENGTH): string {
  return title.length > max ? `${title.slice(0, max)}...` : title
}

export interface MarketStat {
  marketId: string
  title: string
  shortTitle: string
  trades: number
  investedCents: number
  pnlCents: number
}

/**
 * Most traded markets: by trade count (buys, sells and fills), then amount invested, then title
 * and id so ties never reorder. Invested is what its lots cost; P&L is its lots' (a sale's is in them).
 */
export function topMarkets(rows: Array<TradeFigures<TradeInput>>, limit = TOP_MARKETS_LIMIT): MarketStat[] {
  const byMarket = new Map<string, MarketStat>()
  for (const r of rows) {
    // Grouped by market: a multi-answer market's trades on all its answers are one (its title alone).
    const title = r.trade.market.title
    const stat = byMarket.get(r.trade.marketId) ?? {
      marketId: r.trade.marketId,
      title,
      shortTitle: truncateTitle(title),
      trades: 0,
      investedCents: 0,
      pnlCents: 0,
    }
    if (r.trade.kind !== 'pool') stat.trades += 1
    if (r.isLot && r.trade.kind !== 'pool') stat.investedCents += r.costCents
    if (r.isLot) stat.pnlCents += r.pnlCents
    byMarket.set(r.trade.marketId, stat)
  }
  return [...byMarket.values()]
    .sort(
      (a, b) =>
        b.trades - a.trades ||
        b.investedCents - a.investedCents ||
        a.title.localeCompare(b.title) ||
        (a.marketId < b.marketId ? -1 : 1),
    )
    .slice(0, limit)
}
