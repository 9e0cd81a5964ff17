import { describe, expect, it } from 'vitest'
import { quoteBuy } from '../exchange/quote'
import { parseQuantity, previewBuy } from './trade-preview'

const deep = { yesReserve: 100_000, noReserve: 100_000 }
const shallow = { yesReserve: 100, noReserve: 100 }

describe('parseQuantity', () => {
  it.each([
    ['100', 100],
    ['7', 7],
    ['', 0],
    ['e', 0],
    ['abc', 0],
    ['-3', Number.NaN],
    ['12.9', Number.NaN],
    ['2.5', Number.NaN],
    ['1e3', Number.NaN],
    [' 40 ', 40],
    ['0', 0],
  ])('%j → %s', (text, expected) => expect(parseQuantity(text)).toBe(expected))
})

describe('previewBuy', () => {
  it('is empty for a quantity of 0 or less (Buy stays disabled)', () => {
    expect(previewBuy(deep, 'yes', 0)).toEqual({ kind: 'empty' })
    expect(previewBuy(deep, 'no', -5)).toEqual({ kind: 'empty' })
  })

  it('quotes exactly what the exchange charges, fee included', () => {
    const preview = previewBuy(deep, 'no', 250)
    expect(preview).toEqual({ kind: 'quote', quote: quoteBuy(deep, 'no', 250) })
    if (preview.kind !== 'quote') throw new Error('expected a quote')
    const { quote } = preview
    expect(quote.costCents).toBe(quote.netCents + quote.feeCents)
    expect(quote.maxPayoutCents).toBe(25_000)
    expect(quote.maxProfitCents).toBe(25_000 - quote.costCents)
    expect(quote.priceAfterCents).toBeGreaterThan(quote.priceBeforeCents)
  })

  it('explains a trade that would push the price past 99¢', () => {
    const preview = previewBuy(shallow, 'yes', 5_000)
    expect(preview.kind).toBe('refused')
    if (preview.kind === 'refused') expect(preview.message).toMatch(/price outside 1\.\.99 cents/)
  })

  it('explains a quantity above 10000', () => {
    const preview = previewBuy(deep, 'yes', 10_001)
    expect(preview).toEqual({ kind: 'refused', message: 'Quantity must be a whole number from 1 to 10,000.' })
  })
})
