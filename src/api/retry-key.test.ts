import { describe, expect, it } from 'vitest'
import { ApiError } from './client'
import { RetryKeys } from './retry-key'

describe('RetryKeys', () => {
  const order = { marketId: 'm-1', side: 'yes', quantity: 10 }

  it('sends a retry after a lost answer (a network error, a 5xx) with the same key, so it is booked once', () => {
    const keys = new RetryKeys()
    const first = keys.keyFor(order)
    keys.settled(new TypeError('Failed to fetch'))
    expect(keys.keyFor({ ...order })).toBe(first)
    keys.settled(new ApiError(503, 'Service Unavailable', ''))
    expect(keys.keyFor(order)).toBe(first)
  })

  it('gives a new key after a definite answer (done, or refused with a 4xx) and for another request', () => {
    const keys = new RetryKeys()
    const first = keys.keyFor(order)
    keys.settled(undefined)
    const second = keys.keyFor(order)
    expect(second).not.toBe(first)
    keys.settled(new ApiError(422, 'Unprocessable', '{"message":"Insufficient balance"}'))
    const third = keys.keyFor(order)
    expect(third).not.toBe(second)
    keys.settled(new TypeError('Failed to fetch'))
    expect(keys.keyFor({ ...order, quantity: 11 })).not.toBe(third)
  })
})
