import { describe, expect, it } from 'vitest'
import { quoteBuy } from '../../exchange/quote'
import { instantOrderPreview } from './instant-order'

const pool = { yesReserve: 1_000, noReserve: 1_000 } // 50¢ each side

describe('instantOrderPreview: dollars → whole contracts at the side price, priced by the exchange', () => {
  it.each<[number | null, number, number]>([
    [25, 37, 67], // floor(2500 / 37) = 67
    [10, 63.42, 15], // floor(1000 / 63.42) = 15
    [0.29, 1, 29], // 0.29 is taken to the cent first, not 28.999…
    [0.5, 63, 0], // less than one contract
    [null, 50, 0], // nothing entered
    [100, 50, 200],
  ])('$%s at %s¢ → %i contracts', (amount, price, contracts) => {
    expect(instantOrderPreview(amount, 'yes', price, pool).contracts).toBe(contracts)
  })

  it('states what the exchange charges for those contracts, and the max profit against that', () => {
    const { contracts, preview } = instantOrderPreview(25, 'yes', 50, pool)
    expect(preview).toEqual({ kind: 'quote', quote: quoteBuy(pool, 'yes', contracts) })
    if (preview.kind !== 'quote') return
    expect(preview.quote.costCents).toBeGreaterThan(2_500) // the price moves and the fee is added: more than $25
    expect(preview.quote.maxProfitCents).toBe(contracts * 100 - preview.quote.costCents)
  })

  it('has nothing to quote below one contract', () => {
    expect(instantOrderPreview(0.2, 'no', 50, pool).preview).toEqual({ kind: 'empty' })
  })
})
