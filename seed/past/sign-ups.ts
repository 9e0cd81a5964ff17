import { pick, randomInt } from '../../src/exchange'
import type { Rng } from '../../src/exchange'
import type { SeedUser } from '../demo-users'
import { FIRST_NAMES, LAST_NAMES } from '../word-lists'

/**
 * People who signed up over the seeded past, so the admin's user list has recent sign-ups.
 * Nobody knows a password for them: each stored "hash" is random bytes from the seed's
 * random source, which no password derives to, so they cannot sign in (the demo accounts'
 * hashes, in backend/auth/demo-password-hashes.ts, are the only ones with a known password).
 */
export interface SignUp extends SeedUser {
  readonly passwordHash: {
    readonly algorithm: 'PBKDF2-SHA256'
    readonly iterations: number
    readonly salt: string
    readonly hash: string
  }
}

export const SIGN_UP_COUNT = 12
const DAY_MS = 24 * 60 * 60 * 1000
const SIGN_UP_SPAN_DAYS = 21

function randomBase64(rng: Rng, bytes: number): string {
  return btoa(String.fromCharCode(...Array.from({ length: bytes }, () => randomInt(rng, 256))))
}

export function signUps(nowMs: number, rng: Rng): SignUp[] {
  const times = Array.from({ length: SIGN_UP_COUNT }, () => nowMs - Math.round(rng.next() * SIGN_UP_SPAN_DAYS * DAY_MS)).sort(
    (a, b) => a - b,
  )
  return times.map((createdAt, i) => {
    const firstName = pick(rng, FIRST_NAMES)
    const lastName = pick(rng, LAST_NAMES)
    const username = `${firstName}${lastName.slice(0, 1)}${10 + randomInt(rng, 90)}`.toLowerCase()
    return {
      id: `signup-${i + 1}`,
      username: `${username}_${i + 1}`,
      firstName,
      lastName,
      email: `${username}@example.com`,
      role: 'user',
      profileImageUrl: null,
      createdAt,
      passwordHash: { algorithm: 'PBKDF2-SHA256', iterations: 600_000, salt: randomBase64(rng, 16), hash: randomBase64(rng, 32) },
    }
  })
}
