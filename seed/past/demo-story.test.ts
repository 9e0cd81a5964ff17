import { describe, expect, it, vi } from 'vitest'
import * as exchange from '../../src/exchange'
import type { IdSource, MatchResult, MarketTradeCommand, MatchRows, TradeRow } from '../../src/exchange'
import { buildSeed } from '../build-seed'
import { DEMO_ACCOUNT_ID, StoryRunner, type StoryAction } from './demo-story'
import { PastWorld } from './world'

/**
 * The demo trader's trades go through the command a person's POST /api/trades runs
 * (executeMarketTrade, backend/trading.ts bookTrade), on the rows that handler reads: the market's
 * resting orders fill before the pool. The exchange module is wrapped so the seed's calls can be
 * counted; the wrapped functions behave as the real ones.
 */
vi.mock('../../src/exchange', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/exchange')>()
  return {
    ...real,
    executeMarketTrade: vi.fn(real.executeMarketTrade),
    placeTrade: vi.fn(real.placeTrade),
    sellContracts: vi.fn(real.sellContracts),
  }
})

const DAY = 86_400_000
const T0 = Date.UTC(2025, 4, 1, 12, 0)
const MARKET = 'story-market'

/** Ids that can be copied at any point, so a second run of a command gets the same ids. */
function counterIds(start = 0): IdSource & { copy(): IdSource } {
  let n = start
  return { next: (prefix) => `${prefix}-s${(n += 1).toString(36)}`, copy: () => counterIds(n) }
}

/** One open market at 50¢ (the crowd's hidden view favours Yes), the demo trader and two simulated traders. */
function smallWorld() {
  const ids = exchange.sequentialIds('w')
  const opened = exchange.openMarket(
    {
      id: MARKET,
      title: 'Will the story trade against the book?',
      description: '',
      categoryId: 'tech',
      createdAt: T0 - 10 * DAY,
      closesAt: T0 + 30 * DAY,
      trending: false,
      featured: true,
      yesProbability: 0.5,
      liquidityCents: 50_000,
      providerId: 'house',
      hiddenLogit: 2,
    },
    ids,
  )
  const account = (id: string, kind: 'user' | 'sim' | 'house') => exchange.openAccount(ids, id, kind, T0 - 10 * DAY).account
  return new PastWorld({
    markets: [opened.market],
    accounts: [account('house', 'house'), account(DEMO_ACCOUNT_ID, 'user'), account('sim-0', 'sim'), account('sim-1', 'sim')],
    positions: opened.position ? [opened.position] : [],
    lpShares: [opened.lpShare],
  })
}

/** A simulated trader's resting buy, placed through placeLimitOrder like the crowd's. */
function restBid(world: PastWorld, accountId: string, side: exchange.Side, limitPriceCents: number, at: number) {
  const result = exchange.placeLimitOrder(
    world.matchRows(accountId, MARKET),
    { accountId, marketId: MARKET, side, action: 'buy', quantity: 40, limitPriceCents, expiresAt: null, now: at },
    exchange.sequentialIds(`${accountId}:`),
  )
  world.apply(result.changes)
  expect(result.order!.status).toBe('open')
  return result.order!
}

/** The rows a step of the story added to the world. */
function added(world: PastWorld, before: { trades: number; ledger: number }) {
  return { trades: world.trades.slice(before.trades), ledger: world.ledger.slice(before.ledger) }
}

describe("the demo trader's trades go through executeMarketTrade", () => {
  it('a buy and a sale meet the resting orders first: fill rows for their owners, the rows executeMarketTrade gives', () => {
    const world = smallWorld()
    // Yes buyers meet this No bid at 100 - 48 = 52¢ once the pool reaches it.
    const noBid = restBid(world, 'sim-0', 'no', 48, T0)
    const actions: StoryAction[] = [
      { kind: 'buy', at: T0 + DAY, marketId: MARKET, size: 150, lean: 'with' },
      { kind: 'sell', at: T0 + 3 * DAY, marketId: MARKET },
    ]
    const ids = counterIds()
    const story = new StoryRunner(world, actions, ids, T0 + 30 * DAY)

    const buyCommand: MarketTradeCommand = {
      accountId: DEMO_ACCOUNT_ID,
      marketId: MARKET,
      side: 'yes',
      action: 'buy',
      quantity: 150,
      now: T0 + DAY,
    }
    const expectedBuy = exchange.executeMarketTrade(world.matchRows(DEMO_ACCOUNT_ID, MARKET), buyCommand, ids.copy())
    let before = { trades: world.trades.length, ledger: world.ledger.length }
    story.runUntil(T0 + DAY)
    const buy = added(world, before)
    expect(buy).toEqual({ trades: expectedBuy.changes.trades, ledger: expectedBuy.changes.ledger })
    // The resting No bid filled: a trade row of its owner, naming the order; the order is filled.
    expect(buy.trades.find((t) => t.accountId === 'sim-0')).toMatchObject({ orderId: noBid.id, side: 'no', quantity: 40 })
    expect(world.orders.get(noBid.id)).toMatchObject({ status: 'filled', filledQuantity: 40 })
    expect(buy.trades.find((t) => t.accountId === DEMO_ACCOUNT_ID)).toMatchObject({ side: 'yes', action: 'buy', quantity: 150 })

    // A Yes bid under the price: the sale reaches it on the way down.
    const yesPrice = Math.floor(exchange.sideBp(world.markets.get(MARKET)!, 'yes') / 100)
    const yesBid = restBid(world, 'sim-1', 'yes', yesPrice - 2, T0 + 2 * DAY)
    const held = world.positions.get(exchange.positionId(DEMO_ACCOUNT_ID, MARKET, 'yes'))!
    const sellCommand: MarketTradeCommand = { ...buyCommand, action: 'sell', quantity: held.quantity, now: T0 + 3 * DAY }
    const expectedSell = exchange.executeMarketTrade(world.matchRows(DEMO_ACCOUNT_ID, MARKET), sellCommand, ids.copy())
    before = { trades: world.trades.length, ledger: world.ledger.length }
    story.runUntil(T0 + 3 * DAY)
    const sale = added(world, before)
    expect(sale).toEqual({ trades: expectedSell.changes.trades, ledger: expectedSell.changes.ledger })
    expect(sale.trades.find((t) => t.accountId === 'sim-1')).toMatchObject({ orderId: yesBid.id, side: 'yes', action: 'buy' })
    expect(world.positions.get(held.id)!.quantity).toBe(0)
    expect(story.activity.map((a) => a.action)).toEqual(['market_viewed', 'trade_placed', 'trade_sold'])
  })

  it("in the seed, every trade of the demo trader's own is one executeMarketTrade answered (none by the pool-only commands)", () => {
    const spy = vi.mocked(exchange.executeMarketTrade)
    spy.mockClear()
    const past = buildSeed(42, Date.UTC(2025, 5, 15, 12, 0)).restChunks[0]!
    const answered = new Map<string, TradeRow>()
    spy.mock.calls.forEach(([, command], i) => {
      const result = spy.mock.results[i]!
      if (command.accountId === DEMO_ACCOUNT_ID && result.type === 'return') {
        const trade = (result.value as MatchResult).trade!
        answered.set(trade.id, trade)
      }
    })
    // The demo trader's trades as taker (a fill of its own resting order names the order instead).
    const mine = past.trades.filter((t) => t.accountId === DEMO_ACCOUNT_ID && t.orderId == null)
    expect(mine.length).toBeGreaterThanOrEqual(30)
    expect(mine.some((t) => t.action === 'sell')).toBe(true)
    for (const t of mine) expect(answered.get(t.id), t.id).toEqual(t)
    expect(answered.size).toBe(mine.length)
    expect(exchange.placeTrade).not.toHaveBeenCalled()
    expect(exchange.sellContracts).not.toHaveBeenCalled()
    // Each call read what bookTrade reads: the market's open orders and their owners' rows.
    for (const [rows] of spy.mock.calls as [MatchRows, MarketTradeCommand, IdSource][]) {
      const owners = new Set(rows.accounts.map((a) => a.id))
      for (const o of rows.orders) expect(owners.has(o.accountId)).toBe(true)
    }
  })
})
