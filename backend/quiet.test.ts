import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { awayFromDatabase, quietMoment, requestStarted, waitForQuiet, watchActivity } from './quiet'

// Fake clock: the waits are about time, so the test drives time instead of sleeping.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] })
})
afterEach(() => {
  vi.useRealTimers()
})

/** Work away from IndexedDB (like hashing a password) that lasts until `finish` is called. */
function awayUntilFinished() {
  let finish = () => {}
  const work = awayFromDatabase(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve
      }),
  )
  return { work, finish: () => finish() }
}

function track(promise: Promise<void>) {
  const state = { done: false }
  void promise.then(() => {
    state.done = true
  })
  return state
}

describe('quietMoment', () => {
  it('waits while a request is in flight, then for the quiet time after its answer', async () => {
    const answered = requestStarted()
    const wait = track(quietMoment(50, 10_000))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(wait.done).toBe(false)
    answered()
    await vi.advanceTimersByTimeAsync(30)
    expect(wait.done).toBe(false)
    await vi.advanceTimersByTimeAsync(30)
    expect(wait.done).toBe(true)
  })

  it('never waits longer than maxWaitMs: background work is not starved', async () => {
    const answered = requestStarted()
    const wait = track(quietMoment(50, 500))
    await vi.advanceTimersByTimeAsync(490)
    expect(wait.done).toBe(false)
    await vi.advanceTimersByTimeAsync(30)
    expect(wait.done).toBe(true)
    answered()
  })

  it('counts each answer once and goes at once when already quiet', async () => {
    const answered = requestStarted()
    answered()
    answered()
    await vi.advanceTimersByTimeAsync(100)
    const wait = track(quietMoment(50, 500))
    await vi.advanceTimersByTimeAsync(0)
    expect(wait.done).toBe(true)
  })

  it('does not wait for a request busy away from IndexedDB, and waits again once it is back', async () => {
    const answered = requestStarted()
    const hashing = awayUntilFinished()
    await vi.advanceTimersByTimeAsync(100)
    const during = track(quietMoment(50, 10_000))
    await vi.advanceTimersByTimeAsync(0)
    expect(during.done).toBe(true)
    hashing.finish()
    await hashing.work
    const after = track(quietMoment(50, 10_000))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(after.done).toBe(false)
    answered()
    await vi.advanceTimersByTimeAsync(60)
    expect(after.done).toBe(true)
  })

  it('work away from IndexedDB outside any request leaves no one waiting', async () => {
    const { work, finish } = awayUntilFinished()
    // Past the quiet time after the earlier tests' answers (the module's state outlives a test).
    await vi.advanceTimersByTimeAsync(5_000)
    const wait = track(quietMoment(50, 10_000))
    await vi.advanceTimersByTimeAsync(0)
    expect(wait.done).toBe(true)
    finish()
    await work
  })
})

describe('watchActivity', () => {
  it('tells a watcher (the seed worker) when requests start and stop waiting for IndexedDB, starting with now', async () => {
    const told: boolean[] = []
    const stop = watchActivity((busy) => told.push(busy))
    expect(told).toEqual([false])
    const first = requestStarted()
    const second = requestStarted()
    first()
    expect(told).toEqual([false, true])
    // Hashing a password is away from IndexedDB: the worker need not wait for it.
    const hashing = awayUntilFinished()
    expect(told).toEqual([false, true, false])
    hashing.finish()
    await hashing.work
    expect(told).toEqual([false, true, false, true])
    second()
    expect(told).toEqual([false, true, false, true, false])
    stop()
    requestStarted()()
    expect(told).toHaveLength(5)
  })
})

describe('waitForQuiet', () => {
  it("waits on another thread's view of the requests as quietMoment does on this one's", async () => {
    const state = { busy: true, lastActivity: performance.now() }
    const wait = track(waitForQuiet(() => state, 50, 10_000))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(wait.done).toBe(false)
    state.busy = false
    state.lastActivity = performance.now()
    await vi.advanceTimersByTimeAsync(30)
    expect(wait.done).toBe(false)
    await vi.advanceTimersByTimeAsync(30)
    expect(wait.done).toBe(true)
    // Never starved: busy for good, it goes on after maxWaitMs.
    state.busy = true
    const capped = track(waitForQuiet(() => state, 50, 500))
    await vi.advanceTimersByTimeAsync(510)
    expect(capped.done).toBe(true)
  })
})
