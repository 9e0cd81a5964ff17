import { formatCents } from '../src/lib/format'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { exchangeReady, signIn, useBrowser } from './harness'
import { apiOk } from './trade-fixtures'
import { FAST_FORWARD_MS, type DemoState, type FastForwardPreset } from '../src/api/contract'
import {
  checkInvariants,
  STARTING_BALANCE_CENTS,
  type AccountRow,
  type LedgerEntry,
  type MarketRow,
  type OrderRow,
  type PositionRow,
} from '../src/exchange'
import { withAnswerPools } from '../backend/queries/answers'

const { newPage } = useBrowser()

interface Order {
  marketId: string
  side: 'yes' | 'no'
  quantity: number
  key?: string
}
interface Answer {
  status: number
  body: { id?: string; cost?: string; message?: string }
}

/** Fires every order at once from inside the page (through the app's in-page backend). */
function fire(page: Page, orders: Order[]): Promise<Answer[]> {
  return page.evaluate(
    (list) =>
      Promise.all(
        list.map(async (o) => {
          const headers: Record<string, string> = { 'Content-Type': 'application/json' }
          if (o.key) headers['Idempotency-Key'] = o.key
          const res = await fetch('/api/trades', {
            method: 'POST',
            credentials: 'include',
            headers,
            body: JSON.stringify({ marketId: o.marketId, side: o.side, quantity: o.quantity, price: '50' }),
          })
          return { status: res.status, body: await res.json() }
        }),
      ),
    orders,
  )
}

function getJson<T>(page: Page, path: string): Promise<T> {
  return page.evaluate((p) => fetch(p, { credentials: 'include' }).then((r) => r.json()), path) as Promise<T>
}

/** Every row the invariants need, straight from the profile's IndexedDB. */
function dumpExchange(page: Page) {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown[]>>((resolve, reject) => {
        const open = indexedDB.open('foresight')
        open.addEventListener('error', () => reject(open.error))
        open.addEventListener('success', () => {
          const db = open.result
          const names = ['markets', 'accounts', 'positions', 'ledger', 'orders']
          const tx = db.transaction(names, 'readonly')
          const out: Record<string, unknown[]> = {}
          for (const name of names) {
            const req = tx.objectStore(name).getAll()
            req.addEventListener('success', () => {
              out[name] = req.result
            })
          }
          tx.addEventListener('complete', () => {
            db.close()
            resolve(out)
          })
          tx.addEventListener('error', () => reject(tx.error))
        })
      }),
  )
}

/** Two tabs (pages) of one profile: same IndexedDB, same cookies, signed in once. */
async function twoTabs() {
  const first = await newPage()
  await signIn(first)
  const second = await first.context().newPage()
  await second.goto('/')
  await second.getByRole('button', { name: /Account menu for/ }).waitFor()
  // The header can show from the kept answers before this tab's in-page exchange answers /api.
  await Promise.all([exchangeReady(first), exchangeReady(second)])
  const markets = await getJson<Array<{ id: string }>>(first, '/api/markets?kind=binary&limit=4')
  return { first, second, marketIds: markets.map((m) => m.id) }
}

/**
 * POSTs from several tabs, each started by one BroadcastChannel message that every tab hears
 * at once (each tab's call waits for it), so the calls overlap; resolves with their statuses.
 */
async function atOnce(calls: Array<[Page, string, unknown]>): Promise<number[]> {
  const channel = 'e2e-at-once'
  await Promise.all(
    calls.map(([page, path, body]) =>
      page.evaluate(
        (call) => {
          const listening = new BroadcastChannel(call.name)
          const status = new Promise<number>((resolve, reject) => {
            listening.addEventListener(
              'message',
              () => {
                listening.close()
                fetch(call.path, {
                  method: 'POST',
                  credentials: 'include',
                  headers: { 'Content-Type': 'application/json' },
                  body: JSON.stringify(call.body),
                }).then((res) => resolve(res.status), reject)
              },
              { once: true },
            )
          })
          ;(window as unknown as { atOnce: Promise<number> }).atOnce = status
        },
        { name: channel, path, body },
      ),
    ),
  )
  // A channel object does not hear its own messages: a new one in the first tab sends the signal.
  await calls[0][0].evaluate((name) => {
    const go = new BroadcastChannel(name)
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
    go.postMessage('go')
    go.close()
  }, channel)
  return Promise.all(calls.map(([page]) => page.evaluate(() => (window as unknown as { atOnce: Promise<number> }).atOnce)))
}

describe('two tabs, one account', () => {
  it('races many trades on one balance: each accepted trade booked once, the rest refused, the money adds up', async () => {
    const { first, second, marketIds } = await twoTabs()
    // 2 × 12 orders of 1,500 contracts (about $750 each, more as prices move): $10,000 covers about half.
    const orders = (tab: number): Order[] =>
      Array.from({ length: 12 }, (_, i) => ({
        marketId: marketIds[(i + tab) % marketIds.length],
        side: (i + tab) % 3 ? 'yes' : 'no',
        quantity: 1_500,
      }))
    // The demo trader's seeded month (seed/past) is on the books already: count from there.
    const seeded = new Set((await getJson<Array<{ id: string }>>(first, '/api/trades?userId=demo-user')).map((t) => t.id))
    const startCents = Math.round(Number((await getJson<{ balance: string }>(first, '/api/portfolio/demo-user')).balance) * 100)
    const answers = (await Promise.all([fire(first, orders(0)), fire(second, orders(1))])).flat()
    const accepted = answers.filter((a) => a.status === 201)
    const refused = answers.filter((a) => a.status !== 201)
    expect(accepted.length).toBeGreaterThan(3)
    expect(refused.length).toBeGreaterThan(3)
    for (const r of refused) expect(r.status, r.body.message).toBe(422)

    const trades = (await getJson<Array<{ id: string }>>(second, '/api/trades?userId=demo-user')).filter((t) => !seeded.has(t.id))
    expect(trades.map((t) => t.id).sort()).toEqual(accepted.map((a) => a.body.id).sort())
    const spent = accepted.reduce((sum, a) => sum + Math.round(Number(a.body.cost) * 100), 0)
    const portfolio = await getJson<{ balance: string; positions: Array<{ marketId: string; quantity: number }> }>(
      first,
      '/api/portfolio/demo-user',
    )
    expect(Math.round(Number(portfolio.balance) * 100)).toBe(startCents - spent)
    expect(startCents).toBeLessThanOrEqual(STARTING_BALANCE_CENTS)
    expect(Number(portfolio.balance)).toBeGreaterThanOrEqual(0)
    for (const p of portfolio.positions.filter((x) => marketIds.includes(x.marketId))) expect(p.quantity).toBeGreaterThan(0)

    // The whole exchange, simulated traders included, still balances to the cent.
    const rows = await dumpExchange(first)
    expect(
      checkInvariants({
        // An answer's pool is on its market's row (backend/queries/answers.ts).
        markets: withAnswerPools(rows.markets as MarketRow[]),
        accounts: rows.accounts as AccountRow[],
        positions: rows.positions as PositionRow[],
        ledger: rows.ledger as LedgerEntry[],
        orders: rows.orders as OrderRow[],
        now: Date.now(),
      }),
    ).toEqual([])
  })

  it('two tabs racing one Idempotency-Key book exactly one trade and both get its answer', async () => {
    const { first, second, marketIds } = await twoTabs()
    const order: Order = { marketId: marketIds[0], side: 'no', quantity: 7, key: 'two-tabs-one-key' }
    // The demo trader's seeded month (seed/past) is on the books already: count from there.
    const seeded = (await getJson<unknown[]>(first, '/api/trades?userId=demo-user')).length
    const answers = (
      await Promise.all([
        fire(
          first,
          Array.from({ length: 4 }, () => order),
        ),
        fire(
          second,
          Array.from({ length: 4 }, () => order),
        ),
      ])
    ).flat()
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201))
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1)
    const trades = await getJson<unknown[]>(first, '/api/trades?userId=demo-user')
    expect(trades).toHaveLength(seeded + 1)
    // The same key with another body is refused, and books nothing.
    const [other] = await fire(second, [{ ...order, quantity: 8 }])
    expect(other.status).toBe(422)
    expect(await getJson<unknown[]>(second, '/api/trades?userId=demo-user')).toHaveLength(seeded + 1)
  })

  it('two tabs fast-forwarding at once (1 hour and 1 day) move the clock by both, and both tabs tell the same time', async () => {
    const { first, second } = await twoTabs()
    const answers = await atOnce([
      [first, '/api/demo/fast-forward', { preset: '1h' satisfies FastForwardPreset }],
      [second, '/api/demo/fast-forward', { preset: '1d' satisfies FastForwardPreset }],
    ])
    expect(answers).toEqual([200, 200])
    const states = await Promise.all([first, second].map((page) => apiOk<DemoState>(page, 'GET', '/api/demo/state')))
    const both = FAST_FORWARD_MS['1h'] + FAST_FORWARD_MS['1d']
    expect(states.map((s) => s.clockOffsetMs)).toEqual([both, both])
  })

  it('two tabs stay in step: a trade in one is announced to the other, whose market page shows the new price', async () => {
    const { first, second, marketIds } = await twoTabs()
    const marketId = marketIds[0]!
    await second.goto(`/market/${marketId}`)
    const yesButton = second.getByRole('button', { name: /^Yes \d+¢/ })
    await yesButton.waitFor()
    // The page came back from kept answers: its own exchange must be up before it is asked anything.
    await exchangeReady(second)
    const before = await yesButton.getAttribute('aria-label')
    // What the second tab hears on the channel the in-browser exchange announces on.
    await second.evaluate(() => {
      const heard: string[] = []
      ;(window as unknown as { heard: string[] }).heard = heard
      new BroadcastChannel('foresight-live').addEventListener('message', (e: MessageEvent<{ markets: { id: string }[] }>) =>
        heard.push(...e.data.markets.map((m) => m.id)),
      )
    })
    const [answer] = await fire(first, [{ marketId, side: 'yes', quantity: 5000 }])
    expect(answer!.status).toBe(201)
    await second.waitForFunction((id) => (window as unknown as { heard: string[] }).heard.includes(id), marketId)
    const after = await getJson<{ yesPrice: string }>(second, `/api/markets/${marketId}`)
    expect(Number(after.yesPrice)).toBeGreaterThan(0)
    await second.getByRole('button', { name: new RegExp(`^Yes ${formatCents(after.yesPrice)}`) }).waitFor()
    expect(await yesButton.getAttribute('aria-label')).not.toBe(before)
  })
})
