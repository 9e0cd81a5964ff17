import { describe, expect, it } from 'vitest'
import { createQueryClient } from './query-client'
import { marketFromLists, marketKeys } from './markets'
import type { Market } from './contract'

const market = (id: string) => ({ id, title: `Market ${id}` }) as unknown as Market

describe('marketFromLists', () => {
  it('finds a market in any cached list shape: a page, an infinite list, a plain array', () => {
    const client = createQueryClient()
    client.setQueryData(marketKeys.list({ featured: 'true' }), { markets: [market('a')], total: 1 })
    client.setQueryData([...marketKeys.all, 'infinite', {}], {
      pages: [
        { markets: [market('b')], total: 2 },
        { markets: [market('c')], total: 2 },
      ],
      pageParams: [0, 20],
    })
    client.setQueryData(marketKeys.closed, [market('d')])
    expect(['a', 'b', 'c', 'd'].map((id) => marketFromLists(client, id)?.title)).toEqual([
      'Market a',
      'Market b',
      'Market c',
      'Market d',
    ])
  })

  it('answers undefined for a market no list holds, and ignores detail answers', () => {
    const client = createQueryClient()
    client.setQueryData(marketKeys.detail('x'), { ...market('x'), priceHistory: [] })
    expect(marketFromLists(client, 'x')).toBeUndefined()
    expect(marketFromLists(client, 'nope')).toBeUndefined()
  })
})
