import { describe, expect, it } from 'vitest'
import type { Market } from '../../api/contract'
import { buildMarketsQuery, flattenMarketPages, nextPageOffset } from './market-list'

const market = (id: string) => ({ id }) as Market
const page = (ids: string[], total: number) => ({ markets: ids.map(market), total })

describe('buildMarketsQuery', () => {
  it.each([
    [{ categoryId: null, trending: null }, undefined, {}],
    [{ categoryId: 'politics', trending: null }, undefined, { categoryId: 'politics' }],
    [{ categoryId: null, trending: true }, undefined, { trending: 'true' }],
    [{ categoryId: null, trending: false }, undefined, { trending: 'false' }],
    [{ categoryId: 'crypto', trending: false }, '  bitcoin ', { categoryId: 'crypto', trending: 'false', q: 'bitcoin' }],
    [{ categoryId: null, trending: null }, '   ', {}],
  ] as const)('%j with q=%j → %j', (filters, q, expected) => {
    expect(buildMarketsQuery(filters, q)).toEqual(expected)
  })
})

describe('flattenMarketPages', () => {
  it('keeps page order and drops a market seen on an earlier page', () => {
    const pages = [page(['a', 'b'], 5), page(['b', 'c', 'd'], 5)]
    expect(flattenMarketPages(pages).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('keeps the same objects, so unchanged cards keep their props', () => {
    const pages = [page(['a'], 1)]
    expect(flattenMarketPages(pages)[0]).toBe(pages[0].markets[0])
  })
})

describe('nextPageOffset', () => {
  it.each([
    [[page(['a', 'b'], 5)], 2],
    [[page(['a', 'b'], 5), page(['c', 'd'], 5)], 4],
    [[page(['a', 'b'], 5), page(['c', 'd'], 5), page(['e'], 5)], undefined],
    [[page([], 0)], undefined],
    [[page(['a'], 9), page([], 9)], undefined],
  ])('%# → %s', (pages, expected) => expect(nextPageOffset(pages)).toBe(expected))
})
