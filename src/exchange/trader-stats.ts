import type { ChangeSet } from './change-set'
import { winRate } from './figures'
import { newlyClosedLots } from './lots'
import type { LpShareRow, MarketRow, PositionRow } from './types'

/**
 * Per-account trading results, kept up to date incrementally: every ChangeSet
 * that is written also folds its trades and position changes into these rows
 * (in the same transaction), so a leaderboard never has to scan the trades or
 * positions tables.
 *
 * - trades / volume: each new trade row (buys and sells).
 * - realized P&L: the change of each position's realizedCents (sales and
 *   settlements; see positions.ts and settlement.ts).
 * - wins / losses: lots that closed (sold out, or settled while holding contracts), a win
 *   when the lot's P&L is above zero (lots.ts), as accountFigures counts them.
 * - categories: trades per market category (for "top categories").
 */
export interface TraderStatsRow {
  readonly id: string // the account id
  readonly trades: number
  readonly volumeCents: number
  readonly realizedCents: number
  readonly wins: number
  readonly losses: number
  readonly categories: Readonly<Record<string, number>>
  /** Time of the latest trade (ms), 0 when none. */
  readonly lastTradeAt: number
  /**
   * Cash paid for buys, fees included (the portfolio's Total Invested without reading every
   * trade). Absent on rows kept from before it was counted: then the trades are read instead.
   */
  readonly boughtCents?: number
}

export function emptyTraderStats(id: string): TraderStatsRow {
  return { id, trades: 0, volumeCents: 0, realizedCents: 0, wins: 0, losses: 0, categories: {}, lastTradeAt: 0, boughtCents: 0 }
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] }
type Draft = Mutable<Omit<TraderStatsRow, 'categories'>> & { categories: Record<string, number> }

function draftOf(row: TraderStatsRow): Draft {
  return { ...row, categories: { ...row.categories } }
}

class Drafts {
  private readonly rows = new Map<string, Draft>()
  constructor(private readonly existing: ReadonlyMap<string, TraderStatsRow>) {}

  get(id: string): Draft {
    let row = this.rows.get(id)
    if (row === undefined) {
      row = draftOf(this.existing.get(id) ?? emptyTraderStats(id))
      this.rows.set(id, row)
    }
    return row
  }

  changed(): TraderStatsRow[] {
    return [...this.rows.values()]
  }
}

/**
 * The stats rows a ChangeSet changes. `existing` holds the current rows of the
 * accounts involved (missing = none yet); `previousPositions` the position rows
 * as they were before the ChangeSet (by id; missing = new row). Rows whose
 * figures do not move are not returned.
 */
export function updateTraderStats(
  changes: ChangeSet,
  existing: ReadonlyMap<string, TraderStatsRow>,
  previousPositions: ReadonlyMap<string, PositionRow>,
): TraderStatsRow[] {
  const drafts = new Drafts(existing)
  const categoryOf = new Map(changes.markets.map((m: MarketRow) => [m.id, m.categoryId]))
  for (const trade of changes.trades) {
    const row = drafts.get(trade.accountId)
    row.trades += 1
    row.volumeCents += trade.cashCents
    row.lastTradeAt = Math.max(row.lastTradeAt, trade.createdAt)
    // Only counted on from a known start (see TraderStatsRow).
    if (trade.action === 'buy' && row.boughtCents !== undefined) row.boughtCents += trade.cashCents
    const category = categoryOf.get(trade.marketId)
    if (category !== undefined) row.categories[category] = (row.categories[category] ?? 0) + 1
  }
  for (const after of changes.positions) {
    const before = previousPositions.get(after.id)
    const realized = after.realizedCents - (before?.realizedCents ?? 0)
    const closed = newlyClosedLots(before, after)
    if (realized === 0 && closed.wins + closed.losses === 0) continue
    const row = drafts.get(after.accountId)
    row.realizedCents += realized
    row.wins += closed.wins
    row.losses += closed.losses
  }
  return drafts.changed()
}

/** Accounts whose stats a ChangeSet may change (the rows to read first). */
export function statsAccountIds(changes: ChangeSet): string[] {
  return [...new Set([...changes.trades.map((t) => t.accountId), ...changes.positions.map((p) => p.accountId)])]
}

/** Win rate in percent with one decimal (figures' winRate); 0 when nothing has settled yet. */
export function winRatePercent(stats: Pick<TraderStatsRow, 'wins' | 'losses'>): number {
  return winRate(stats) ?? 0
}

/** The ids of the categories traded most, most first (ties by id, so the order is stable). */
export function topCategoryIds(stats: Pick<TraderStatsRow, 'categories'>, count = 3): string[] {
  return Object.entries(stats.categories)
    .filter(([, n]) => n > 0)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .slice(0, count)
    .map(([id]) => id)
}

/**
 * Total Invested (figures.ts's investedCents) from what is kept as it happens: the buys counted in
 * the account's stats and the cash added to each of its pools. Undefined when a row predates those
 * counts: then it is summed from the trades and the ledger. No stats row: the account never traded.
 */
export function keptInvestedCents(
  stats: Pick<TraderStatsRow, 'boughtCents'> | undefined,
  lpShares: readonly Pick<LpShareRow, 'addedCents'>[],
): number | undefined {
  const bought = stats === undefined ? 0 : stats.boughtCents
  if (bought === undefined || lpShares.some((l) => l.addedCents === undefined)) return undefined
  return lpShares.reduce((sum, l) => sum + l.addedCents!, bought)
}
