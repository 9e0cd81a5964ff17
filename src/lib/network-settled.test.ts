import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { whenNetworkSettles } from './network-settled'

afterEach(() => {
  vi.useRealTimers()
})

/** A query whose answer comes when the test says. */
function pending(client: QueryClient, key: string) {
  let answer: (value: string) => void = () => undefined
  void client.fetchQuery({
    queryKey: [key],
    queryFn: () =>
      new Promise<string>((resolve) => {
        answer = resolve
      }),
  })
  return (value = 'ok') => answer(value)
}

/** The page's requests, as the test makes them finish (performance.now() time is the fake clock). */
function network() {
  let lastEnd = 0
  return {
    lastRequestEnd: () => lastEnd,
    now: () => Date.now(),
    finished: () => {
      lastEnd = Date.now()
    },
  }
}

describe('whenNetworkSettles', () => {
  it('waits while a query fetches, and for a quiet moment after each request: a screen fetches its code, then its data', async () => {
    vi.useFakeTimers()
    const client = new QueryClient()
    const net = network()
    const user = pending(client, 'user')
    let settled = false
    void whenNetworkSettles(client, { ...net, quietMs: 500 }).then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(settled).toBe(false)
    // Who is signed in arrives; the page's code is fetched (no query), then its data.
    user()
    net.finished()
    await vi.advanceTimersByTimeAsync(300)
    net.finished()
    await vi.advanceTimersByTimeAsync(300)
    expect(settled).toBe(false)
    const markets = pending(client, 'markets')
    await vi.advanceTimersByTimeAsync(2_000)
    expect(settled).toBe(false)
    markets()
    net.finished()
    await vi.advanceTimersByTimeAsync(400)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect(settled).toBe(true)
  })

  it('gives up waiting after the longest wait, and then stops watching the queries', async () => {
    vi.useFakeTimers()
    const client = new QueryClient()
    pending(client, 'never')
    let settled = false
    void whenNetworkSettles(client, { ...network(), maxWaitMs: 10_000 }).then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(9_999)
    expect(settled).toBe(false)
    expect(client.getQueryCache().hasListeners()).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(true)
    expect(client.getQueryCache().hasListeners()).toBe(false)
  })

  it('resolves after an idle moment when nothing is loading', async () => {
    vi.useFakeTimers()
    vi.advanceTimersByTime(10_000)
    let settled = false
    void whenNetworkSettles(new QueryClient(), network()).then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(5)
    expect(settled).toBe(true)
  })
})
