import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Market, MarketChange } from './contract'
import { applyLiveBatch } from './live'
import { marketKeys } from './markets'
import { AUTH_USER_KEY } from './auth'
import { orderKeys } from './orders'
import { portfolioKeys } from './portfolio'
import { watchlistKeys } from './watchlist'

const market = (id: string, yesPrice: string): Market => ({
  id,
  kind: 'binary',
  title: id,
  description: '',
  imageUrl: null,
  categoryId: 'c',
  yesPrice,
  noPrice: (100 - Number(yesPrice)).toFixed(2),
  volume: 1,
  traderCount: 1,
  closesAt: '2027-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  trending: false,
  featured: false,
  status: 'active',
  resolution: null,
  pool: { yesReserve: 100, noReserve: 100 },
})
const change = (id: string, yesPrice: string): MarketChange => {
  const {
    title: _t,
    description: _d,
    imageUrl: _i,
    categoryId: _c,
    closesAt: _a,
    createdAt: _b,
    trending: _x,
    featured: _f,
    ...rest
  } = market(id, yesPrice)
  return { ...rest, volume: 9 }
}
/** An answer of a multi-answer market as the API shows it. */
const answer = (id: string, yesPrice: string, volume = 7) => ({
  id,
  text: `Team ${id}`,
  yesPrice,
  noPrice: (100 - Number(yesPrice)).toFixed(2),
  volume,
  status: 'active' as const,
  resolution: null,
  pool: { yesReserve: 100, noReserve: 100 },
})
const batch = (...markets: MarketChange[]) => ({ markets, accounts: [], refresh: false })
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('applyLiveBatch', () => {
  it("merges a multi-answer market's answers by id: one carrying only its prices keeps its text and volume", async () => {
    const client = new QueryClient()
    const multi: Market = { ...market('m', '60.00'), kind: 'multi', answers: [answer('a', '60.00'), answer('b', '40.00')] }
    client.setQueryData(marketKeys.detail('m'), multi)
    applyLiveBatch(
      client,
      batch({
        ...change('m', '55.00'),
        answers: [
          { ...answer('a', '55.00'), volume: 9 },
          { id: 'b', yesPrice: '45.00', noPrice: '55.00', pool: { yesReserve: 90, noReserve: 110 } },
        ],
      }),
    )
    await settle()
    expect(client.getQueryData<Market>(marketKeys.detail('m'))!.answers).toEqual([
      { ...answer('a', '55.00'), volume: 9 },
      { ...answer('b', '45.00'), pool: { yesReserve: 90, noReserve: 110 } },
    ])
  })

  it("takes a multi-answer market's new answers whole when an admin changed them", async () => {
    const client = new QueryClient()
    const multi: Market = { ...market('m', '50.00'), kind: 'multi', answers: [answer('a', '50.00', 0), answer('b', '50.00', 0)] }
    client.setQueryData(marketKeys.detail('m'), multi)
    const now = [answer('a', '33.33', 0), answer('c', '33.33', 0), answer('d', '33.33', 0)]
    applyLiveBatch(client, batch({ ...change('m', '33.33'), answers: now }))
    await settle()
    expect(client.getQueryData<Market>(marketKeys.detail('m'))!.answers).toEqual(now)
    // Only reordered: the order is the change's too, and a page on screen reads again (its charts).
    let reads = 0
    const observer = new QueryObserver(client, {
      queryKey: marketKeys.detail('m'),
      queryFn: async () => {
        reads += 1
        return client.getQueryData<Market>(marketKeys.detail('m'))!
      },
      staleTime: Infinity,
    })
    const stop = observer.subscribe(() => undefined)
    await settle()
    reads = 0
    const reordered = [now[2]!, now[0]!, now[1]!]
    applyLiveBatch(client, batch({ ...change('m', '33.33'), answers: reordered }))
    await settle()
    expect(client.getQueryData<Market>(marketKeys.detail('m'))!.answers!.map((a) => a.id)).toEqual(['d', 'a', 'c'])
    expect(reads).toBe(1)
    stop()
  })

  it("puts the figures into the watchlist's cards", async () => {
    const client = new QueryClient()
    client.setQueryData(watchlistKeys.all, { marketIds: ['a', 'b'], markets: [market('a', '40.00'), market('b', '60.00')] })
    applyLiveBatch(client, batch(change('a', '45.00')))
    await settle()
    const watched = client.getQueryData<{ markets: Market[] }>(watchlistKeys.all)!
    expect(watched.markets.map((m) => m.yesPrice)).toEqual(['45.00', '60.00'])
  })

  it("the person's own trade: a list read in flight when it lands is read again after it, not patched under a stale answer", async () => {
    const client = new QueryClient()
    client.setQueryData(AUTH_USER_KEY, { id: 'me' })
    const key = marketKeys.list({ limit: 10 })
    let stored = market('a', '40.00')
    const pending: (() => void)[] = []
    client.setQueryData(key, { markets: [stored], total: 1 })
    const observer = new QueryObserver(client, {
      queryKey: key,
      // Each read answers what was stored when it started, once let go.
      queryFn: () => {
        const read = { markets: [stored], total: 1 }
        return new Promise((resolve) => pending.push(() => resolve(read)))
      },
      staleTime: Infinity,
    })
    const stop = observer.subscribe(() => undefined)
    void client.refetchQueries({ queryKey: key })
    await settle()
    // The trade commits while that read is out; its batch arrives.
    stored = market('a', '45.00')
    applyLiveBatch(client, { markets: [change('a', '45.00')], accounts: ['me'], refresh: false }, 'refetch')
    await settle()
    for (const release of pending) release()
    await settle()
    await settle()
    expect(pending.length).toBe(2)
    expect(client.getQueryData<{ markets: Market[] }>(key)!.markets[0]!.yesPrice).toBe('45.00')
    stop()
  })

  it('puts the new figures into every cached list and market page, leaving other markets as they were', async () => {
    const client = new QueryClient()
    client.setQueryData(marketKeys.detail('a'), { ...market('a', '40.00'), priceHistory: [] })
    client.setQueryData(marketKeys.list({ limit: 10 }), { markets: [market('a', '40.00'), market('b', '60.00')], total: 2 })
    client.setQueryData([...marketKeys.all, 'infinite', {}], {
      pages: [{ markets: [market('a', '40.00')], total: 1 }],
      pageParams: [0],
    })
    client.setQueryData(marketKeys.closed, [market('c', '10.00')])
    applyLiveBatch(client, batch(change('a', '45.50')))
    await settle()
    expect(client.getQueryData<Market>(marketKeys.detail('a'))).toMatchObject({
      yesPrice: '45.50',
      noPrice: '54.50',
      volume: 9,
      priceHistory: [],
    })
    const list = client.getQueryData<{ markets: Market[] }>(marketKeys.list({ limit: 10 }))!
    expect(list.markets.map((m) => m.yesPrice)).toEqual(['45.50', '60.00'])
    const pages = client.getQueryData<{ pages: { markets: Market[] }[] }>([...marketKeys.all, 'infinite', {}])!
    expect(pages.pages[0]!.markets[0]!.yesPrice).toBe('45.50')
    expect(client.getQueryData<Market[]>(marketKeys.closed)![0]!.yesPrice).toBe('10.00')
  })

  it('a market page fetch that started before the batch is started again after it, so the older read does not land on top', async () => {
    const client = new QueryClient()
    let server = market('a', '40.00')
    const answers: ((m: Market) => void)[] = []
    const reads: Market[] = []
    client.setQueryDefaults(marketKeys.detail('a'), {
      queryFn: () =>
        new Promise<Market>((resolve) => {
          reads.push(server)
          answers.push(resolve)
        }),
    })
    client.setQueryData(marketKeys.detail('a'), market('a', '40.00'))
    void client.refetchQueries({ queryKey: marketKeys.detail('a') })
    expect(reads).toHaveLength(1) // read before the trade
    server = market('a', '47.00') // the trade commits
    applyLiveBatch(client, batch(change('a', '47.00')))
    expect(reads).toHaveLength(2) // read again, after it
    answers[0]!(reads[0]!) // the older answer comes late: ignored (its fetch was cancelled)
    answers[1]!(reads[1]!)
    await settle()
    await settle()
    expect(client.getQueryData<Market>(marketKeys.detail('a'))!.yesPrice).toBe('47.00')
  })

  it("the person's own trade: the lists take its figures unread, its market's page and the person's own screens are read once", async () => {
    const client = new QueryClient()
    client.setQueryData(AUTH_USER_KEY, { id: 'me' })
    const reads = new Map<string, number>()
    // Screens on show: each query has an observer, as a mounted component's useQuery gives it.
    const watch = (key: readonly unknown[], data: unknown) => {
      client.setQueryData(key, data)
      const name = JSON.stringify(key)
      const observer = new QueryObserver(client, {
        queryKey: key,
        queryFn: async () => {
          reads.set(name, (reads.get(name) ?? 0) + 1)
          await settle()
          return data
        },
        staleTime: Infinity,
      })
      return observer.subscribe(() => undefined)
    }
    const stop = [
      watch(marketKeys.list({ limit: 10 }), { markets: [market('a', '40.00')], total: 1 }),
      watch(marketKeys.detail('a'), market('a', '40.00')),
      watch(orderKeys.book('a'), { yes: [], no: [] }),
      watch(portfolioKeys.byUser('me'), { balance: '1.00' }),
      watch([...portfolioKeys.byUser('me'), 'header'], { balance: '1.00' }),
    ]
    applyLiveBatch(client, { markets: [change('a', '45.00')], accounts: ['me'], refresh: false }, 'refetch')
    await settle()
    await settle()
    expect(Object.fromEntries(reads)).toEqual({
      [JSON.stringify(marketKeys.detail('a'))]: 1,
      [JSON.stringify(orderKeys.book('a'))]: 1,
      [JSON.stringify(portfolioKeys.byUser('me'))]: 1,
      [JSON.stringify([...portfolioKeys.byUser('me'), 'header'])]: 1,
    })
    expect(client.getQueryData<{ markets: Market[] }>(marketKeys.list({ limit: 10 }))!.markets[0]!.yesPrice).toBe('45.00')
    for (const unsubscribe of stop) unsubscribe()
  })

  it("another trader's trade reads again only the answers on screen that show the changed market", async () => {
    const client = new QueryClient()
    const reads: string[] = []
    const watch = (key: readonly unknown[], data: unknown) => {
      client.setQueryData(key, data)
      const observer = new QueryObserver(client, {
        queryKey: key,
        queryFn: async () => {
          reads.push(JSON.stringify(key))
          return data
        },
        staleTime: Infinity,
      })
      return observer.subscribe(() => undefined)
    }
    const stop = [
      watch(marketKeys.list({ limit: 10 }), { markets: [market('a', '40.00')], total: 1 }),
      watch([...marketKeys.all, 'infinite', {}], { pages: [{ markets: [market('b', '50.00')], total: 1 }], pageParams: [0] }),
      watch(marketKeys.detail('c'), market('c', '40.00')),
      watch(marketKeys.closed, [market('a', '40.00')]),
    ]
    applyLiveBatch(client, batch(change('a', '45.00')), 'refetch')
    await settle()
    expect(reads.sort()).toEqual([JSON.stringify(marketKeys.closed), JSON.stringify(marketKeys.list({ limit: 10 }))].sort())
    for (const unsubscribe of stop) unsubscribe()
  })
})
