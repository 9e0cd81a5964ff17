import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ExchangeError } from './errors'
import { contractsValueCents } from './prices'
import { lpValueCents } from './fee-claim'
import { poolSnapshot, previewLiquidity } from './liquidity-preview'
import type { MemoryExchange } from './memory-exchange'
import { withdrawableCents } from './pool-exit'
import { lpShareId, positionId } from './positions'
import { T0, fundedExchange } from './testing/fixtures'
import type { Side } from './types'

const snapshotOf = (ex: MemoryExchange, who: string) =>
  poolSnapshot(
    ex.slice.markets.get('m1')!,
    ex.slice.lpShares.get(lpShareId(who, 'm1')),
    (['yes', 'no'] as const).flatMap((side) => ex.slice.positions.get(positionId(who, 'm1', side)) ?? []),
    T0,
  )
const balance = (ex: MemoryExchange, who: string) => ex.slice.accounts.get(who)!.balanceCents
const holding = (ex: MemoryExchange, who: string, side: Side) => {
  const p = ex.slice.positions.get(positionId(who, 'm1', side))
  return { quantity: p?.quantity ?? 0, costCents: p?.costCents ?? 0 }
}

function setup(p: number, trades: readonly { side: Side; quantity: number }[]): MemoryExchange {
  const ex = fundedExchange({ users: ['me', 'other'], markets: [{ id: 'm1', p, liquidityCents: 80_000, closesInDays: 5 }] })
  for (const t of trades) {
    try {
      ex.buy({ accountId: 'me', marketId: 'm1', side: t.side, quantity: t.quantity, now: T0 })
    } catch (error) {
      if (!(error instanceof ExchangeError)) throw error // past the price limit: that trade is not made
    }
  }
  return ex
}

/** The preview against what the command really did to the rows. */
function expectPreviewIsResult(ex: MemoryExchange, run: () => void, preview: ReturnType<typeof previewLiquidity>) {
  if (preview.kind !== 'preview') throw new Error(preview.message)
  const before = { cash: balance(ex, 'me'), yes: holding(ex, 'me', 'yes'), no: holding(ex, 'me', 'no'), ledger: ex.ledger.length }
  run()
  const p = preview.preview
  expect(balance(ex, 'me') - before.cash).toBe(p.cashCents)
  const fees = ex.ledger
    .slice(before.ledger)
    .filter((e) => e.kind === 'fee_claim')
    .reduce((sum, e) => sum + e.amountCents, 0)
  expect(p.feesCents).toBe(fees)
  for (const side of ['yes', 'no'] as const) {
    const change = p.positions.find((c) => c.side === side)
    expect(change?.before ?? before[side]).toEqual(before[side])
    expect(change?.after ?? before[side]).toEqual(holding(ex, 'me', side))
  }
  const market = ex.slice.markets.get('m1')!
  const lp = ex.slice.lpShares.get(lpShareId('me', 'm1'))!
  expect(p.shareAfter).toBeCloseTo(lp.shares / market.lpSharesTotal, 12)
  expect(p.valueAfterCents).toBe(lp.shares > 0 ? lpValueCents(market, lp.shares) : 0)
  expect(p.contributionAfterCents).toBe(lp.contributedCents)
}

const trade = fc.record({ side: fc.constantFrom<Side>('yes', 'no'), quantity: fc.integer({ min: 1, max: 1_500 }) })

describe('previewLiquidity is the result', () => {
  it('for adding: the cash moved, the contracts handed back and the cost basis they add', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 0.9, noNaN: true }),
        fc.array(trade, { maxLength: 3 }),
        fc.integer({ min: 1, max: 300_000 }),
        (p, trades, amount) => {
          const ex = setup(p, trades)
          const preview = previewLiquidity(snapshotOf(ex, 'me'), 'add', amount, balance(ex, 'me'))
          expectPreviewIsResult(
            ex,
            () => ex.addFunding({ accountId: 'me', marketId: 'm1', amountCents: amount, now: T0 }),
            preview,
          )
          if (preview.kind !== 'preview') return
          expect(preview.preview.cashCents).toBe(-amount)
          const back = preview.preview.handedBack
          if (back) {
            const change = preview.preview.positions.find((c) => c.side === back.side)!
            expect(change.after.quantity - change.before.quantity).toBe(back.contracts)
            // Handed back at their value at the price then: the contribution is the rest of the cash.
            expect(change.after.costCents - change.before.costCents).toBe(
              contractsValueCents(back.contracts, Math.round(back.priceCents * 100)),
            )
            expect(preview.preview.contributionAfterCents).toBe(amount - (change.after.costCents - change.before.costCents))
          }
        },
      ),
      { numRuns: 150 },
    )
  })

  it('for removing: the cash, the fees, the pairs merged into cash and what they realize', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 0.9, noNaN: true }),
        fc.array(trade, { maxLength: 3 }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (p, trades, fraction) => {
          const ex = setup(p, trades)
          ex.addFunding({ accountId: 'me', marketId: 'm1', amountCents: 50_000, now: T0 })
          ex.buy({
            accountId: 'other',
            marketId: 'm1',
            side: ex.slice.markets.get('m1')!.yesReserve > ex.slice.markets.get('m1')!.noReserve ? 'yes' : 'no',
            quantity: 300,
            now: T0,
          }) // fees, and a price move
          const value = Math.max(
            1,
            Math.floor(withdrawableCents(ex.slice.markets.get('m1')!, ex.slice.lpShares.get(lpShareId('me', 'm1'))) * fraction),
          )
          const preview = previewLiquidity(snapshotOf(ex, 'me'), 'remove', value, balance(ex, 'me'))
          expectPreviewIsResult(
            ex,
            () => ex.withdrawLiquidity({ accountId: 'me', marketId: 'm1', valueCents: value, now: T0 }),
            preview,
          )
          if (preview.kind !== 'preview') return
          expect(preview.preview.mergedSets).toBeLessThanOrEqual(preview.preview.handedBack?.contracts ?? 0)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('says why the exchange would refuse, with its own words', () => {
    const ex = setup(0.5, [])
    const refused = (action: 'add' | 'remove', amount: number, cash = balance(ex, 'me')) =>
      previewLiquidity(snapshotOf(ex, 'me'), action, amount, cash)
    expect(refused('add', 5_000, 100)).toEqual({
      kind: 'refused',
      message: 'Insufficient balance: this costs $50.00, available $1.00',
    })
    expect(refused('remove', 100)).toEqual({ kind: 'refused', message: 'You have no liquidity in this pool' })
    expect(() => ex.withdrawLiquidity({ accountId: 'me', marketId: 'm1', valueCents: 100, now: T0 })).toThrow(ExchangeError)
    const closed = { ...snapshotOf(ex, 'me'), asOf: T0 + 6 * 86_400_000 }
    expect(previewLiquidity(closed, 'add', 100, 1_000_000)).toEqual({
      kind: 'refused',
      message: 'This market is closed for trading',
    })
  })
})
