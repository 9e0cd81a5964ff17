import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ContractClient } from '../../contract/http-client'
import { freshPostgresDatabase } from '../test/databases'
import { marketIds, newTrader, tradeBody } from '../test/exchange-check'
import { startTestServer } from '../test/test-server'
import type { RunningServer } from '../start'
import { MIGRATIONS_FOLDER } from './database'
import type { Portfolio } from '../../src/api/contract'
import { toCents as cents } from '../../src/lib/money'

/**
 * A database written by the server as it was before the operator columns (migration 0000
 * alone) is brought up to date at the next start: every session, trade, order, position and
 * the portfolio figures are as they were, and the queries of docs/server.md ("Ask the
 * database") answer what the API answers.
 */

/** server/migrations as it was before 0001: 0000 and a journal that lists it alone. */
function migrationsUpTo0000(): string {
  const folder = mkdtempSync(join(tmpdir(), 'foresight-migrations-'))
  mkdirSync(join(folder, 'meta'))
  copyFileSync(join(MIGRATIONS_FOLDER, '0000_stores.sql'), join(folder, '0000_stores.sql'))
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[]
  }
  journal.entries = journal.entries.filter((entry) => entry.tag === '0000_stores')
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal))
  return folder
}

/** The SQL blocks of docs/server.md's "Ask the database", in order. */
function askTheDatabase(): string[] {
  const doc = readFileSync(new URL('../../docs/server.md', import.meta.url), 'utf8')
  const section = doc.split('## Ask the database')[1].split('\n## ')[0]
  return [...section.matchAll(/```sql\n([\s\S]*?)```/g)].map((match) => match[1])
}

const stores: [string, () => Promise<{ options: { databaseUrl?: string; dataDir?: string }; drop: () => Promise<void> }>][] = [
  [
    'PostgreSQL',
    async () => {
      const fresh = await freshPostgresDatabase('upgrade')
      return { options: { databaseUrl: fresh.url }, drop: fresh.drop }
    },
  ],
  [
    'PGlite',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'foresight-upgrade-'))
      return { options: { dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) }
    },
  ],
]

const older = migrationsUpTo0000()
afterAll(() => rmSync(older, { recursive: true, force: true }))

describe.each(stores)('a database from before the operator columns, on %s', (_name, open) => {
  it('keeps every row and figure at the upgrade, and answers the documented queries as the API does', async () => {
    const { options, drop } = await open()
    let server: RunningServer | null = null
    // A clock that moves (10 ms a reading), so each trade has its own time, across both starts.
    let time = Date.UTC(2026, 10, 22, 12)
    const wall = () => (time += 10)
    try {
      // Written by the server with the schema of migration 0000 only.
      server = await startTestServer({ ...options, wall, migrationsFolder: older })
      const base = server.url
      const [market, other] = await marketIds(base, 2)
      const alice = await newTrader(base)
      const bob = await newTrader(base)
      const trade = async (client: ContractClient, body: object) => {
        const res = await client.post('/api/trades', body)
        expect(res.status, res.text).toBe(201)
      }
      await trade(alice.client, tradeBody(market, 'yes', 10))
      await trade(bob.client, tradeBody(market, 'no', 5))
      await trade(alice.client, { ...tradeBody(market, 'yes', 3), action: 'sell' })
      await trade(alice.client, tradeBody(other, 'no', 4))
      // An answer of a multi-answer market, then another answer of it: Alice's answer's pool moves
      // with Bob's trade, on its market's row only (backend/exchange-store.ts).
      const [multi] = (await alice.client.get('/api/markets?kind=multi&limit=1')).json as {
        id: string
        answers: { id: string; yesPrice: string }[]
      }[]
      const [first, second] = multi.answers
      await trade(alice.client, { marketId: multi.id, answerId: first.id, side: 'yes', quantity: 10, price: first.yesPrice })
      await trade(bob.client, { marketId: multi.id, answerId: second.id, side: 'yes', quantity: 40, price: second.yesPrice })
      const order = await bob.client.post('/api/orders', {
        marketId: other,
        side: 'yes',
        action: 'buy',
        quantity: 7,
        limitPriceCents: 2,
      })
      expect(order.status, order.text).toBe(201)
      expect((await alice.client.put(`/api/watchlist/${market}`)).status).toBeLessThan(300)
      // Bob provides liquidity to the smallest open pool, whose next trade pays his share a fee.
      const { pools } = (await bob.client.get('/api/liquidity/pools')).json as {
        pools: { id: string; status: string; totalLiquidity: number }[]
      }
      const pool = pools
        .filter((p) => p.status === 'active' && p.id !== market && p.id !== other)
        .sort((a, b) => a.totalLiquidity - b.totalLiquidity)[0].id
      const added = await bob.client.post(`/api/liquidity/${pool}/add`, { amount: 300 })
      expect(added.status, added.text).toBe(200)
      await trade(alice.client, tradeBody(pool, 'yes', 60))
      const read = async () => ({
        alice: (await alice.client.get(`/api/portfolio/${alice.userId}`)).json as Portfolio,
        bob: (await bob.client.get(`/api/portfolio/${bob.userId}`)).json as Portfolio,
        trades: (await alice.client.get('/api/trades')).json as unknown,
        orders: (await bob.client.get('/api/orders')).json as unknown,
        watchlist: (await alice.client.get('/api/watchlist')).json as unknown,
        book: (await alice.client.get(`/api/markets/${other}/book`)).json as unknown,
      })
      const before = await read()
      expect(before.bob.openOrders).toBe(1)
      const operatorColumns = () =>
        server!.database.query(
          `SELECT 1 FROM information_schema.columns WHERE table_name = 'trades' AND column_name = 'market_id'`,
        )
      expect(await operatorColumns()).toHaveLength(0)
      await server.close()
      server = null

      // The next start applies 0001 and 0002; the same people, signed in with the same cookies, see the same.
      // On the same address, so the clients (and their cookies) carry on as they were.
      server = await startTestServer({ ...options, wall, port: Number(new URL(base).port) })
      expect(await operatorColumns()).toHaveLength(1)
      expect(await read()).toEqual(before)

      const [top, lastTrades, holdings] = askTheDatabase()
      const query = <T>(text: string, params: unknown[] = []) => server!.database.query<T>(text, params)

      // One person's cash and positions: the portfolio's.
      const aliceName = ((await alice.client.get('/api/auth/user')).json as { username: string }).username
      const held = await query<{
        username: string
        cash_cents: string
        title: string
        side: string
        quantity: number
        cost_cents: string
      }>(holdings, [aliceName])
      expect(held.map((row) => Number(row.cash_cents))).toEqual(held.map(() => cents(before.alice.balance)))
      // Compared in one order here: PostgreSQL's collation and PGlite's may order titles differently.
      const byMarket = (a: { title: string; side: string }, b: { title: string; side: string }) =>
        `${a.title}\u0000${a.side}` < `${b.title}\u0000${b.side}` ? -1 : 1
      expect(
        held
          .map((row) => ({ title: row.title, side: row.side, quantity: row.quantity, cost: Number(row.cost_cents) }))
          .sort(byMarket),
      ).toEqual(
        before.alice.positions
          .map((p) => ({ title: p.market.title, side: p.side, quantity: p.quantity, cost: cents(p.cost) }))
          .sort(byMarket),
      )

      // A market's last trades: ours, newest first, with the usernames.
      const bobName = ((await bob.client.get('/api/auth/user')).json as { username: string }).username
      const trades = await query<{ trader: string; action: string; side: string; quantity: number; price_cents: string }>(
        lastTrades,
        [market],
      )
      expect(trades.slice(0, 3).map((t) => [t.trader, t.action, t.side, t.quantity])).toEqual([
        [aliceName, 'sell', 'yes', 3],
        [bobName, 'buy', 'no', 5],
        [aliceName, 'buy', 'yes', 10],
      ])
      // Each at the price the app shows (before the fee), as the API answers it.
      const shown = (await alice.client.get(`/api/trades?userId=${alice.userId}`)).json as { marketId: string; price: string }[]
      const aliceRows = trades.filter((t) => t.trader === aliceName).slice(0, 2)
      expect(aliceRows.map((t) => Number(t.price_cents))).toEqual(
        shown
          .filter((t) => t.marketId === market)
          .slice(0, 2)
          .map((t) => Number(t.price)),
      )

      // The top traders: ranked by profit, each as their portfolio counts it (within a cent a position
      // or pool share), pool shares and the fees they have to collect included.
      expect(Number(before.bob.figures.poolsValue)).toBeGreaterThan(0)
      expect(Number(before.bob.figures.reserved)).toBeGreaterThan(0)
      const ranked = await query<{ username: string; profit_cents: string }>(top)
      expect(ranked.length).toBeGreaterThan(0)
      expect(ranked.length).toBeLessThanOrEqual(10)
      const profits = ranked.map((row) => Number(row.profit_cents))
      expect(profits).toEqual([...profits].sort((a, b) => b - a))
      const everyone = await query<{ username: string; profit_cents: string }>(top.replace(/LIMIT 10;\s*$/, ';'))
      for (const [name, portfolio, poolShares] of [
        [aliceName, before.alice, 0],
        [bobName, before.bob, 1],
      ] as const) {
        const row = everyone.find((r) => r.username === name)
        expect(row, name).toBeDefined()
        expect(Math.abs(Number(row!.profit_cents) - cents(portfolio.figures.totalPnl))).toBeLessThanOrEqual(
          portfolio.positions.length + poolShares,
        )
      }

      // The typed columns are the rows' fields (migration 0005): `v` keeps only what has no column.
      const [account] = await query<{ v: Record<string, unknown>; cash_cents: string }>(
        `SELECT v, cash_cents FROM accounts WHERE id = $1`,
        [alice.userId],
      )
      expect(Object.keys(account!.v)).not.toContain('balanceCents')
      expect(Number(account!.cash_cents)).toBe(cents(before.alice.balance))
      const slim = await query<{ v: Record<string, unknown> }>(`SELECT v FROM positions WHERE account_id = $1`, [alice.userId])
      expect(slim.length).toBeGreaterThan(0)
      for (const row of slim) expect(Object.keys(row.v)).not.toContain('quantity')

      // What must never happen is refused by the database itself.
      await expect(query(`UPDATE trades SET v = v WHERE market_id = $1`, [market])).rejects.toThrow(/never changed/)
      await expect(query(`UPDATE accounts SET cash_cents = -1 WHERE id = $1`, [alice.userId])).rejects.toThrow(/accounts_cash/)
      await expect(
        query(`INSERT INTO watchlist (k, v, user_id, market_id) VALUES ('\\x00', '{}', 'nobody', $1::text)`, [market]),
      ).rejects.toThrow(/watchlist_user_id_fk/)
    } finally {
      await server?.close()
      await drop()
    }
  }, 240_000)
})
