import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { awayFromDatabase, quietMoment, requestStarted } from './quiet'

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
