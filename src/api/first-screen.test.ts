import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { createQueryClient } from './query-client'
import { keepFirstScreen, restoreFirstScreen } from './first-screen'
import { AUTH_USER_KEY } from './auth'
import { marketKeys } from './markets'
import { setRuntimeBaseUrl } from '../config'

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
  const doc = Object.assign(new EventTarget(), { cookie, visibilityState: 'visible', getElementById: () => null })
  vi.stubGlobal('document', doc)
  vi.stubGlobal('window', new EventTarget())
  vi.stubGlobal('location', { pathname: '/', search: '' })
  return items
}

/** A signed-in session's answers, as the screens leave them in the cache. */
function seenScreens(client: QueryClient) {
  client.setQueryData(AUTH_USER_KEY, user)
  client.setQueryData(['categories'], [{ id: 'c1', name: 'Politics', color: '#f00' }])
  client.setQueryData(homeList, { pages: [{ markets: [market('a')], total: 40 }, { markets: [market('b')], total: 40 }], pageParams: [0, 20] })
  client.setQueryData(marketKeys.detail('a'), { ...market('a'), priceHistory: [] })
  client.setQueryData(['portfolio', 'u1'], { balance: '1.00' })
}

/** A page that kept the signed-in screens' answers (its save, debounced, has run). */
async function keptScreens(): Promise<QueryClient> {
  const client = createQueryClient()
  keepFirstScreen(client)
  seenScreens(client)
  await vi.advanceTimersByTimeAsync(1_500)
  return client
}

describe('first screen kept across visits', () => {
  let items: Map<string, string>
  beforeEach(() => {
    vi.useFakeTimers()
    items = fakeBrowser('fs_session=abc')
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('makes a pending save at once when the page is left or hidden, not a second later', async () => {
    const client = createQueryClient()
    const stop = keepFirstScreen(client)
    seenScreens(client)
    expect(items.get(KEY)).toBeUndefined()
    window.dispatchEvent(new Event('pagehide'))
    expect(JSON.parse(items.get(KEY)!).entries.length).toBeGreaterThan(2)

    items.clear()
    client.setQueryData(['categories'], [])
    ;(document as unknown as { visibilityState: string }).visibilityState = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
    expect(items.get(KEY)).toBeDefined()
    // Nothing pending: nothing more is written, and no timer is left behind.
    items.clear()
    window.dispatchEvent(new Event('pagehide'))
    await vi.advanceTimersByTimeAsync(1_500)
    expect(items.get(KEY)).toBeUndefined()
    stop()
  })

  it('saves who is signed in, the lists and the markets opened, and restores them stale', async () => {
    await keptScreens()
    const saved = JSON.parse(items.get(KEY)!)
    expect(saved.entries.map((e: { key: unknown[] }) => e.key[0])).toEqual(expect.arrayContaining(['auth', 'categories', 'markets']))
    // Not a first screen's: the portfolio is never written to storage.
    expect(JSON.stringify(saved)).not.toContain('portfolio')

    const next = createQueryClient()
    expect(restoreFirstScreen(next)).toBe(true)
    expect(next.getQueryData(AUTH_USER_KEY)).toEqual(user)
    // An infinite list comes back with its first page only.
    expect(next.getQueryData(homeList)).toEqual({ pages: [{ markets: [market('a')], total: 40 }], pageParams: [0] })
    // Stale, so the first screen that uses it refetches at once despite staleTime: Infinity.
    const fetched = vi.fn(async () => [])
    const observer = new QueryObserver(next, { queryKey: ['categories'], queryFn: fetched })
    const unsubscribe = observer.subscribe(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(fetched).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it('forgets everything when the user call says nobody is signed in', async () => {
    const client = await keptScreens()
    expect(items.has(KEY)).toBe(true)
    client.setQueryData(AUTH_USER_KEY, null)
    expect(items.has(KEY)).toBe(false)
    await vi.advanceTimersByTimeAsync(1_500)
    expect(items.has(KEY)).toBe(false)
  })

  it('restores nothing without an in-browser session, for another data source, or when too old', async () => {
    await keptScreens()
    const saved = items.get(KEY)!

    vi.stubGlobal('document', { cookie: '' })
    expect(restoreFirstScreen(createQueryClient())).toBe(false)
    expect(items.has(KEY)).toBe(false)

    vi.stubGlobal('document', { cookie: 'fs_session=abc' })
    items.set(KEY, saved)
    setRuntimeBaseUrl('https://api.example.test')
    const remote = createQueryClient()
    expect(restoreFirstScreen(remote)).toBe(false)
    expect(remote.getQueryData(AUTH_USER_KEY)).toBeUndefined()
    setRuntimeBaseUrl(null)

    items.set(KEY, saved)
    vi.setSystemTime(Date.now() + 8 * 24 * 60 * 60 * 1000)
    expect(restoreFirstScreen(createQueryClient())).toBe(false)
  })

  it('ignores unreadable storage', () => {
    items.set(KEY, '{not json')
    expect(restoreFirstScreen(createQueryClient())).toBe(false)
  })
})
