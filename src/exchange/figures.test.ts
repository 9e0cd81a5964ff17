import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ExchangeError } from './errors'
import { contractsValueCents } from './prices'
import {
  accountFigures,
  investedCents,
  percentOf,
  positionFigures,
  priceBeforeFeeCents,
  settledResult,
  tradeFigures,
  winRate,
} from './figures'
import type { MemoryExchange } from './memory-exchange'
import { emptyPosition, lpShareId } from './positions'
import { withdrawableCents } from './pool-exit'
import { bareMarket, DAY, T0, fundedExchange } from './testing/fixtures'
import type { PositionRow, Side } from './types'

// yesReserve 100, noReserve 300 → YES 75¢, NO 25¢.
const market = bareMarket({ id: 'm1', yesReserve: 100, noReserve: 300 })
const resolved = (resolution: Side) => ({ ...market, status: 'resolved' as const, resolution })

function held(side: Side, quantity: number, costCents: number, extra: Partial<PositionRow> = {}): PositionRow {
  return { ...emptyPosition('a', 'm1', side, T0), quantity, costCents, avgPriceCents: costCents / quantity, ...extra }
}

describe('contractsValueCents: the one rounding step', () => {
  it.each([
    [100, 7_500, 7_500],
    [3, 3_333, 100], // 99.99¢ → $1.00
    [137, 4_271, 5_851], // 5851.27¢
    [1, 50, 1], // half a cent rounds up
    [0, 6_000, 0],
  ])('%i contracts at %i bp = %i¢', (quantity, bp, cents) => expect(contractsValueCents(quantity, bp)).toBe(cents))
})

describe('tradeFigures', () => {
  const buy = { side: 'yes' as const, quantity: 100, cashCents: 6_000 }
  it.each([
    ['open: marked at 75¢', market, { costCents: 6_000, valueCents: 7_500, pnlCents: 1_500, result: 'open' }],
    ['closed, awaiting resolution: still open', { ...market, status: 'closed' as const }, { valueCents: 7_500, result: 'open' }],
    ['resolved for its side: paid 100¢ a contract', resolved('yes'), { valueCents: 10_000, pnlCents: 4_000, result: 'won' }],
    ['resolved against it: worth nothing', resolved('no'), { valueCents: 0, pnlCents: -6_000, result: 'lost' }],
  ])('%s', (_, m, expected) => expect(tradeFigures(buy, m)).toMatchObject(expected))

  it('the cost is the cash charged, not the rounded average price times the quantity', () => {
    // 137 contracts for $58.53: the average 42.72¢ (42.7226...) times 137 would be $58.53 or $58.52 by rounding.
    expect(tradeFigures({ side: 'no', quantity: 137, cashCents: 5_853 }, market).costCents).toBe(5_853)
  })

  it('a win that paid less than it cost is a loss', () => {
    expect(tradeFigures({ side: 'yes', quantity: 10, cashCents: 1_004 }, resolved('yes')).result).toBe('lost')
  })
})

describe('positionFigures and settledResult', () => {
  it.each([
    ['open YES bought at 60¢, now 75¢', held('yes', 100, 6_000), { valueCents: 7_500, pnlCents: 1_500, result: 'open' }],
    ['open NO bought at 40¢, now 25¢', held('no', 10, 400), { valueCents: 250, pnlCents: -150, result: 'open' }],
    [
      'settled and paid',
      held('yes', 100, 6_000, { settled: true, payoutCents: 10_000 }),
      { valueCents: 10_000, pnlCents: 4_000, result: 'won' },
    ],
    ['settled worthless', held('no', 10, 400, { settled: true }), { valueCents: 0, pnlCents: -400, result: 'lost' }],
  ])('%s', (_, position, expected) => expect(positionFigures(position, market)).toMatchObject(expected))

  it.each([
    [101, 100, 'won'],
    [100, 100, 'lost'],
    [0, 0, 'lost'],
  ] as const)('payout %i against cost %i: %s', (payout, cost, result) => {
    expect(settledResult(payout, cost)).toBe(result)
  })
})

describe('winRate and percentOf', () => {
  it.each([
    [0, 0, null],
    [1, 3, 25],
    [2, 1, 66.7],
    [1, 0, 100],
  ])('%i won, %i lost → %s', (wins, losses, rate) => expect(winRate({ wins, losses })).toBe(rate))

  it.each([
    [250, 1_000, 25],
    [-5, 0, 0],
    [-1_000, 1_000_000, -0.1],
  ])('%i of %i = %s%%', (part, whole, percent) => {
    expect(percentOf(part, whole)).toBeCloseTo(percent, 12)
  })
})

describe('accountFigures', () => {
  const markets = new Map([[market.id, market]])
  it('values cash, open positions, and counts settled results', () => {
    const figures = accountFigures({
      balanceCents: 990_000,
      positions: [
        held('yes', 100, 6_000),
        held('no', 10, 400),
        { ...held('yes', 5, 300, { settled: true, payoutCents: 500 }), id: 'won', marketId: 'm1' },
        { ...held('no', 5, 300, { settled: true }), id: 'lost' },
        { ...held('yes', 5, 100), marketId: 'gone' },
      ],
      lpShares: [],
      markets,
    })
    expect(figures).toMatchObject({
      cashCents: 990_000,
      positionsValueCents: 7_750,
      positionsCostCents: 6_400,
      positionsPnlCents: 1_350,
      poolsValueCents: 0,
      totalValueCents: 997_750,
      unrealizedPnlCents: 1_350,
      totalPnlCents: -2_250,
      realizedPnlCents: -3_600,
      openPositions: 2,
      wins: 1,
      losses: 1,
    })
  })

  it('counts pool shares at their value and their uncollected fees (reserved cash)', () => {
    const ex = fundedExchange({ users: ['lp', 'bob'], markets: [{ id: 'm1', p: 0.5, liquidityCents: 100_000 }] })
    ex.addFunding({ accountId: 'lp', marketId: 'm1', amountCents: 100_000, now: T0 })
    ex.buy({ accountId: 'bob', marketId: 'm1', side: 'yes', quantity: 400, now: T0 })
    const figures = figuresOf(ex, 'lp')
    const pool = ex.slice.markets.get('m1')!
    const lp = ex.slice.lpShares.get(lpShareId('lp', 'm1'))!
    expect(figures.poolsValueCents).toBe(withdrawableCents(pool, lp))
    expect(figures.reservedCents).toBeGreaterThan(0)
    expect(figures.poolsCostCents).toBe(100_000)
    expect(figures.totalValueCents).toBe(900_000 + figures.poolsValueCents + figures.reservedCents)
    expect(figures.totalPnlCents).toBe(figures.totalValueCents - 1_000_000)
  })
})

describe('investedCents', () => {
  it('is every buy and every amount added to a pool', () => {
    const trades = [
      { action: 'buy' as const, cashCents: 5_853 },
      { action: 'sell' as const, cashCents: 2_000 },
      { action: 'buy' as const, cashCents: 147 },
    ]
    const ledger = [
      { kind: 'deposit' as const, amountCents: 1_000_000 },
      { kind: 'liquidity_add' as const, amountCents: -20_000 },
      { kind: 'liquidity_remove' as const, amountCents: 9_000 },
    ]
    expect(investedCents(trades, ledger)).toBe(26_000)
  })
})

// Properties over random sequences: one person trades, adds and removes liquidity, while another trades.
const USERS = ['me', 'other']
type Step =
  | { t: 'buy'; who: string; side: Side; quantity: number }
  | { t: 'sell'; fraction: number; side: Side }
  | { t: 'add'; amountCents: number }
  | { t: 'remove'; fraction: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    t: fc.constant('buy' as const),
    who: fc.constantFrom(...USERS),
    side: fc.constantFrom<Side>('yes', 'no'),
    quantity: fc.integer({ min: 1, max: 2_000 }),
  }),
  fc.record({
    t: fc.constant('sell' as const),
    fraction: fc.double({ min: 0.05, max: 1, noNaN: true }),
    side: fc.constantFrom<Side>('yes', 'no'),
  }),
  fc.record({ t: fc.constant('add' as const), amountCents: fc.integer({ min: 100, max: 200_000 }) }),
  fc.record({ t: fc.constant('remove' as const), fraction: fc.double({ min: 0.05, max: 1, noNaN: true }) }),
)

function figuresOf(ex: MemoryExchange, accountId: string) {
  const s = ex.slice
  return accountFigures({
    balanceCents: s.accounts.get(accountId)!.balanceCents,
    positions: [...s.positions.values()].filter((p) => p.accountId === accountId),
    lpShares: [...s.lpShares.values()].filter((l) => l.accountId === accountId),
    markets: s.markets,
  })
}

/** Runs a step; for a liquidity step, how many contracts it handed back. */
function run(ex: MemoryExchange, c: Step): number {
  const now = T0
  if (c.t === 'buy') ex.buy({ accountId: c.who, marketId: 'm1', side: c.side, quantity: c.quantity, now })
  else if (c.t === 'sell') {
    const holding = ex.slice.positions.get(`me:m1:${c.side}`)?.quantity ?? 0
    ex.sell({ accountId: 'me', marketId: 'm1', side: c.side, quantity: Math.max(1, Math.floor(holding * c.fraction)), now })
  } else if (c.t === 'add')
    return ex.addFunding({ accountId: 'me', marketId: 'm1', amountCents: c.amountCents, now }).returnedContracts
  else {
    const max = withdrawableCents(ex.slice.markets.get('m1')!, ex.slice.lpShares.get(lpShareId('me', 'm1')))
    const result = ex.withdrawLiquidity({
      accountId: 'me',
      marketId: 'm1',
      valueCents: Math.max(1, Math.floor(max * c.fraction)),
      now,
    })
    return result.returnedContracts + result.mergedSets
  }
  return 0
}

const newExchange = (p: number) =>
  fundedExchange({ users: USERS, markets: [{ id: 'm1', p, liquidityCents: 50_000, closesInDays: 5 }] })

describe('accountFigures over random sequences', () => {
  // What stays in the pool is under one contract (< 100¢); valuing positions and shares rounds by a cent each;
  // a pool share is valued at the exact pool price, contracts at the price to the basis point (0.005¢ apart at most).
  it('adding or removing liquidity moves total P&L by less than one contract of rounding, never by the amount moved', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 0.9, noNaN: true }), fc.array(step, { maxLength: 25 }), (p, steps) => {
        const ex = newExchange(p)
        for (const c of steps) {
          const before = figuresOf(ex, 'me').totalPnlCents
          let handedBack = 0
          try {
            handedBack = run(ex, c)
          } catch (error) {
            if (!(error instanceof ExchangeError)) throw error
            continue
          }
          if (c.t === 'add' || c.t === 'remove') {
            const moved = figuresOf(ex, 'me').totalPnlCents - before
            const priceRounding = handedBack * 0.005
            expect(moved).toBeLessThanOrEqual(2 + priceRounding)
            expect(moved).toBeGreaterThanOrEqual(-102 - priceRounding)
          }
        }
      }),
      { numRuns: 120 },
    )
  })

  it('without pools, realized P&L is what sales and settlements realized, position by position', () => {
    const trading = step.filter((c) => c.t === 'buy' || c.t === 'sell')
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 0.9, noNaN: true }),
        fc.array(trading, { maxLength: 25 }),
        fc.constantFrom<Side>('yes', 'no'),
        (p, steps, resolution) => {
          const ex = newExchange(p)
          for (const c of steps) {
            try {
              run(ex, c)
            } catch (error) {
              if (!(error instanceof ExchangeError)) throw error
            }
          }
          const realized = () =>
            [...ex.slice.positions.values()].filter((x) => x.accountId === 'me').reduce((s, x) => s + x.realizedCents, 0)
          expect(figuresOf(ex, 'me').realizedPnlCents).toBe(realized())
          ex.settle({ marketId: 'm1', resolution, now: T0 + 6 * DAY })
          const settled = figuresOf(ex, 'me')
          expect(settled.unrealizedPnlCents).toBe(0)
          expect(settled.realizedPnlCents).toBe(realized())
          expect(settled.totalPnlCents).toBe(ex.slice.accounts.get('me')!.balanceCents - 1_000_000)
        },
      ),
      { numRuns: 80 },
    )
  })

  it('after settlement everything is cash: nothing unrealized, and the pools paid out', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 20 }), fc.constantFrom<Side>('yes', 'no'), (steps, resolution) => {
        const ex = newExchange(0.4)
        for (const c of steps) {
          try {
            run(ex, c)
          } catch (error) {
            if (!(error instanceof ExchangeError)) throw error
          }
        }
        ex.settle({ marketId: 'm1', resolution, now: T0 + 6 * DAY })
        const figures = figuresOf(ex, 'me')
        expect(figures).toMatchObject({ positionsValueCents: 0, poolsValueCents: 0, reservedCents: 0, unrealizedPnlCents: 0 })
        expect(figures.totalValueCents).toBe(figures.cashCents)
      }),
      { numRuns: 60 },
    )
  })
})

describe('priceBeforeFeeCents', () => {
  it("is a buy's cash less its fee, or a sale's cash plus its fee, over its contracts", () => {
    // 15 contracts bought for $9.52 with a 9¢ fee: 943 / 15 = 62.8666…¢; sold for $4.90 after a 5¢ fee: 495 / 7.
    expect(priceBeforeFeeCents({ action: 'buy', quantity: 15, cashCents: 952, feeCents: 9 })).toBeCloseTo(943 / 15, 10)
    expect(priceBeforeFeeCents({ action: 'sell', quantity: 7, cashCents: 490, feeCents: 5 })).toBeCloseTo(495 / 7, 10)
    expect(priceBeforeFeeCents({ action: 'buy', quantity: 0, cashCents: 0, feeCents: 0 })).toBe(0)
  })
})
