import { addDays, format } from 'date-fns'
import type { HoldingStatus, Trade } from '../../api/contract'
import { percentOf } from '../../exchange/figures'
import { toCents, toDollars } from '../../lib/money'

export const TOP_MARKETS_LIMIT = 5
export const TITLE_MAX_LENGTH = 30

type TradeInput = Pick<
  Trade,
  'id' | 'marketId' | 'side' | 'quantity' | 'cost' | 'value' | 'pnl' | 'status' | 'createdAt' | 'market'
>

/** One trade's figures in cents, as the API answers them (docs/product.md, "Figures"). */
export interface TradeFigures<T extends TradeInput = Trade> {
  trade: T
  costCents: number
  valueCents: number
  pnlCents: number
  /** P&L / cost x 100 (0 when the cost is 0). */
  pnlPercent: number
  status: HoldingStatus
}

/** The trade's cost (the cash charged), value and P&L, taken as the API states them, in whole cents. */
export function tradeFigures<T extends TradeInput>(trade: T): TradeFigures<T> {
  const costCents = toCents(trade.cost)
  const pnlCents = toCents(trade.pnl)
  return {
    trade,
    costCents,
    valueCents: toCents(trade.value),
    pnlCents,
    pnlPercent: percentOf(pnlCents, costCents),
    status: trade.status,
  }
}

export interface PnlPoint {
  /** Local calendar day, 'yyyy-MM-dd'. */
  time: string
  /** Cumulative P&L in dollars (at today's prices) of every trade placed up to and including that day. */
  value: number
}

const dayKey = (date: Date | string) => format(new Date(date), 'yyyy-MM-dd')

/**
 * Cumulative P&L of the trades by the day they were placed, oldest first, added in whole
 * cents. It starts at 0 the day before the first trade so that a single day of trading
 * still draws a line rather than a lone dot.
 */
export function cumulativePnl(rows: Array<TradeFigures<TradeInput>>): PnlPoint[] {
  if (rows.length === 0) return []
  const byDay = new Map<string, number>()
  for (const r of rows) byDay.set(dayKey(r.trade.createdAt), (byDay.get(dayKey(r.trade.createdAt)) ?? 0) + r.pnlCents)
  const days = [...byDay.keys()].sort()
  let running = 0
  const points = days.map((time) => ({ time, value: toDollars((running += byDay.get(time) ?? 0)) }))
  const first = new Date(`${days[0]}T12:00:00`)
  return [{ time: dayKey(addDays(first, -1)), value: 0 }, ...points]
}

/** The trades with the highest and lowest P&L (the earlier one in the list on a tie). */
export function bestAndWorst<T extends TradeInput>(
  rows: Array<TradeFigures<T>>,
): { best?: TradeFigures<T>; worst?: TradeFigures<T> } {
  let best: TradeFigures<T> | undefined
  let worst: TradeFigures<T> | undefined
  for (const r of rows) {
    if (!best || r.pnlCents > best.pnlCents) best = r
    if (!worst || r.pnlCents < worst.pnlCents) worst = r
  }
  return { best, worst }
}

export function sideCounts(rows: Array<TradeFigures<TradeInput>>): { yes: number; no: number } {
  const yes = rows.filter((r) => r.trade.side === 'yes').length
  return { yes, no: rows.length - yes }
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

/** Most traded markets: by trade count, then amount invested, then title and id so ties never reorder. */
export function topMarkets(rows: Array<TradeFigures<TradeInput>>, limit = TOP_MARKETS_LIMIT): MarketStat[] {
  const byMarket = new Map<string, MarketStat>()
  for (const r of rows) {
    const title = r.trade.market.title
    const stat = byMarket.get(r.trade.marketId) ?? {
      marketId: r.trade.marketId,
      title,
      shortTitle: truncateTitle(title),
      trades: 0,
      investedCents: 0,
      pnlCents: 0,
    }
    stat.trades += 1
    stat.investedCents += r.costCents
    stat.pnlCents += r.pnlCents
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
