import { format } from 'date-fns'
import type { Trade } from '../api/contract'

/**
 * The CSV's columns, in order (the header row): the trade history's rows and figures
 * (docs/product.md, "Lots"). Amounts are dollars with two decimals, prices cents before the fee.
 */
export const TRADES_CSV_HEADER = [
  'Date',
  'Market',
  'Side',
  'Action',
  'Type',
  'Quantity',
  'Held',
  'Sold',
  'Average price (cents)',
  'Fee ($)',
  'Cost ($)',
  'Proceeds ($)',
  'Value ($)',
  'Realized P&L ($)',
  'Unrealized P&L ($)',
  'P&L ($)',
  'Status',
] as const

const TYPE = { market: 'market', fill: 'limit fill', pool: 'from pool' } as const

/** A field as RFC 4180 writes it: quoted when it holds a comma, quote or line break (quotes doubled). */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/** "12.3" or "12" → "12.30"; keeps the sign; the API's amounts are exact to the cent already. */
function twoDecimals(amount: string): string {
  const n = Number(amount)
  return Number.isFinite(n) ? n.toFixed(2) : amount
}

/** Guards a text cell against spreadsheet formulas (a title starting with =, +, - or @). */
function text(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/**
 * The whole trade history as CSV: a header row, then one row (a lot or a sale) a line in the order given
 * (the API answers newest first), lines ending in CRLF.
 */
export function tradesCsv(trades: readonly Trade[]): string {
  const rows = trades.map((t) => [
    t.createdAt,
    text(t.market.title),
    t.side.toUpperCase(),
    t.action,
    TYPE[t.kind],
    String(t.quantity),
    String(t.heldQuantity),
    String(t.soldQuantity),
    twoDecimals(t.price),
    twoDecimals(t.fee),
    twoDecimals(t.cost),
    twoDecimals(t.proceeds),
    twoDecimals(t.value),
    twoDecimals(t.realizedPnl),
    twoDecimals(t.unrealizedPnl),
    twoDecimals(t.pnl),
    t.status,
  ])
  return [[...TRADES_CSV_HEADER], ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n'
}

/** The download's file name for the trader's own day: "foresight-trades-2026-11-25.csv". */
export function tradesCsvFileName(date: Date): string {
  return `foresight-trades-${format(date, 'yyyy-MM-dd')}.csv`
}
