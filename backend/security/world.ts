import type { TestApi } from '../../mocks/test/test-api'
import { SESSION_COOKIE } from '../backend'
import { startSession } from '../auth/session'
import { hashPassword } from '../auth/password'
import { createUser } from '../auth/users'
import { bookOrder, bookTrade, tradingTables } from '../trading'
import { exchangeTables, randomIds, writeChangeSet } from '../exchange-store'
import { createAdminMarket } from '../../src/exchange'
import { HOUSE_ACCOUNT_ID } from '../../seed/market-rows'

/** Who makes a call: nobody, the resource owner (demo), another user, or an admin. */
export type Actor = 'anon' | 'user' | 'other' | 'admin'
export const ACTORS: readonly Actor[] = ['anon', 'user', 'other', 'admin']

export const OTHER_USERNAME = 'other_trader'
export const OTHER_PASSWORD = 'other-pass-1'

export interface Call {
  method: string
  path: string
  /** JSON-encoded unless `raw` is set. */
  body?: unknown
  /** The exact body text (malformed JSON, Infinity, huge strings...). */
  raw?: string
  headers?: Record<string, string>
}

export interface Answer {
  status: number
  json: any
  text: string
  contentType: string | null
}

export interface World {
  api: TestApi
  ids: {
    user: string
    admin: string
    other: string
    market: string
    closedMarket: string
    /** A fourth person: someone to follow, whose trade anyone may copy. */
    trader: string
    sourceTrade: string
    /** An open limit order of the user's (demo's). */
    order: string
    /** A market an admin made (changed and previewed, never resolved), and more to resolve, one each. */
    adminMarket: string
    toResolve: string[]
  }
  /** A fresh session cookie for the actor (a call that logs out cannot break the next one). */
  session(actor: Actor): Promise<string | null>
  /** Calls as the actor's standing session (made once: calls write no session rows), or with a given cookie. */
  call(actor: Actor | { cookie: string }, call: Call): Promise<Answer>
}

let origins = 0

/**
 * A seeded backend with three people (demo = the owner of the resources under test,
 * another user, the admin). Sessions are made directly in the database, so no test
 * pays for the demo accounts' 600,000-iteration password hashes.
 */
export async function createWorld(api: TestApi): Promise<World> {
  const { backend } = api
  const other = await createUser(backend, { username: OTHER_USERNAME, password: await hashPassword(OTHER_PASSWORD, 1000) })
  const { db } = backend
  const market = (await db.markets.filter((m) => m.status === 'active' && m.kind === undefined).first())!
  const closed = (await db.markets.filter((m) => m.status === 'closed' || m.status === 'resolved').first())!
  const trader = await createUser(backend, { username: 'star_trader', password: await hashPassword('star-pass-1', 1000) })
  const sourceTrade = await db.transaction('rw', tradingTables(backend), () =>
    bookTrade(backend, trader.id, { marketId: market.id, side: 'yes', quantity: 5 }),
  )
  const order = await db.transaction('rw', tradingTables(backend), () =>
    bookOrder(backend, 'demo-user', {
      marketId: market.id,
      side: 'no',
      action: 'buy',
      quantity: 3,
      limitPriceCents: 1,
      expiresAt: null,
    }),
  )
  const [adminMarket, ...toResolve] = await db.transaction('rw', exchangeTables(db), async () => {
    const made: string[] = []
    for (let i = 0; i < 13; i++) {
      const house = (await db.accounts.get(HOUSE_ACCOUNT_ID))!
      const opened = createAdminMarket(
        {
          id: `admin-market-${i}`,
          title: `An admin's question number ${i}?`,
          description: '',
          categoryId: 'tech',
          closesAt: backend.now() + 30 * 86_400_000,
          rules: 'Resolves when an admin says so.',
          resolutionSource: null,
          initialProbability: 50,
          liquidityCents: 10_000,
          createdBy: 'admin-user',
          now: backend.now(),
        },
        house,
        randomIds,
      )
      await writeChangeSet(db, opened.changes, { positions: [], markets: [] })
      made.push(opened.market.id)
    }
    return made
  })
  const ids = {
    adminMarket: adminMarket!,
    toResolve,
    user: 'demo-user',
    admin: 'admin-user',
    other: other.id,
    market: market.id,
    closedMarket: closed.id,
    trader: trader.id,
    sourceTrade: sourceTrade.row.id,
    order: order.id,
  }

  async function session(actor: Actor): Promise<string | null> {
    if (actor === 'anon') return null
    const cookie = await startSession(backend, actor === 'user' ? ids.user : actor === 'admin' ? ids.admin : ids.other)
    return cookie.split(';')[0]
  }

  const standing = new Map<Actor, string | null>()
  for (const actor of ACTORS) standing.set(actor, await session(actor))

  async function call(actor: Actor | { cookie: string }, c: Call): Promise<Answer> {
    const cookie = typeof actor === 'object' ? actor.cookie : standing.get(actor)
    const headers: Record<string, string> = { ...c.headers }
    if (cookie) headers.Cookie = cookie
    const init: RequestInit = { method: c.method, headers }
    if (c.raw !== undefined || c.body !== undefined) {
      headers['Content-Type'] ??= 'application/json'
      init.body = c.raw ?? JSON.stringify(c.body)
    }
    // A new origin per call: msw keeps no cookie from an earlier answer.
    const response = await fetch(`http://world-${++origins}.foresight.test${c.path}`, init)
    const text = await response.text()
    let json: unknown = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = undefined
    }
    return { status: response.status, json, text, contentType: response.headers.get('content-type') }
  }

  return { api, ids, session, call }
}

export function sessionCookie(token: string): { cookie: string } {
  return { cookie: `${SESSION_COOKIE}=${token}` }
}
