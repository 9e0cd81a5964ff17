import type { ForesightDB, SessionRow, UserRow } from './db'
import type { ExchangeClock } from './clock'

/**
 * Everything the handlers need, passed in rather than imported, so that tests run
 * the same handlers against a fresh fake-indexeddb with a controlled clock.
 */
export interface Backend {
  db: ForesightDB
  /** Current time in ms since the epoch (the exchange's clock). */
  now: () => number
  /** The clock behind `now`, for demo fast-forward (absent in tests that drive time themselves). */
  clock?: ExchangeClock
  /** PBKDF2 iterations for new password hashes (OWASP: 600,000; tests use fewer). */
  passwordIterations: number
  /** How long a session lives. */
  sessionTtlMs: number
  /**
   * The seeded accounts' passwords belong to this deployment (a shared server: its admin's own
   * password, docs/server.md "Security"): a demo reset keeps them instead of the published ones.
   */
  keepSeededPasswords?: boolean
  /**
   * No simulation resolves markets here (the server with SIMULATION=off): an admin resolves
   * every market, the seed's and the instant ones too, not only those an admin made.
   */
  adminResolvesAll?: boolean
  /**
   * A session and its user in one read, where the store has one (the server's SQL store: one
   * statement); absent, two reads through Dexie. Every request's sign-in check uses it.
   */
  sessionUser?: (token: string) => Promise<{ session: SessionRow; user: UserRow } | null>
}

/** The in-browser database's name (IndexedDB). */
export const DB_NAME = 'foresight'
export const OWASP_PBKDF2_SHA256_ITERATIONS = 600_000
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const SESSION_COOKIE = 'fs_session'
