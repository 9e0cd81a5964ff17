import { LIVE_MIN_INTERVAL_MS, type LiveBatch, type MarketChange } from '../../src/api/contract/live'
import { toMarketChange } from '../views/markets'
import type { CommittedChanges } from './change-feed'
import type { MarketRow } from '../../src/exchange'
import type { StoredMarket } from '../db'
import { withGroupPool } from '../queries/answers'

/** More markets than this in one commit (a seed, a reset): screens refetch rather than patch. */
export const REFRESH_OVER_MARKETS = 200

/** A committed transaction's changes as a live batch, with market figures as the API shows them at `now`. */
export function batchOf(changes: CommittedChanges, now: number): LiveBatch {
  if (changes.markets.length > REFRESH_OVER_MARKETS) return { markets: [], accounts: [], refresh: true }
  // An answer is shown within its multi-answer market: the market goes out with its answers, the
  // answers never on their own. A trade writes the market's row with every answer's pool
  // (answerPools) and the traded answer's row (backend/exchange-store.ts): the answers whose rows
  // were not written go out with their prices and pool only (the client merges them by id). A
  // market without its answers' pools nor rows (a flag changed) goes out not at all.
  const answers = new Map<string, MarketRow[]>()
  for (const row of changes.markets) {
    if (row.kind === 'answer' && row.groupId !== undefined) answers.set(row.groupId, [...(answers.get(row.groupId) ?? []), row])
  }
  const markets = changes.markets.flatMap((row): MarketChange[] => {
    if (row.kind === 'answer') return []
    if (row.kind !== 'multi') return [toMarketChange(row, now)]
    const written = new Map((answers.get(row.id) ?? []).map((a) => [a.id, withGroupPool(a, row)]))
    const pools = (row as StoredMarket).answerPools
    if (!written.size && !pools) return []
    // Every answer as the market's row prices it; one whose row is not here is a stand-in (its
    // figures other than prices and pool are left out below).
    const group = (row.answerIds ?? []).flatMap((id, i): MarketRow[] => {
      const pool = pools?.[i]
      const own = written.get(id)
      if (own) return [own]
      return pool ? [{ ...row, id, kind: 'answer', groupId: row.id, yesReserve: pool[0], noReserve: pool[1] }] : []
    })
    const change = toMarketChange(row, now, group)
    return [
      {
        ...change,
        answers: change.answers?.map((a) =>
          written.has(a.id) ? a : { id: a.id, yesPrice: a.yesPrice, noPrice: a.noPrice, pool: a.pool },
        ),
      },
    ]
  })
  return { markets, accounts: changes.accountIds, refresh: false }
}

export const isEmptyBatch = (batch: LiveBatch) => !batch.refresh && !batch.markets.length && !batch.accounts.length

export interface CoalescerOptions {
  intervalMs?: number
  now?: () => number
  schedule?: (run: () => void, ms: number) => void
}

/**
 * Merges batches so that whoever it emits to gets at most one batch per interval: the first
 * change goes out at once, later ones wait for the interval's end, each market with its latest
 * figures. So a screen sees at most one update per market per 250 ms however fast trades come.
 */
export class LiveCoalescer {
  private markets = new Map<string, LiveBatch['markets'][number]>()
  private accounts = new Set<string>()
  private refresh = false
  private lastEmit = -Infinity
  private scheduled = false
  private readonly intervalMs: number
  private readonly now: () => number
  private readonly schedule: (run: () => void, ms: number) => void

  constructor(
    private readonly emit: (batch: LiveBatch) => void,
    options: CoalescerOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? LIVE_MIN_INTERVAL_MS
    this.now = options.now ?? (() => performance.now())
    this.schedule = options.schedule ?? ((run, ms) => void setTimeout(run, ms))
  }

  add(batch: LiveBatch): void {
    if (isEmptyBatch(batch)) return
    for (const market of batch.markets) this.markets.set(market.id, market)
    for (const id of batch.accounts) this.accounts.add(id)
    this.refresh ||= batch.refresh
    if (this.scheduled) return
    const wait = this.lastEmit + this.intervalMs - this.now()
    if (wait <= 0) return this.flush()
    this.scheduled = true
    this.schedule(() => {
      this.scheduled = false
      this.flush()
    }, wait)
  }

  private flush(): void {
    const batch: LiveBatch = { markets: [...this.markets.values()], accounts: [...this.accounts], refresh: this.refresh }
    this.markets.clear()
    this.accounts.clear()
    this.refresh = false
    if (isEmptyBatch(batch)) return
    this.lastEmit = this.now()
    this.emit(batch)
  }
}
