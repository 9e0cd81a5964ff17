import { describe, expect, it } from 'vitest'
import { networkErrorMessage } from './client'

describe('networkErrorMessage', () => {
  const origin = 'http://192.168.1.20:8787'

  it('a guest of the server that serves the app reads that the server is out of reach, no developer hint', () => {
    expect(networkErrorMessage(origin, false, origin)).toBe(
      "Can't reach the server right now. Check your connection, then try again.",
    )
    expect(networkErrorMessage(origin, true, origin)).toBe("You're offline. Try again when you're back online.")
  })

  it('an app pointed at a backend elsewhere names it and says what to check (it runs, and its CORS allows this site)', () => {
    expect(networkErrorMessage('https://api.example.org', false, origin)).toBe(
      "Can't reach the backend at https://api.example.org. Check that it is running and allows this site, then try again.",
    )
    expect(networkErrorMessage('https://api.example.org', true, origin)).toMatch(
      /^You're offline, so the backend at https:\/\/api\.example\.org/,
    )
  })
})
