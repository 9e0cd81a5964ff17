import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExchangeError } from './errors';
import { checkInvariants } from './invariants';
import type { MemoryExchange } from './memory-exchange';
import { positionId } from './positions';
import { displayPrices, yesBp } from './prices';
import { createRng } from './random';
import type { SimUniverse } from './simulation/plan';
import { DAY, HOUSE, T0, fundedExchange } from './testing/fixtures';
import type { Side } from './types';

/**
 * Random sequences of commands from many users, simulation ticks, closes,
 * settlements and liquidity moves; after every step the invariants hold:
 * cash conserved exactly, no negative balance or position, open prices in
 * 1..99 summing to 100, each winning contract paid exactly once.
 */
const USERS = ['u0', 'u1', 'u2', 'u3', 'u4', 'u5'];
const MARKETS = [
  { id: 'm0', p: 0.5, liquidityCents: 20_000, closesInDays: 2 },
  { id: 'm1', p: 0.85, liquidityCents: 50_000, closesInDays: 5 },
  { id: 'm2', p: 0.12, liquidityCents: 10_000, closesInDays: 9 },
  { id: 'm3', p: 0.4, liquidityCents: 300_000, closesInDays: 40 },
];
const universe: SimUniverse = { marketIds: MARKETS.map((m) => m.id), hotMarketIds: ['m0'], simTraderCount: 40 };

const user = fc.constantFrom(...USERS);
const market = fc.constantFrom(...MARKETS.map((m) => m.id));
const side = fc.constantFrom<Side>('yes', 'no');

type Command =
  | { t: 'buy'; user: string; market: string; side: Side; quantity: number }
  | { t: 'sell'; user: string; market: string; side: Side; fraction: number }
  | { t: 'add'; user: string; market: string; amountCents: number }
  | { t: 'remove'; user: string; market: string; fraction: number }
  | { t: 'claim'; user: string; market: string }
  | { t: 'tick'; ms: number }
  | { t: 'wait'; ms: number }
  | { t: 'settle'; market: string; resolution: Side };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ t: fc.constant('buy' as const), user, market, side, quantity: fc.integer({ min: 1, max: 3000 }) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('sell' as const), user, market, side, fraction: fc.double({ min: 0, max: 1.2, noNaN: true }) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('add' as const), user, market, amountCents: fc.integer({ min: 1, max: 300_000 }) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('remove' as const), user, market, fraction: fc.double({ min: 0.01, max: 1, noNaN: true }) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('claim' as const), user, market }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('tick' as const), ms: fc.integer({ min: 1000, max: 3 * DAY }) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('wait' as const), ms: fc.integer({ min: 60_000, max: 5 * DAY }) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('settle' as const), market, resolution: side }) },
);

interface World {
  ex: MemoryExchange;
  now: number;
  rng: ReturnType<typeof createRng>;
}

function settleChecked(world: World, marketId: string, resolution: Side): void {
  const { ex, now } = world;
  const winners = [...ex.slice.positions.values()].filter((p) => p.marketId === marketId && p.side === resolution && !p.settled);
  const owed = winners.reduce((s, p) => s + p.quantity * 100, 0);
  const ledgerBefore = ex.ledger.length;
  ex.settle({ marketId, resolution, now });
  const paid = ex.ledger.slice(ledgerBefore).filter((e) => e.kind === 'settlement').reduce((s, e) => s + e.amountCents, 0);
  expect(paid).toBe(owed);
  // Settling again pays nothing more.
  const balances = JSON.stringify([...ex.slice.accounts.values()]);
  expect(() => ex.settle({ marketId, resolution, now })).toThrowError(expect.objectContaining({ code: 'ALREADY_RESOLVED' }));
  expect(JSON.stringify([...ex.slice.accounts.values()])).toBe(balances);
}

/** A user's LP row with shares (any market), or any user's, so removes and claims usually apply. */
function providerRow(ex: MemoryExchange, preferred: string) {
  const rows = [...ex.slice.lpShares.values()].filter((l) => l.accountId !== HOUSE && l.shares > 0);
  return rows.find((l) => l.accountId === preferred) ?? rows[USERS.indexOf(preferred) % Math.max(1, rows.length)];
}

function run(world: World, c: Command): void {
  const { ex, now } = world;
  switch (c.t) {
    case 'buy':
      ex.buy({ accountId: c.user, marketId: c.market, side: c.side, quantity: c.quantity, now });
      return;
    case 'sell': {
      // Mostly sell part of what is held; fractions above 1 try to oversell.
      // Prefer one of the user's open positions, so sells usually have something to sell.
      const open = [...ex.slice.positions.values()].filter((p) => p.accountId === c.user && p.quantity > 0 && !p.settled);
      const target = open.length > 0 ? open[Math.floor(c.fraction * 97) % open.length]! : { marketId: c.market, side: c.side, quantity: 0 };
      const quantity = Math.max(1, Math.ceil(target.quantity * c.fraction));
      ex.sell({ accountId: c.user, marketId: target.marketId, side: target.side, quantity, now });
      return;
    }
    case 'add': {
      const before = yesBp(ex.slice.markets.get(c.market)!);
      ex.addFunding({ accountId: c.user, marketId: c.market, amountCents: c.amountCents, now });
      expect(yesBp(ex.slice.markets.get(c.market)!)).toBe(before); // liquidity never moves the price
      return;
    }
    case 'remove': {
      // Prefer a provider who actually holds shares in this market.
      const lp = providerRow(ex, c.user) ?? { accountId: c.user, marketId: c.market, shares: 0 };
      const before = yesBp(ex.slice.markets.get(lp.marketId)!);
      ex.removeFunding({ accountId: lp.accountId, marketId: lp.marketId, shares: lp.shares * c.fraction, now });
      expect(yesBp(ex.slice.markets.get(lp.marketId)!)).toBe(before);
      return;
    }
    case 'claim': {
      const lp = providerRow(ex, c.user) ?? { accountId: c.user, marketId: c.market };
      ex.claimFees({ accountId: lp.accountId, marketId: lp.marketId, now });
      return;
    }
    case 'wait':
      world.now = now + c.ms; // the clock moves with no simulation step, so manual settles can happen
      return;
    case 'tick':
      ex.simulate(universe, now, now + c.ms, world.rng);
      world.now = now + c.ms;
      return;
    case 'settle': {
      // Prefer a market that is closed and awaiting resolution.
      const due = [...ex.slice.markets.values()].find((m) => m.status !== 'resolved' && now >= m.closesAt);
      settleChecked(world, due?.id ?? c.market, c.resolution);
    }
  }
}

function assertHealthy(world: World): void {
  const { ex, now } = world;
  expect(
    checkInvariants({ markets: ex.slice.markets.values(), accounts: ex.slice.accounts.values(), positions: ex.slice.positions.values(), ledger: ex.ledger, orders: ex.slice.orders.values(), now }),
  ).toEqual([]);
  for (const m of ex.slice.markets.values()) {
    const prices = displayPrices(m);
    expect(prices.yesBp + prices.noBp).toBe(10_000);
    expect(prices.yesWhole + prices.noWhole).toBe(100);
    expect(Number(prices.yesPrice) + Number(prices.noPrice)).toBeCloseTo(100, 9);
  }
  for (const userId of USERS) {
    for (const m of MARKETS) {
      for (const s of ['yes', 'no'] as const) {
        expect(ex.slice.positions.get(positionId(userId, m.id, s))?.quantity ?? 0).toBeGreaterThanOrEqual(0);
      }
    }
  }
}

function newWorld(seed: number): World {
  return { ex: fundedExchange({ users: USERS, markets: MARKETS }), now: T0, rng: createRng(seed) };
}

describe('exchange properties', () => {
  it('invariants hold after every command of random sequences', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 60 }), fc.integer(), (commands, seed) => {
        const world = newWorld(seed);
        for (const c of commands) {
          try {
            run(world, c);
          } catch (error) {
            if (!(error instanceof ExchangeError)) throw error; // refusals are fine, bugs are not
          }
          assertHealthy(world);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a refused command changes nothing', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 30 }), (commands) => {
        const world = newWorld(1);
        for (const c of commands) {
          const before = JSON.stringify([[...world.ex.slice.accounts.values()], [...world.ex.slice.markets.values()], world.ex.ledger.length]);
          try {
            run(world, c);
          } catch (error) {
            if (!(error instanceof ExchangeError)) throw error;
            if (c.t === 'settle' && error.code === 'ALREADY_RESOLVED') continue;
            const after = JSON.stringify([[...world.ex.slice.accounts.values()], [...world.ex.slice.markets.values()], world.ex.ledger.length]);
            expect(after).toBe(before);
          }
        }
      }),
      { numRuns: 80 },
    );
  });

  it('the same seed gives the same state', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 40 }), fc.integer(), (commands, seed) => {
        const snapshot = () => {
          const world = newWorld(seed);
          for (const c of commands) {
            try {
              run(world, c);
            } catch (error) {
              if (!(error instanceof ExchangeError)) throw error;
            }
          }
          const s = world.ex.slice;
          return JSON.stringify([[...s.markets.values()], [...s.accounts.values()], [...s.positions.values()], world.ex.ledger, world.ex.trades]);
        };
        expect(snapshot()).toBe(snapshot());
      }),
      { numRuns: 30 },
    );
  });

  it('a long simulation closes, resolves and settles every market exactly once', () => {
    const world = newWorld(42);
    for (let day = 0; day < 35; day += 1) {
      run(world, { t: 'tick', ms: DAY });
      assertHealthy(world);
    }
    const markets = [...world.ex.slice.markets.values()];
    expect(markets.filter((m) => m.status === 'resolved').map((m) => m.id).sort()).toEqual(['m0', 'm1', 'm2']);
    expect(world.ex.trades.length).toBeGreaterThan(50);
    expect(world.ex.trades.some((t) => t.action === 'sell')).toBe(true); // traders also exit positions
    for (const m of markets.filter((x) => x.status === 'resolved')) {
      const settlements = world.ex.ledger.filter((e) => e.marketId === m.id && e.kind === 'settlement');
      const winners = [...world.ex.slice.positions.values()].filter((p) => p.marketId === m.id && p.side === m.resolution);
      expect(settlements.reduce((s, e) => s + e.amountCents, 0)).toBe(winners.reduce((s, p) => s + p.quantity * 100, 0));
    }
  });
});
