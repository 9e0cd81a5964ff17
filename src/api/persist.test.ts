import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { createQueryClient } from './query-client'
import { AUTH_USER_KEY } from './auth'
import { marketKeys } from './markets'

const KEY = 'foresight.firstScreen'
const user = { id: 'u1', username: 'demo', firstName: 'Demo', lastName: 'Trader', role: 'user' }
const market = (id: string) => ({ id, title: `Market ${id}`, yesPrice: '55.0', noPrice: '45.0' })
const homeList = [...marketKeys.all, 'infinite', { limit: 20 }]

/** Node has no localStorage or document: the smallest stand-ins the module reads. */
function fakeBrowser(cookie: string) {
  const items = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  })
  vi.stubGlobal('document', Object.assign(new EventTarget(), { cookie, visibilityState: 'visible' }))
  vi.stubGlobal('window', new EventTarget())
  return items
}

/** A fresh start of the page: the module as main.tsx loads it, with its own client. */
async function start(): Promise<{ client: QueryClient; restored: boolean }> {
  vi.resetModules()
  const { persistAnswers } = await import('./persist')
  const client = createQueryClient()
  return { client, restored: await persistAnswers(client) }
}

/** A signed-in session's answers, as the screens leave them in the cache. */
function seenScreens(client: QueryClient) {
  client.setQueryData(AUTH_USER_KEY, user)
  client.setQueryData(['categories'], [{ id: 'c1', name: 'Politics', color: '#f00' }])
  client.setQueryData(homeList, {
    pages: [
      { markets: [market('a')], total: 40 },
      { markets: [market('b')], total: 40 },
    ],
    pageParams: [0, 20],
  })
  client.setQueryData(marketKeys.detail('a'), { ...market('a'), priceHistory: [] })
  client.setQueryData(['portfolio', 'u1'], { balance: '1.00' })
  client.setQueryData(['portfolio', 'u1', 'header'], { balance: '1.00' })
  client.setQueryData(['orders', 'list', { status: 'open', marketId: 'a' }], { orders: [] })
  client.setQueryData(['trades', 'u1'], [{ id: 't1' }])
}

describe('the answers kept across visits', () => {
  let items: Map<string, string>
  beforeEach(() => {
    vi.useFakeTimers()
    items = fakeBrowser('fs_session=abc')
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('saves who is signed in, the lists and the markets opened, and restores them stale', async () => {
    const { client, restored } = await start()
    expect(restored).toBe(false)
    seenScreens(client)
    await vi.advanceTimersByTimeAsync(1_500)
    const saved = items.get(KEY)!
    expect(saved).toContain('"auth"')
    expect(saved).toContain('"categories"')
    // The person's portfolio (a market page's position) comes back with them; not the header's own
    // copy of it (it compares answers to tell settlements), the orders lists or a trader's history.
    expect(saved).toContain('"portfolio","u1"]')
    expect(saved).not.toContain('"header"')
    expect(saved).not.toContain('"orders"')
    expect(saved).not.toContain('"trades"')

    const next = await start()
    expect(next.restored).toBe(true)
    expect(next.client.getQueryData(AUTH_USER_KEY)).toEqual(user)
    // An infinite list comes back with its first page only.
    expect(next.client.getQueryData(homeList)).toEqual({ pages: [{ markets: [market('a')], total: 40 }], pageParams: [0] })
    // Stale, so the first screen that uses it refetches at once despite staleTime: Infinity.
    const fetched = vi.fn(async () => [])
    const observer = new QueryObserver(next.client, { queryKey: ['categories'], queryFn: fetched })
    const unsubscribe = observer.subscribe(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(fetched).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it('keeps the last good answers when their latest refetch failed: the next visit starts signed in', async () => {
    const { client } = await start()
    seenScreens(client)
    // The session check and a list fail to refetch (the demo's simulated error rate, say).
    const failing = async () => {
      throw new Error('503: Simulated network error')
    }
    await client.fetchQuery({ queryKey: AUTH_USER_KEY, queryFn: failing, staleTime: 0, retry: false }).catch(() => undefined)
    await client.fetchQuery({ queryKey: ['categories'], queryFn: failing, staleTime: 0, retry: false }).catch(() => undefined)
    expect(client.getQueryState(AUTH_USER_KEY)).toMatchObject({ status: 'error', data: user })
    await vi.advanceTimersByTimeAsync(1_500)

    const next = await start()
    expect(next.restored).toBe(true)
    expect(next.client.getQueryState(AUTH_USER_KEY)).toMatchObject({ status: 'success', data: user, error: null })
    expect(next.client.getQueryState(['categories'])).toMatchObject({ status: 'success', error: null })
    expect(next.client.getQueryData(['categories'])).toEqual([{ id: 'c1', name: 'Politics', color: '#f00' }])
  })

  it('saves at once when the page is hidden or left, not a second later', async () => {
    const { client } = await start()
    client.setQueryData(AUTH_USER_KEY, user)
    await vi.advanceTimersByTimeAsync(0)
    client.setQueryData(['categories'], [])
    expect(items.get(KEY)).not.toContain('categories')
    window.dispatchEvent(new Event('pagehide'))
    await vi.advanceTimersByTimeAsync(0)
    expect(items.get(KEY)).toContain('categories')
  })

  it('saves at most once a second while the page is used', async () => {
    const { client } = await start()
    client.setQueryData(AUTH_USER_KEY, user)
    await vi.advanceTimersByTimeAsync(0)
    expect(items.get(KEY)).toContain('"auth"')
    client.setQueryData(['categories'], [])
    await vi.advanceTimersByTimeAsync(900)
    expect(items.get(KEY)).not.toContain('categories')
    await vi.advanceTimersByTimeAsync(100)
    expect(items.get(KEY)).toContain('categories')
  })

  it('when storage is full, drops the oldest answers first and who is signed in last', async () => {
    const { client } = await start()
    client.setQueryData(AUTH_USER_KEY, user)
    vi.setSystemTime(Date.now() + 1_000)
    client.setQueryData(marketKeys.detail('old'), { ...market('old'), description: 'x'.repeat(2_000) })
    vi.setSystemTime(Date.now() + 1_000)
    client.setQueryData(['categories'], [{ id: 'c1', name: 'Politics', color: '#f00' }])
    // Room for about 1,000 characters: the old market's answer does not fit, the rest does.
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (v.length > 1_000) throw new DOMException('full', 'QuotaExceededError')
        items.set(k, v)
      },
      removeItem: (k: string) => void items.delete(k),
    })
    window.dispatchEvent(new Event('pagehide'))
    const saved = items.get(KEY)!
    expect(saved).toContain('"auth"')
    expect(saved).toContain('"categories"')
    expect(saved).not.toContain('"old"')
  })

  it('keeps nothing once the person signs out or resets, not even on the way out', async () => {
    const { client } = await start()
    seenScreens(client)
    await vi.advanceTimersByTimeAsync(1_500)
    expect(items.has(KEY)).toBe(true)
    const { stopKeepingAnswers } = await import('./persist')
    stopKeepingAnswers()
    expect(items.has(KEY)).toBe(false)
    // The signed-in person is still in the cache as the page leaves (a remote sign-out's redirect).
    window.dispatchEvent(new Event('pagehide'))
    client.setQueryData(['categories'], [])
    await vi.advanceTimersByTimeAsync(1_500)
    expect(items.has(KEY)).toBe(false)
  })

  it('forgets everything when the user call says nobody is signed in', async () => {
    const { client } = await start()
    seenScreens(client)
    await vi.advanceTimersByTimeAsync(1_500)
    expect(items.has(KEY)).toBe(true)
    client.setQueryData(AUTH_USER_KEY, null)
    expect(items.has(KEY)).toBe(false)
    await vi.advanceTimersByTimeAsync(1_500)
    expect(items.has(KEY)).toBe(false)
  })

  it('restores nothing under another sign-in, for another data source, or when a week old', async () => {
    const { client } = await start()
    seenScreens(client)
    await vi.advanceTimersByTimeAsync(1_500)
    const saved = items.get(KEY)!

    ;(document as unknown as { cookie: string }).cookie = 'fs_session=someone-else'
    expect((await start()).restored).toBe(false)
    expect(items.has(KEY)).toBe(false)

    ;(document as unknown as { cookie: string }).cookie = 'fs_session=abc'
    items.set(KEY, saved)
    items.set('foresight.apiBaseUrl', 'https://api.example.test')
    expect((await start()).restored).toBe(false)
    items.delete('foresight.apiBaseUrl')

    items.set(KEY, saved)
    vi.setSystemTime(Date.now() + 8 * 24 * 60 * 60 * 1000)
    expect((await start()).restored).toBe(false)
  })

  it('ignores unreadable storage', async () => {
    items.set(KEY, '{not json')
    expect((await start()).restored).toBe(false)
  })
})
