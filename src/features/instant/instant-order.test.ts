import { describe, expect, it } from 'vitest'
import { instantOrderPreview } from './instant-order'

describe('instantOrderPreview: dollars → whole contracts at the side price, max profit from those contracts', () => {
  it.each<[number | null, number, number, number]>([
    [25, 37, 67, 42.21], // floor(2500 / 37) = 67; (100 − 37) × 67 / 100
    [10, 63.42, 15, 5.487], // floor(1000 / 63.42) = 15
    [0.29, 1, 29, 28.71], // 0.29 is taken to the cent first, not 28.999…
    [0.5, 63, 0, 0], // less than one contract
    [null, 50, 0, 0], // nothing entered
    [100, 50, 200, 100],
  ])('$%s at %s¢ → %i contracts, max profit $%f', (amount, price, contracts, maxProfit) => {
    const preview = instantOrderPreview(amount, price)
    expect(preview.contracts).toBe(contracts)
    expect(preview.maxProfit).toBeCloseTo(maxProfit, 9)
  })
})
