import { changeSet } from '../change-set'
import { checkInvariants } from '../invariants'
import { openAccount } from '../ledger'
import { openMarket } from '../market-factory'
import type { MarketSpec } from '../market-factory'
import { MemoryExchange } from '../memory-exchange'
import type { MarketRow } from '../types'

/** Shared test fixtures: a bare market row and a small funded exchange. */
export const T0 = Date.UTC(2025, 0, 1)
export const DAY = 24 * 60 * 60 * 1000
export const HOUSE = 'house'

export function bareMarket(overrides: Partial<MarketRow> = {}): MarketRow {
  return {
    id: 'm1',
    title: 'Test market?',
    description: 'Test.',
    imageUrl: null,
    categoryId: 'science',
    createdAt: T0,
    closesAt: T0 + 30 * DAY,
    status: 'active',
    resolution: null,
    resolvedAt: null,
    trending: false,
    featured: false,
    yesReserve: 100,
    noReserve: 100,
    collateralCents: 10_000,
    feePoolCents: 0,
    feeIndex: 0,
    lpSharesTotal: 10_000,
    volumeCents: 0,
    traderCount: 0,
    hiddenLogit: 0,
    simAt: T0,
    ...overrides,
  }
}

interface ExchangeSetup {
  readonly users: readonly string[]
  readonly markets: readonly { id: string; p: number; liquidityCents: number; closesInDays?: number }[]
}

/** A MemoryExchange with a funded house LP and users holding $10,000 each. */
export function fundedExchange(setup: ExchangeSetup): MemoryExchange {
  const ex = new MemoryExchange()
  const houseCash = setup.markets.reduce((s, m) => s + m.liquidityCents, 0)
  const house = openAccount(ex.ids, HOUSE, 'house', T0, houseCash)
  ex.apply(changeSet({ accounts: [house.account], ledger: [house.entry] }))
  for (const userId of setup.users) {
    const opened = openAccount(ex.ids, userId, 'user', T0)
    ex.apply(changeSet({ accounts: [opened.account], ledger: [opened.entry] }))
  }
  for (const m of setup.markets) {
    const spec: MarketSpec = {
      id: m.id,
      title: `${m.id}?`,
      description: '',
      categoryId: 'science',
      createdAt: T0,
      closesAt: T0 + (m.closesInDays ?? 30) * DAY,
      trending: false,
      featured: false,
      yesProbability: m.p,
      liquidityCents: m.liquidityCents,
      providerId: HOUSE,
    }
    const opened = openMarket(spec, ex.ids)
    const houseRow = ex.slice.accounts.get(HOUSE)
    if (houseRow === undefined) throw new Error('house missing')
    ex.apply(
      changeSet({
        markets: [opened.market],
        accounts: [{ ...houseRow, balanceCents: houseRow.balanceCents - m.liquidityCents }],
        positions: opened.position ? [opened.position] : [],
        lpShares: [opened.lpShare],
        ledger: [opened.entry],
      }),
    )
  }
  return ex
}

/** What checkInvariants finds wrong in a memory exchange's rows at `now` (an empty list when all holds). */
export function invariantViolations(ex: MemoryExchange, now: number): string[] {
  return checkInvariants({
    markets: ex.slice.markets.values(),
    accounts: ex.slice.accounts.values(),
    positions: ex.slice.positions.values(),
    ledger: ex.ledger,
    orders: ex.slice.orders.values(),
    now,
  })
}
