import { describe, expect, it } from 'vitest'
import { sideLadder } from './book-ladder'

const level = (priceCents: number, quantity: number, orders = 1) => ({ priceCents, quantity, orders })

describe('sideLadder', () => {
  it("lists a side's own orders and the other side's turned round, merged by price", () => {
    const book = {
      yes: { bids: [level(58, 40), level(55, 10)], asks: [level(63, 25)] },
      no: { bids: [level(37, 30), level(35, 5, 2)], asks: [level(45, 20)] },
    }
    // Yes: bids are Yes buys and No sells at 100 − 45 = 55 (merged with the Yes bid at 55);
    // asks are Yes sells and No buys at 100 − 37 = 63 (merged) and 100 − 35 = 65.
    expect(sideLadder(book, 'yes')).toEqual({
      bids: [level(58, 40), level(55, 30, 2)],
      asks: [level(63, 55, 2), level(65, 5, 2)],
    })
    // No: bids are No buys and Yes sells at 100 − 63 = 37; asks are No sells and Yes buys at 42 and 45.
    expect(sideLadder(book, 'no')).toEqual({
      bids: [level(37, 55, 2), level(35, 5, 2)],
      asks: [level(42, 40), level(45, 30, 2)],
    })
  })

  it('an empty book stays empty', () => {
    const empty = { bids: [], asks: [] }
    expect(sideLadder({ yes: empty, no: empty }, 'no')).toEqual({ bids: [], asks: [] })
  })
})
