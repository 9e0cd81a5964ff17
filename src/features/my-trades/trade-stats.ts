import { addDays, format } from 'date-fns'
import type { Trade } from '../../api/contract'
import { contractsValue, currentSidePrice, pnlPercent, roundCents } from '../portfolio/position-math'

export const TOP_MARKETS_LIMIT = 5
export const TITLE_MAX_LENGTH = 30

type TradeInput = Pick<Trade, 'id' | 'marketId' | 'side' | 'quantity' | 'price' | 'createdAt' | 'market'>

export interface TradeFigures<T extends TradeInput = Trade> {
  trade: T
  cost: number
  value: number
  pnl: number
  pnlPercent: number
  winning: boolean
}

/** The spec's per-trade figures: cost = price × quantity / 100, value at the side's price now. */
export function tradeFigures<T extends TradeInput>(trade: T): TradeFigures<T> {
  const cost = contractsValue(trade.quantity, Number(trade.price) || 0)
  const value = contractsValue(trade.quantity, currentSidePrice(trade.market, trade.side))
  const pnl = roundCents(value - cost)
  return { trade, cost, value, pnl, pnlPercent: pnlPercent(pnl, cost), winning: pnl > 0 }
}

export interface TradeSummary {
  totalTrades: number
  winning: number
  /** Every trade that is not winning (P&L ≤ 0), so winning + losing = total. */
  losing: number
  /** Percent of trades that are winning; 0 with no trades. */
  winRate: number
  invested: number
  value: number
  pnl: number
  pnlPercent: number
}

export function summarizeTrades(rows: Array<TradeFigures<TradeInput>>): TradeSummary {
  const winning = rows.filter((r) => r.winning).length
  const invested = roundCents(rows.reduce((sum, r) => sum + r.cost, 0))
  const value = roundCents(rows.reduce((sum, r) => sum + r.value, 0))
  const pnl = roundCents(value - invested)
  return {
    totalTrades: rows.length,
    winning,
    losing: rows.length - winning,
    winRate: rows.length ? (winning / rows.length) * 100 : 0,
    invested,
    value,
    pnl,
    pnlPercent: pnlPercent(pnl, invested),
  }
}

export interface PnlPoint {
  /** Local calendar day, 'yyyy-MM-dd'. */
  time: string
  /** Cumulative P&L (at today's prices) of every trade placed up to and including that day. */
  value: number
}

const dayKey = (date: Date | string) => format(new Date(date), 'yyyy-MM-dd')

/**
 * Cumulative P&L by date, oldest first. It starts at 0 the day before the first trade so
 * that a single day of trading still draws a line rather than a lone dot.
 */
export function cumulativePnl(rows: Array<TradeFigures<TradeInput>>): PnlPoint[] {
  if (rows.length === 0) return []
  const byDay = new Map<string, number>()
  for (const r of rows) byDay.set(dayKey(r.trade.createdAt), (byDay.get(dayKey(r.trade.createdAt)) ?? 0) + r.pnl)
  const days = [...byDay.keys()].sort()
  let running = 0
  const points = days.map((time) => ({ time, value: (running = roundCents(running + (byDay.get(time) ?? 0))) }))
  const first = new Date(`${days[0]}T12:00:00`)
  return [{ time: dayKey(addDays(first, -1)), value: 0 }, ...points]
}

/** The trades with the highest and lowest P&L (the earlier one in the list on a tie). */
export function bestAndWorst<T extends TradeInput>(rows: Array<TradeFigures<T>>): { best?: TradeFigures<T>; worst?: TradeFigures<T> } {
  let best: TradeFigures<T> | undefined
  let worst: TradeFigures<T> | undefined
  for (const r of rows) {
    if (!best || r.pnl > best.pnl) best = r
    if (!worst || r.pnl < worst.pnl) worst = r
  }
  return { best, worst }
}

export function sideCounts(rows: Array<TradeFigures<TradeInput>>): { yes: number; no: number } {
  const yes = rows.filter((r) => r.trade.side === 'yes').length
  return { yes, no: rows.length - yes }
}

/** Spec: titles are cut at 30 characters, then '...'. */
export function truncateTitle(title: string, max = TITLE_MAX_LENGTH): string {
  return title.length > max ? `${title.slice(0, max)}...` : title
}

export interface MarketStat {
  marketId: string
  title: string
  shortTitle: string
  trades: number
  invested: number
  pnl: number
}

/** Most traded markets: by trade count, then amount invested, then title and id so ties never reorder. */
export function topMarkets(rows: Array<TradeFigures<TradeInput>>, limit = TOP_MARKETS_LIMIT): MarketStat[] {
  const byMarket = new Map<string, MarketStat>()
  for (const r of rows) {
    const title = r.trade.market.title
    const stat = byMarket.get(r.trade.marketId) ?? { marketId: r.trade.marketId, title, shortTitle: truncateTitle(title), trades: 0, invested: 0, pnl: 0 }
    stat.trades += 1
    stat.invested = roundCents(stat.invested + r.cost)
    stat.pnl = roundCents(stat.pnl + r.pnl)
    byMarket.set(r.trade.marketId, stat)
  }
  return [...byMarket.values()]
    .sort((a, b) => b.trades - a.trades || b.invested - a.invested || a.title.localeCompare(b.title) || (a.marketId < b.marketId ? -1 : 1))
    .slice(0, limit)
}
