import { readFileSync } from 'node:fs'
import Dexie from 'dexie'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ForesightDB } from '../db'
import type { Backend } from '../backend'
import { createHandlers } from '../handlers'
import { checkInvariants, type AccountRow, type LedgerEntry, type MarketRow, type PositionRow } from '../../src/exchange'
import { FIXTURE_USER, SCHEMA_V1 } from './fixtures/schema-v1'
import { guardTransactions } from './transaction-guard'

// A database written by release 1 (a committed fixture made by that release's own code)
// opens with today's ForesightDB: Dexie upgrades it in place, and nothing is lost.
const fixture = JSON.parse(readFileSync(new URL('./fixtures/db-v1.json', import.meta.url), 'utf8')) as {
  writtenAt: string
  tables: Record<string, unknown[]>
}
const NAME = 'foresight-upgrade'

interface DeclaredVersion {
  version: number
  stores: Record<string, string>
}

/** Every version(n).stores(...) the class declares (Dexie keeps them internally, no public API). */
function declaredVersions(db: Dexie): DeclaredVersion[] {
  const versions = Reflect.get(db, '_versions') as object[]
  return versions.map((v) => {
    const cfg = Reflect.get(v, '_cfg') as { version: number; storesSource: Record<string, string> }
    return { version: cfg.version, stores: cfg.storesSource }
  })
}

/** Writes the fixture through Dexie at version 1, as a release-1 tab did, and closes. */
async function writeV1(factory: IDBFactory): Promise<void> {
  const old = new Dexie(NAME, { indexedDB: factory, IDBKeyRange })
  old.version(1).stores(SCHEMA_V1)
  await old.open()
  await old.transaction('rw', old.tables, async () => {
    for (const [table, rows] of Object.entries(fixture.tables)) await old.table(table).bulkAdd(rows)
  })
  old.close()
}

const balanceSum = (accounts: Array<{ balanceCents: number }>) => accounts.reduce((s, a) => s + a.balanceCents, 0)

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe('upgrading a release-1 database', () => {
  it('keeps version 1 declared exactly as released (history is never edited)', () => {
    const v1 = declaredVersions(new ForesightDB('schema-check', { indexedDB: new IDBFactory(), IDBKeyRange })).find(
      (v) => v.version === 1,
    )
    expect(v1?.stores).toEqual(SCHEMA_V1)
  })

  it("opens with today's schema: same rows, same money, and every command still works", async () => {
    const factory = new IDBFactory()
    await writeV1(factory)
    const db = new ForesightDB(NAME, { indexedDB: factory, IDBKeyRange })
    // The upgrade runs in IndexedDB's versionchange transaction: the same rule holds there.
    const guard = guardTransactions()
    try {
      await db.open()
    } finally {
      guard.restore()
    }
    expect(guard.violations()).toEqual([])
    const latest = Math.max(...declaredVersions(db).map((v) => v.version))
    expect(latest).toBeGreaterThan(1)
    expect(db.verno).toBe(latest)

    for (const [table, rows] of Object.entries(fixture.tables)) expect(await db.table(table).count(), table).toBe(rows.length)
    // Stats derived from trades (tables of version 2) are backfilled from release 1's trades.
    const trades = fixture.tables.trades as Array<{ accountId: string }>
    for (const accountId of new Set(trades.map((t) => t.accountId))) {
      expect((await db.traderStats.get(accountId))?.trades, accountId).toBe(
        trades.filter((t) => t.accountId === accountId).length,
      )
    }
    expect((await db.flowBuckets.toArray()).reduce((n, b) => n + b.trades, 0)).toBe(trades.length)
    const accounts = await db.accounts.toArray()
    expect(balanceSum(accounts)).toBe(balanceSum(fixture.tables.accounts as AccountRow[]))
    const now = Date.parse(fixture.writtenAt)
    const [markets, positions, ledger] = await Promise.all([db.markets.toArray(), db.positions.toArray(), db.ledger.toArray()])
    expect(
      checkInvariants({
        markets: markets as MarketRow[],
        accounts,
        positions: positions as PositionRow[],
        ledger: ledger as LedgerEntry[],
        now,
      }),
    ).toEqual([])

    // The upgraded database serves the app: sign in with the stored hash, read, trade.
    const backend: Backend = { db, now: () => now + 60_000, passwordIterations: 1000, sessionTtlMs: 3_600_000 }
    server.resetHandlers(...createHandlers(backend))
    const post = (path: string, body: unknown, cookie = '') =>
      fetch(`http://upgrade.test${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify(body),
      })
    const login = await post('/api/auth/login', FIXTURE_USER)
    expect(login.status).toBe(200)
    const cookie = /fs_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0]
    const userId = ((await login.json()) as { user: { id: string } }).user.id
    const portfolio = await fetch(`http://upgrade.test/api/portfolio/${userId}`, { headers: { Cookie: cookie } })
    expect(portfolio.status).toBe(200)
    const before = (await db.accounts.get(userId))!.balanceCents
    const trade = await post('/api/trades', { marketId: 'fx-fed-cut', side: 'no', quantity: 10, price: '38' }, cookie)
    expect(trade.status).toBe(201)
    expect((await db.accounts.get(userId))!.balanceCents).toBeLessThan(before)
    // A replayed release-1 idempotency key still answers the first trade.
    const demoSession = (fixture.tables.sessions as Array<{ token: string; userId: string }>).find(
      (s) => s.userId === 'demo-user',
    )!
    const replay = await fetch('http://upgrade.test/api/trades', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: `fs_session=${demoSession.token}`,
        'Idempotency-Key': 'fixture-key-1',
      },
      body: JSON.stringify({ marketId: 'fx-rain', side: 'yes', quantity: 120, price: '50' }),
    })
    expect(replay.status).toBe(201)
    expect(await db.trades.count()).toBe(fixture.tables.trades.length + 1)
    db.close()
  })
})
