import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ExchangeError } from './errors'
import type { MemoryExchange } from './memory-exchange'
import { positionId } from './positions'
import { displayPrices, yesBp } from './prices'
import { createRng } from './random'
import type { SimUniverse } from './simulation/plan'
import { DAY, HOUSE, T0, fundedExchange, invariantViolations } from './testing/fixtures'
import type { Resolution, Side } from './types'

/**
 * Random sequences of commands from many users: market buys and sells (some with a
 * slippage limit), limit orders (fills, resting, sells of contracts held), cancels
 * (own, someone else's, already closed), expiries, simulation ticks (simulated traders
 * place and cancel orders too), fast-forwards, closes, settlements and liquidity moves.
 * After every step the invariants hold: total money (cash + order reserves + pool
 * collateral + fees owed to LPs) conserved exactly, no negative balance or position,
 * every order filled at most its quantity, closed orders hold nothing back, sell
 * reserves match the contracts held back, open prices in 1..99 summing to 100, each
 * winning contract paid exactly once.
 */
const USERS = ['u0', 'u1', 'u2', 'u3', 'u4', 'u5']
const MARKETS = [
  { id: 'm0', p: 0.5, liquidityCents: 20_000, closesInDays: 2 },
  { id: 'm1', p: 0.85, liquidityCents: 50_000, closesInDays: 5 },
  { id: 'm2', p: 0.12, liquidityCents: 10_000, closesInDays: 9 },
  { id: 'm3', p: 0.4, liquidityCents: 300_000, closesInDays: 40 },
]
const universe: SimUniverse = { marketIds: MARKETS.map((m) => m.id), hotMarketIds: ['m0'], simTraderCount: 40 }

const user = fc.constantFrom(...USERS)
const market = fc.constantFrom(...MARKETS.map((m) => m.id))
const side = fc.constantFrom<Side>('yes', 'no')
/** A side wins, or (now and then) the market is voided. */
const outcome = fc.constantFrom<Resolution>('yes', 'no', 'yes', 'no', 'void')

type Command =
  | { t: 'buy'; user: string; market: string; side: Side; quantity: number; slippage: number | null }
  | { t: 'sell'; user: string; market: string; side: Side; fraction: number; slippage: number | null }
  | {
      t: 'order'
      user: string
      market: string
      side: Side
      action: 'buy' | 'sell'
      quantity: number
      limit: number
      expiresInMs: number | null
    }
  | { t: 'cancel'; user: string; pick: number }
  | { t: 'expire' }
  | { t: 'add'; user: string; market: string; amountCents: number }
  | { t: 'remove'; user: string; market: string; fraction: number }
  | { t: 'claim'; user: string; market: string }
  | { t: 'tick'; ms: number }
  | { t: 'wait'; ms: number }
  | { t: 'settle'; market: string; resolution: Resolution }

/** A market trade's slippage limit: none, or the worst average price accepted (cents, 2 decimals). */
const slippage = fc.option(
  fc.integer({ min: 1, max: 10_000 }).map((n) => n / 100),
  { nil: null },
)

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant('buy' as const),
      user,
      market,
      side,
      quantity: fc.integer({ min: 1, max: 3000 }),
      slippage,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('sell' as const),
      user,
      market,
      side,
      fraction: fc.double({ min: 0, max: 1.2, noNaN: true }),
      slippage,
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant('order' as const),
      user,
      market,
      side,
      action: fc.constantFrom<'buy' | 'sell'>('buy', 'buy', 'sell'),
      quantity: fc.integer({ min: 1, max: 2000 }),
      limit: fc.integer({ min: 1, max: 99 }),
      expiresInMs: fc.option(fc.integer({ min: 1, max: 4 * DAY }), { nil: null }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('cancel' as const), user, pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('expire' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('add' as const), user, market, amountCents: fc.integer({ min: 1, max: 300_000 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('remove' as const),
      user,
      market,
      fraction: fc.double({ min: 0.01, max: 1, noNaN: true }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('claim' as const), user, market }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('tick' as const), ms: fc.integer({ min: 1000, max: 3 * DAY }) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('wait' as const), ms: fc.integer({ min: 60_000, max: 5 * DAY }) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('settle' as const), market, resolution: outcome }) },
)

interface World {
  ex: MemoryExchange
  now: number
  rng: ReturnType<typeof createRng>
}

/**
 * What each account put into a market net of what it took out, from the ledger (settlement.ts,
 * voidRefunds): its trades and fees, and for a provider its liquidity too.
 */
function voidClaims(ex: MemoryExchange, marketId: string) {
  const trading = new Map<string, number>()
  const providing = new Map<string, number>()
  for (const e of ex.ledger) {
    if (e.marketId !== marketId) continue
    const into =
      e.kind === 'trade' || e.kind === 'fee'
        ? trading
        : ['liquidity_add', 'liquidity_remove', 'fee_claim'].includes(e.kind)
          ? providing
          : null
    into?.set(e.accountId, (into.get(e.accountId) ?? 0) - e.amountCents)
  }
  const claims = new Map<string, { cents: number; provider: boolean }>()
  for (const id of new Set([...trading.keys(), ...providing.keys()])) {
    const provider = providing.has(id)
    claims.set(id, { cents: (trading.get(id) ?? 0) + (provider ? providing.get(id)! : 0), provider })
  }
  return claims
}

function settleChecked(world: World, marketId: string, resolution: Resolution): void {
  const { ex, now } = world
  const settling = ex.slice.markets.get(marketId)
  const winners = [...ex.slice.positions.values()].filter((p) => p.marketId === marketId && p.side === resolution && !p.settled)
  const owed = winners.reduce((s, p) => s + p.quantity * 100, 0)
  const claims = voidClaims(ex, marketId)
  const ledgerBefore = ex.ledger.length
  ex.settle({ marketId, resolution, now })
  const added = ex.ledger.slice(ledgerBefore)
  const paid = added.filter((e) => e.kind === 'settlement').reduce((s, e) => s + e.amountCents, 0)
  if (resolution === 'void') {
    const cash = settling!.collateralCents + settling!.feePoolCents
    // The ledger says where every cent of the market came from.
    expect([...claims.values()].reduce((s, c) => s + c.cents, 0)).toBe(cash)
    const received = new Map<string, number>()
    for (const e of added) {
      if (['settlement', 'liquidity_remove', 'fee_claim'].includes(e.kind))
        received.set(e.accountId, (received.get(e.accountId) ?? 0) + e.amountCents)
    }
    // All of the market's cash goes back, and nobody gets more than they put in net.
    expect([...received.values()].reduce((a, b) => a + b, 0)).toBe(cash)
    for (const [id, cents] of received) expect(cents, id).toBeLessThanOrEqual(Math.max(0, claims.get(id)?.cents ?? 0))
    // Traders come first: when the cash covers them, each gets exactly their claim.
    const traders = [...claims].filter(([, c]) => !c.provider && c.cents > 0)
    if (traders.reduce((s, [, c]) => s + c.cents, 0) <= cash) {
      for (const [id, c] of traders) expect(received.get(id), id).toBe(c.cents)
    }
  } else {
    expect(paid).toBe(owed)
  }
  // Settling again pays nothing more.
  const balances = JSON.stringify([...ex.slice.accounts.values()])
  expect(() => ex.settle({ marketId, resolution, now })).toThrowError(expect.objectContaining({ code: 'ALREADY_RESOLVED' }))
  expect(JSON.stringify([...ex.slice.accounts.values()])).toBe(balances)
}

/** A user's LP row with shares (any market), or any user's, so removes and claims usually apply. */
function providerRow(ex: MemoryExchange, preferred: string) {
  const rows = [...ex.slice.lpShares.values()].filter((l) => l.accountId !== HOUSE && l.shares > 0)
  return rows.find((l) => l.accountId === preferred) ?? rows[USERS.indexOf(preferred) % Math.max(1, rows.length)]
}

function run(world: World, c: Command): void {
  const { ex, now } = world
  switch (c.t) {
    case 'buy':
      ex.marketTrade({
        accountId: c.user,
        marketId: c.market,
        side: c.side,
        action: 'buy',
        quantity: c.quantity,
        now,
        averageLimitCents: c.slippage ?? undefined,
      })
      return
    case 'order': {
      // Sells mostly of something held, so they usually rest or fill instead of being refused.
      const held = [...ex.slice.positions.values()].find(
        (p) => p.accountId === c.user && p.quantity > (p.reservedQuantity ?? 0) && !p.settled,
      )
      const target =
        c.action === 'sell' && held
          ? {
              marketId: held.marketId,
              side: held.side,
              quantity: Math.min(c.quantity, held.quantity - (held.reservedQuantity ?? 0)),
            }
          : { marketId: c.market, side: c.side, quantity: c.quantity }
      ex.placeOrder({
        accountId: c.user,
        ...target,
        action: c.action,
        limitPriceCents: c.limit,
        expiresAt: c.expiresInMs === null ? null : now + c.expiresInMs,
        now,
      })
      return
    }
    case 'cancel': {
      // Mostly one of the user's own open orders; otherwise any order (someone else's, or closed): refused.
      const all = [...ex.slice.orders.values()]
      const own = all.filter((o) => o.accountId === c.user && o.status === 'open')
      const order = own.length > 0 && c.pick % 4 !== 0 ? own[c.pick % own.length] : all[c.pick % Math.max(1, all.length)]
      ex.cancelOrder({ orderId: order?.id ?? 'none', accountId: c.user, now })
      return
    }
    case 'expire':
      ex.closeDueOrders(now)
      return
    case 'sell': {
      // Mostly sell part of what is held; fractions above 1 try to oversell.
      // Prefer one of the user's open positions, so sells usually have something to sell.
      const open = [...ex.slice.positions.values()].filter((p) => p.accountId === c.user && p.quantity > 0 && !p.settled)
      const target =
        open.length > 0 ? open[Math.floor(c.fraction * 97) % open.length]! : { marketId: c.market, side: c.side, quantity: 0 }
      const quantity = Math.max(1, Math.ceil(target.quantity * c.fraction))
      ex.marketTrade({
        accountId: c.user,
        marketId: target.marketId,
        side: target.side,
        action: 'sell',
        quantity,
        now,
        averageLimitCents: c.slippage ?? undefined,
      })
      return
    }
    case 'add': {
      const before = yesBp(ex.slice.markets.get(c.market)!)
      ex.addFunding({ accountId: c.user, marketId: c.market, amountCents: c.amountCents, now })
      expect(yesBp(ex.slice.markets.get(c.market)!)).toBe(before) // liquidity never moves the price
      return
    }
    case 'remove': {
      // Prefer a provider who actually holds shares in this market.
      const lp = providerRow(ex, c.user) ?? { accountId: c.user, marketId: c.market, shares: 0 }
      const before = yesBp(ex.slice.markets.get(lp.marketId)!)
      ex.removeFunding({ accountId: lp.accountId, marketId: lp.marketId, shares: lp.shares * c.fraction, now })
      expect(yesBp(ex.slice.markets.get(lp.marketId)!)).toBe(before)
      return
    }
    case 'claim': {
      const lp = providerRow(ex, c.user) ?? { accountId: c.user, marketId: c.market }
      ex.claimFees({ accountId: lp.accountId, marketId: lp.marketId, now })
      return
    }
    case 'wait':
      world.now = now + c.ms // the clock moves with no simulation step, so manual settles can happen
      return
    case 'tick':
      ex.simulate(universe, now, now + c.ms, world.rng)
      world.now = now + c.ms
      return
    case 'settle': {
      // Prefer a market that is closed and awaiting resolution.
      const due = [...ex.slice.markets.values()].find((m) => m.status !== 'resolved' && now >= m.closesAt)
      settleChecked(world, due?.id ?? c.market, c.resolution)
    }
  }
}

function assertHealthy(world: World): void {
  const { ex, now } = world
  expect(invariantViolations(ex, now)).toEqual([])
  for (const m of ex.slice.markets.values()) {
    const prices = displayPrices(m)
    expect(prices.yesBp + prices.noBp).toBe(10_000)
    expect(prices.yesWhole + prices.noWhole).toBe(100)
    expect(Number(prices.yesPrice) + Number(prices.noPrice)).toBeCloseTo(100, 9)
  }
  for (const userId of USERS) {
    for (const m of MARKETS) {
      for (const s of ['yes', 'no'] as const) {
        expect(ex.slice.positions.get(positionId(userId, m.id, s))?.quantity ?? 0).toBeGreaterThanOrEqual(0)
      }
    }
  }
}

function newWorld(seed: number): World {
  return { ex: fundedExchange({ users: USERS, markets: MARKETS }), now: T0, rng: createRng(seed) }
}

describe('exchange properties', () => {
  it('invariants hold after every command of random sequences', () => {
    const seen = new Map<string, number>()
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 60 }), fc.integer(), (commands, seed) => {
        const world = newWorld(seed)
        for (const c of commands) {
          try {
            run(world, c)
          } catch (error) {
            if (!(error instanceof ExchangeError)) throw error // refusals are fine, bugs are not
          }
          assertHealthy(world)
        }
        for (const o of world.ex.slice.orders.values()) {
          const key = `${o.status}${o.filledQuantity > 0 && o.filledQuantity < o.quantity ? ' partly' : ''}`
          seen.set(key, (seen.get(key) ?? 0) + 1)
        }
        const fills = world.ex.trades.filter((t) => t.orderId).length
        seen.set('fill trades', (seen.get('fill trades') ?? 0) + fills)
      }),
      { numRuns: 150, seed: 18 },
    )
    // The sequences reach every state an order can be in.
    for (const key of ['open', 'filled', 'cancelled', 'expired', 'open partly', 'fill trades'])
      expect(seen.get(key) ?? 0, key).toBeGreaterThan(0)
  })

  it('a refused command changes nothing', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 30 }), (commands) => {
        const world = newWorld(1)
        for (const c of commands) {
          const state = () =>
            JSON.stringify([
              [...world.ex.slice.accounts.values()],
              [...world.ex.slice.markets.values()],
              [...world.ex.slice.orders.values()],
              [...world.ex.slice.positions.values()],
              world.ex.ledger.length,
            ])
          const before = state()
          try {
            run(world, c)
          } catch (error) {
            if (!(error instanceof ExchangeError)) throw error
            if (c.t === 'settle' && error.code === 'ALREADY_RESOLVED') continue
            expect(state()).toBe(before)
          }
        }
      }),
      { numRuns: 80 },
    )
  })

  it('the same seed gives the same state', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 40 }), fc.integer(), (commands, seed) => {
        const snapshot = () => {
          const world = newWorld(seed)
          for (const c of commands) {
            try {
              run(world, c)
            } catch (error) {
              if (!(error instanceof ExchangeError)) throw error
            }
          }
          const s = world.ex.slice
          return JSON.stringify([
            [...s.markets.values()],
            [...s.accounts.values()],
            [...s.positions.values()],
            [...s.orders.values()],
            world.ex.ledger,
            world.ex.trades,
          ])
        }
        expect(snapshot()).toBe(snapshot())
      }),
      { numRuns: 30 },
    )
  })

  it('a long simulation closes, resolves and settles every market exactly once', () => {
    const world = newWorld(42)
    for (let day = 0; day < 35; day += 1) {
      run(world, { t: 'tick', ms: DAY })
      assertHealthy(world)
    }
    const markets = [...world.ex.slice.markets.values()]
    expect(
      markets
        .filter((m) => m.status === 'resolved')
        .map((m) => m.id)
        .sort(),
    ).toEqual(['m0', 'm1', 'm2'])
    expect(world.ex.trades.length).toBeGreaterThan(50)
    expect(world.ex.trades.some((t) => t.action === 'sell')).toBe(true) // traders also exit positions
    for (const m of markets.filter((x) => x.status === 'resolved')) {
      const settlements = world.ex.ledger.filter((e) => e.marketId === m.id && e.kind === 'settlement')
      const winners = [...world.ex.slice.positions.values()].filter((p) => p.marketId === m.id && p.side === m.resolution)
      expect(settlements.reduce((s, e) => s + e.amountCents, 0)).toBe(winners.reduce((s, p) => s + p.quantity * 100, 0))
    }
  })
})
