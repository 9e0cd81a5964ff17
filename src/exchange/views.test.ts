import { describe, expect, it } from 'vitest'
import { lpShareId } from './positions'
import { DAY, HOUSE, T0, fundedExchange } from './testing/fixtures'
import { accountFigures } from './figures'
import { marketSummary, pricePointView, poolView } from './views'

describe('views', () => {
  it('portfolio values positions at the current side price', () => {
    const ex = fundedExchange({ users: ['alice'], markets: [{ id: 'm1', p: 0.5, liquidityCents: 10_000 }] })
    ex.buy({ accountId: 'alice', marketId: 'm1', side: 'yes', quantity: 45, now: T0 })
    const positions = [...ex.slice.positions.values()].filter((p) => p.accountId === 'alice')
    const view = accountFigures({
      balanceCents: ex.slice.accounts.get('alice')!.balanceCents,
      positions,
      lpShares: [],
      markets: ex.slice.markets,
    })
    expect(view.openPositions).toBe(1)
    expect(view.positionsValueCents).toBe(Math.round(45 * 60.98))
    expect(view.positionsPnlCents).toBe(view.positionsValueCents - 2538)
    expect(view.totalValueCents).toBe(1_000_000 - 2538 + view.positionsValueCents)
  })

  it('market summary uses API units and the effective status', () => {
    const ex = fundedExchange({ users: [], markets: [{ id: 'm1', p: 0.5, liquidityCents: 10_000 }] })
    const m = ex.slice.markets.get('m1')!
    expect(marketSummary(m, T0)).toMatchObject({ yesPrice: '50.00', noPrice: '50.00', volume: 0, status: 'active' })
    expect(marketSummary(m, T0 + 30 * DAY).status).toBe('closed')
  })

  it('pool view computes 24h fees and APY from real trades', () => {
    const ex = fundedExchange({ users: ['alice'], markets: [{ id: 'm1', p: 0.5, liquidityCents: 10_000 }] })
    ex.buy({ accountId: 'alice', marketId: 'm1', side: 'yes', quantity: 45, now: T0 })
    const market = ex.slice.markets.get('m1')!
    const view = poolView(market, ex.trades, T0 + 1000, ex.slice.lpShares.get(lpShareId(HOUSE, 'm1')))
    expect(view.fees24hCents).toBe(38)
    expect(view.volume24hCents).toBe(2538)
    expect(view.apyPercent).toBeCloseTo((38 * 365 * 100) / view.liquidityCents, 9)
    expect(view.myFeesCents).toBe(38)
    expect(poolView(market, ex.trades, T0 + 2 * DAY).fees24hCents).toBe(0)
  })
})

describe('pricePointView', () => {
  it.each([
    [61.3, 38.7],
    [50, 50],
    [0.1, 99.9],
    [33.3, 66.7],
  ])('%f → no %f', (y, no) => {
    expect(pricePointView({ t: 1, y })).toEqual({ timestamp: 1, yesPrice: y, noPrice: no })
  })
})
