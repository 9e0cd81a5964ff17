import { describe, expect, it } from 'vitest'
import { lotOutcomes, newlyClosedLots, positionLots } from './lots'
import { addToPosition, emptyPosition, removeFromPosition, splitCents } from './positions'
import { bareMarket } from './testing/fixtures'

// yesReserve 100, noReserve 300 → YES 75¢, NO 25¢.
const market = bareMarket({ id: 'm1', yesReserve: 100, noReserve: 300 })
const empty = emptyPosition('a', 'm1', 'yes', 0)

/** Two buys (10 at 40¢ = $4.00, 10 at 60¢ = $6.00), then 15 sold for $9.00: worked by hand. */
function twoBuysAndASale() {
  const bought = addToPosition(addToPosition(empty, 10, 400, 1, 'tr-1'), 10, 600, 2, 'tr-2')
  return removeFromPosition(bought, 15, 900, 3)
}

describe('lots, first in, first out', () => {
  it('a sale takes the oldest contracts first, each lot with its own cost basis, shares the proceeds by contracts, and dates the lots it empties', () => {
    const p = twoBuysAndASale()
    // The first lot gives all 10 ($4.00), the second 5 of its 10 ($3.00): cost basis out $7.00.
    expect(p.lots).toEqual([
      {
        tradeId: 'tr-1',
        at: 1,
        quantity: 10,
        costCents: 400,
        heldQuantity: 0,
        heldCostCents: 0,
        soldQuantity: 10,
        proceedsCents: 600,
        // Its last contract left with the sale (at 3): it finished then. The second still holds some.
        closedAt: 3,
      },
      {
        tradeId: 'tr-2',
        at: 2,
        quantity: 10,
        costCents: 600,
        heldQuantity: 5,
        heldCostCents: 300,
        soldQuantity: 5,
        proceedsCents: 300,
      },
    ])
    expect(p).toMatchObject({ quantity: 5, costCents: 300, avgPriceCents: 60, realizedCents: 900 - 700 })
  })

  it('parts of one trade join its lot; a pool hand-back is a lot of its own', () => {
    const p = addToPosition(addToPosition(addToPosition(empty, 4, 200, 1, 'tr-1'), 6, 330, 1, 'tr-1'), 3, 225, 2, null)
    expect(p.lots?.map((l) => [l.tradeId, l.quantity, l.costCents])).toEqual([
      ['tr-1', 10, 530],
      [null, 3, 225],
    ])
  })

  it('a row from before lots is one lot of what it holds', () => {
    const old = { ...empty, quantity: 8, costCents: 480, avgPriceCents: 60, realizedCents: 50 }
    const sold = removeFromPosition(old, 2, 150, 5)
    expect(sold).toMatchObject({ quantity: 6, costCents: 360, realizedCents: 50 + 150 - 120 })
  })

  it('splits cents exactly by weight, the largest remainders first', () => {
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(splitCents(7, [0, 5, 0])).toEqual([0, 7, 0])
    expect(splitCents(5, [0, 0])).toEqual([0, 0])
  })
})

describe('lot figures', () => {
  it('open: value shared by contracts held, realized from the sale, unrealized on what is held', () => {
    const lots = positionLots(twoBuysAndASale(), market)
    // 5 YES at 75¢ = $3.75, all in the second lot.
    expect(lots.map((l) => [l.status, l.heldValueCents, l.realizedCents, l.unrealizedCents, l.pnlCents])).toEqual([
      ['sold', 0, 600 - 400, 0, 200],
      ['open', 375, 300 - 300, 375 - 300, 75],
    ])
  })

  it('resolved: what is held pays out (or not), all realized; the sold lot stays sold', () => {
    const won = positionLots(twoBuysAndASale(), { ...market, status: 'resolved', resolution: 'yes' })
    expect(won.map((l) => [l.status, l.heldValueCents, l.realizedCents, l.unrealizedCents])).toEqual([
      ['sold', 0, 200, 0],
      ['won', 500, 0 + 500 - 300, 0],
    ])
    const lost = positionLots(twoBuysAndASale(), { ...market, status: 'resolved', resolution: 'no' })
    expect(lost.map((l) => [l.status, l.pnlCents])).toEqual([
      ['sold', 200],
      ['lost', 300 - 600],
    ])
  })

  it('counts each lot once as it closes: at its sale, or at settlement', () => {
    const bought = addToPosition(addToPosition(empty, 10, 400, 1, 'tr-1'), 10, 600, 2, 'tr-2')
    const sold = twoBuysAndASale()
    expect(lotOutcomes(sold)).toEqual(['win', 'open'])
    expect(newlyClosedLots(bought, sold)).toEqual({ wins: 1, losses: 0 })
    const settled = { ...sold, settled: true, payoutCents: 0 }
    expect(newlyClosedLots(sold, settled)).toEqual({ wins: 0, losses: 1 })
    expect(newlyClosedLots(settled, settled)).toEqual({ wins: 0, losses: 0 })
  })
})

describe('lots of a voided market', () => {
  it('the lot still held is refunded (neither won nor lost); the sold lot keeps its result', () => {
    // Two buys ($4.00 and $6.00), 15 sold for $9.00: realized +$2.00, $3.00 of cost held. The void refunds
    // cost − realized = $1.00: the trader ends where they began.
    const before = twoBuysAndASale()
    const voided = { ...before, settled: true, voided: true, payoutCents: 100, realizedCents: before.realizedCents + 100 - 300 }
    const lots = positionLots(voided, { ...market, status: 'resolved', resolution: 'void' })
    expect(lots.map((l) => l.status)).toEqual(['sold', 'refunded'])
    // The held lot is valued at the refund: its P&L and the sold lot's add up to zero.
    expect(lots[1]!.heldValueCents).toBe(100)
    expect(lots.reduce((s, l) => s + l.pnlCents, 0)).toBe(0)
    expect(lotOutcomes(voided)).toEqual(['win', 'void'])
    // A void counts neither a win nor a loss.
    expect(newlyClosedLots(before, voided)).toEqual({ wins: 0, losses: 0 })
  })
})
