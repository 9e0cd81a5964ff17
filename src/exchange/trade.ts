import type { ChangeSet } from './change-set'
import { ExchangeError } from './errors'
import { recordPricePoint } from './history'
import { ledgerEntry, adjustBalance, assertCovers } from './ledger'
import { assertOpen, assertOwnPool } from './lifecycle'
import { applyTradeToMarket } from './market-cash'
import { addToPosition, findPosition, removeFromPosition } from './positions'
import { yesBp } from './prices'
import { assertQuantity, assertSide, quoteBuy, quoteSell } from './quote'
import type { BuyQuote, SellQuote } from './quote'
import type { AccountRow, IdSource, MarketRow, PositionRow, PriceHistoryRow, Side, TradeRow } from './types'

/** Rows a trade reads: get them by id inside the write transaction. */
export interface TradeRows {
  readonly market: MarketRow | undefined
  readonly account: AccountRow | undefined
  /** This account's rows in this market (0..2, ids from positionId()). */
  readonly positions: readonly PositionRow[]
  readonly history: PriceHistoryRow | undefined
}

export interface TradeCommand {
  readonly accountId: string
  readonly marketId: string
  readonly side: Side
  readonly quantity: number
  readonly now: number
}

interface BuyResult {
  readonly changes: ChangeSet
  readonly trade: TradeRow
  readonly quote: BuyQuote
}

interface SellResult {
  readonly changes: ChangeSet
  readonly trade: TradeRow
  readonly quote: SellQuote
}

interface Found {
  readonly market: MarketRow
  readonly account: AccountRow
}

/** Validation order matches the HTTP contract: 400, then 404, then 409. */
function checkCommand(rows: TradeRows, command: TradeCommand): Found {
  assertSide(command.side)
  assertQuantity(command.quantity)
  const { market, account } = rows
  if (market === undefined || market.id !== command.marketId) {
    throw new ExchangeError('NOT_FOUND', 'Market not found')
  }
  if (account === undefined || account.id !== command.accountId) {
    throw new ExchangeError('NOT_FOUND', 'Account not found')
  }
  assertOwnPool(market)
  assertOpen(market, command.now)
  return { market, account }
}

/** traderCount counts accounts with any position row in the market, ever. */
function isNewTrader(rows: TradeRows, command: TradeCommand): boolean {
  return !rows.positions.some((p) => p.accountId === command.accountId && p.marketId === command.marketId)
}

function tradeRow(
  ids: IdSource,
  command: TradeCommand,
  fields: Omit<TradeRow, 'id' | 'accountId' | 'marketId' | 'side' | 'quantity' | 'createdAt'>,
): TradeRow {
  return {
    id: ids.next('tr'),
    accountId: command.accountId,
    marketId: command.marketId,
    side: command.side,
    quantity: command.quantity,
    createdAt: command.now,
    ...fields,
  }
}

/**
 * Buys exactly `quantity` contracts at the market maker's price. Throws
 * INVALID_SIDE, INVALID_QUANTITY, NOT_FOUND, MARKET_CLOSED, PRICE_LIMIT,
 * INSUFFICIENT_BALANCE. Charges exactly quoteBuy(market, side, quantity).costCents.
 */
export function placeTrade(rows: TradeRows, command: TradeCommand, ids: IdSource): BuyResult {
  const { market, account } = checkCommand(rows, command)
  const quote = quoteBuy(market, command.side, command.quantity)
  assertCovers(account, quote.costCents)
  const marketAfter = applyTradeToMarket(market, {
    poolAfter: quote.poolAfter,
    collateralDeltaCents: quote.netCents,
    feeCents: quote.feeCents,
    volumeCents: quote.costCents,
    newTrader: isNewTrader(rows, command),
  })
  const bpAfter = yesBp(marketAfter)
  const trade = tradeRow(ids, command, {
    action: 'buy',
    priceCents: quote.avgPriceCents,
    cashCents: quote.costCents,
    feeCents: quote.feeCents,
    yesBpAfter: bpAfter,
  })
  const position = findPosition(rows.positions, command.accountId, command.marketId, command.side, command.now)
  const common = { accountId: command.accountId, marketId: command.marketId, at: command.now, refId: trade.id }
  return {
    trade,
    quote,
    changes: {
      markets: [marketAfter],
      accounts: [adjustBalance(account, -quote.costCents)],
      positions: [addToPosition(position, command.quantity, quote.costCents, command.now, trade.id)],
      lpShares: [],
      histories: [recordPricePoint(rows.history, market.id, command.now, bpAfter)],
      trades: [trade],
      ledger: [
        ledgerEntry(ids, { ...common, kind: 'trade', amountCents: -quote.netCents }),
        ledgerEntry(ids, { ...common, kind: 'fee', amountCents: -quote.feeCents }),
      ],
    },
  }
}

/**
 * Sells `quantity` held contracts back to the market maker. Throws like
 * placeTrade, plus INSUFFICIENT_SHARES when the position is smaller.
 */
export function sellContracts(rows: TradeRows, command: TradeCommand, ids: IdSource): SellResult {
  const { market, account } = checkCommand(rows, command)
  const position = findPosition(rows.positions, command.accountId, command.marketId, command.side, command.now)
  if (position.settled || position.quantity < command.quantity) {
    throw new ExchangeError('INSUFFICIENT_SHARES', `You hold ${position.quantity} ${command.side.toUpperCase()} contracts`)
  }
  const quote = quoteSell(market, command.side, command.quantity)
  const marketAfter = applyTradeToMarket(market, {
    poolAfter: quote.poolAfter,
    collateralDeltaCents: -quote.grossCents,
    feeCents: quote.feeCents,
    volumeCents: quote.grossCents,
    newTrader: false,
  })
  const bpAfter = yesBp(marketAfter)
  const trade = tradeRow(ids, command, {
    action: 'sell',
    priceCents: quote.avgPriceCents,
    cashCents: quote.proceedsCents,
    feeCents: quote.feeCents,
    yesBpAfter: bpAfter,
  })
  const common = { accountId: command.accountId, marketId: command.marketId, at: command.now, refId: trade.id }
  return {
    trade,
    quote,
    changes: {
      markets: [marketAfter],
      accounts: [adjustBalance(account, quote.proceedsCents)],
      positions: [removeFromPosition(position, command.quantity, quote.proceedsCents, command.now)],
      lpShares: [],
      histories: [recordPricePoint(rows.history, market.id, command.now, bpAfter)],
      trades: [trade],
      ledger: [
        ledgerEntry(ids, { ...common, kind: 'trade', amountCents: quote.grossCents }),
        ledgerEntry(ids, { ...common, kind: 'fee', amountCents: -quote.feeCents }),
      ],
    },
  }
}
