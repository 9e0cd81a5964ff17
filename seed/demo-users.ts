/**
 * The two demo accounts. Passwords are plaintext here on purpose: they are
 * shown on the landing and login pages; the auth layer hashes them when it
 * writes the user rows.
 */
export interface SeedUser {
  readonly id: string
  readonly username: string
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly role: 'admin' | 'user'
  readonly profileImageUrl: string | null
  readonly createdAt: number
}

export interface DemoUser extends Omit<SeedUser, 'createdAt'> {
  readonly password: string
  /** Days before the seed's now that the account was created. */
  readonly joinedDaysAgo: number
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: 'demo-user',
    username: 'demo',
    password: 'demo123',
    firstName: 'Demo',
    lastName: 'Trader',
    email: 'demo@foresight.example',
    role: 'user',
    profileImageUrl: null,
    joinedDaysAgo: 30,
  },
  {
    id: 'admin-user',
    username: 'admin',
    password: 'admin123',
    firstName: 'Alex',
    lastName: 'Admin',
    email: 'admin@foresight.example',
    role: 'admin',
    profileImageUrl: null,
    joinedDaysAgo: 120,
  },
]

const DAY_MS = 24 * 60 * 60 * 1000 // local: the sign-in UI imports this file, keep it dependency-free

/** Public user rows (no password) with creation times relative to the seed's now. */
export function demoUserRows(nowMs: number): SeedUser[] {
  return DEMO_USERS.map(({ password: _password, joinedDaysAgo, ...user }) => ({
    ...user,
    createdAt: nowMs - joinedDaysAgo * DAY_MS,
  }))
}
