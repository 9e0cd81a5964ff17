import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ExchangeError } from './errors'
import { checkInvariants } from './invariants'
import { sequentialIds } from './ledger'
import { positionId } from './positions'
import { quoteBuy, quoteSell } from './quote'
import { DAY, T0, bareMarket, fundedExchange } from './testing/fixtures'
import { placeTrade } from './trade'
import type { MemoryExchange } from './memory-exchange'

function setup(): MemoryExchange {
  return fundedExchange({ users: ['alice', 'bob'], markets: [{ id: 'm1', p: 0.5, liquidityCents: 10_000 }] })
}

function invariantsOf(ex: MemoryExchange, now = T0) {
  return checkInvariants({
    markets: ex.slice.markets.values(),
    accounts: ex.slice.accounts.values(),
    positions: ex.slice.positions.values(),
    ledger: ex.ledger,
    now,
  })
}

describe('placeTrade', () => {
  it('charges exactly the quote and books trade, fee, position, history', () => {
    const ex = setup()
    const quote = quoteBuy(ex.slice.markets.get('m1')!, 'yes', 45)
    const result = ex.buy({ accountId: 'alice', marketId: 'm1', side: 'yes', quantity: 45, now: T0 + 1000 })
    expect(result.trade.cashCents).toBe(quote.costCents)
    expect(result.trade.cashCents).toBe(2538)
    expect(ex.slice.accounts.get('alice')!.balanceCents).toBe(1_000_000 - 2538)
    const market = ex.slice.markets.get('m1')!
    expect(market.collateralCents).toBe(10_000 + 2500)
    expect(market.feePoolCents).toBe(38)
    expect(market.volumeCents).toBe(2538)
    expect(market.traderCount).toBe(1)
    const position = ex.slice.positions.get(positionId('alice', 'm1', 'yes'))!
    expect(position.quantity).toBe(45)
    expect(position.avgPriceCents).toBeCloseTo(2538 / 45, 12)
    expect(ex.ledger.filter((e) => e.refId === result.trade.id).map((e) => [e.kind, e.amountCents])).toEqual([
      ['trade', -2500],
      ['fee', -38],
    ])
    expect(ex.slice.histories.get('m1')!.points.at(-1)).toEqual({ t: T0 + 1000, y: 61 })
    expect(invariantsOf(ex)).toEqual([])
  })

  it('counts each account once in traderCount', () => {
    const ex = setup()
    const buy = (accountId: string, side: 'yes' | 'no') => ex.buy({ accountId, marketId: 'm1', side, quantity: 1, now: T0 })
    buy('alice', 'yes')
    buy('alice', 'no')
    buy('alice', 'yes')
    buy('bob', 'no')
    expect(ex.slice.markets.get('m1')!.traderCount).toBe(2)
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['unknown market', { marketId: 'nope' }, 'NOT_FOUND'],
    ['unknown account', { accountId: 'carol' }, 'NOT_FOUND'],
    ['quantity 0', { quantity: 0 }, 'INVALID_QUANTITY'],
    ['quantity 10001', { quantity: 10_001 }, 'INVALID_QUANTITY'],
    ['quantity "5"', { quantity: '5' }, 'INVALID_QUANTITY'],
    ['side maybe', { side: 'maybe' }, 'INVALID_SIDE'],
    ['at closesAt', { now: T0 + 30 * DAY }, 'MARKET_CLOSED'],
    ['past the price limit', { quantity: 5000 }, 'PRICE_LIMIT'],
  ])('refuses %s with %s and changes nothing', (_, patch, code) => {
    const ex = setup()
    const before = JSON.stringify([...ex.slice.markets.values(), ...ex.slice.accounts.values()])
    const command = { accountId: 'alice', marketId: 'm1', side: 'yes', quantity: 10, now: T0, ...patch } as never
    expect(() => ex.buy(command)).toThrow(ExchangeError)
    try {
      ex.buy(command)
    } catch (error) {
      expect((error as ExchangeError).code).toBe(code)
    }
    expect(JSON.stringify([...ex.slice.markets.values(), ...ex.slice.accounts.values()])).toBe(before)
    expect(ex.trades).toHaveLength(0)
  })

  it('refuses a trade the balance cannot cover (422), balance unchanged', () => {
    const ex = fundedExchange({ users: ['alice'], markets: [{ id: 'm1', p: 0.5, liquidityCents: 10_000_000 }] })
    const rows = ex.tradeRows('alice', 'm1')
    const poor = { ...rows, account: { ...rows.account!, balanceCents: 2537 } }
    const command = { accountId: 'alice', marketId: 'm1', side: 'yes' as const, quantity: 50, now: T0 }
    expect(() => placeTrade(poor, command, sequentialIds())).toThrowError(
      expect.objectContaining({ code: 'INSUFFICIENT_BALANCE' }),
    )
    const cost = quoteBuy(rows.market!, 'yes', 50).costCents
    const exact = { ...rows, account: { ...rows.account!, balanceCents: cost } }
    const result = placeTrade(exact, command, sequentialIds())
    expect(result.changes.accounts[0]!.balanceCents).toBe(0)
  })
})

describe('sellContracts', () => {
  it('pays exactly the sell quote and realizes P&L', () => {
    const ex = setup()
    ex.buy({ accountId: 'alice', marketId: 'm1', side: 'no', quantity: 45, now: T0 })
    const quote = quoteSell(ex.slice.markets.get('m1')!, 'no', 45)
    const result = ex.sell({ accountId: 'alice', marketId: 'm1', side: 'no', quantity: 45, now: T0 + 1 })
    expect(result.trade.cashCents).toBe(quote.proceedsCents)
    expect(quote.grossCents).toBe(2500)
    expect(ex.slice.accounts.get('alice')!.balanceCents).toBe(1_000_000 - 2538 + 2462)
    const position = ex.slice.positions.get(positionId('alice', 'm1', 'no'))!
    expect(position.quantity).toBe(0)
    expect(position.realizedCents).toBe(2462 - 2538)
    expect(ex.slice.markets.get('m1')!.feePoolCents).toBe(76)
    expect(invariantsOf(ex)).toEqual([])
  })

  it('refuses to sell more than held', () => {
    const ex = setup()
    ex.buy({ accountId: 'alice', marketId: 'm1', side: 'yes', quantity: 3, now: T0 })
    expect(() => ex.sell({ accountId: 'alice', marketId: 'm1', side: 'yes', quantity: 4, now: T0 })).toThrowError(
      expect.objectContaining({ code: 'INSUFFICIENT_SHARES' }),
    )
  })
})

describe('quote == charge, for any pool', () => {
  it('placeTrade charges exactly quoteBuy and never lowers the pool invariant', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 50, max: 100_000, noNaN: true }),
        fc.double({ min: 50, max: 100_000, noNaN: true }),
        fc.constantFrom<'yes' | 'no'>('yes', 'no'),
        fc.integer({ min: 1, max: 10_000 }),
        (yesReserve, noReserve, side, quantity) => {
          const market = bareMarket({ yesReserve, noReserve })
          let quote
          try {
            quote = quoteBuy(market, side, quantity)
          } catch (error) {
            expect((error as ExchangeError).code).toBe('PRICE_LIMIT')
            return
          }
          const account = { id: 'a', kind: 'user' as const, balanceCents: 1e12, createdAt: T0 }
          const result = placeTrade(
            { market, account, positions: [], history: undefined },
            { accountId: 'a', marketId: 'm1', side, quantity, now: T0 },
            sequentialIds(),
          )
          expect(result.trade.cashCents).toBe(quote.costCents)
          expect(1e12 - result.changes.accounts[0]!.balanceCents).toBe(quote.costCents)
          const after = result.changes.markets[0]!
          expect(after.yesReserve * after.noReserve).toBeGreaterThanOrEqual(yesReserve * noReserve * (1 - 1e-12))
        },
      ),
    )
  })
})
