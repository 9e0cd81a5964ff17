import { LIVE_MIN_INTERVAL_MS, type LiveBatch } from '../../src/api/contract/live'
import { toMarketChange } from '../views/markets'
import type { CommittedChanges } from './change-feed'
import type { MarketRow } from '../../src/exchange'

/** More markets than this in one commit (a seed, a reset): screens refetch rather than patch. */
export const REFRESH_OVER_MARKETS = 200

/** A committed transaction's changes as a live batch, with market figures as the API shows them at `now`. */
export function batchOf(changes: CommittedChanges, now: number): LiveBatch {
  if (changes.markets.length > REFRESH_OVER_MARKETS) return { markets: [], accounts: [], refresh: true }
  // An answer is shown within its multi-answer market, which every change to an answer rewrites
  // with all of them (src/exchange/multi/market.ts): the market goes out with its answers, the
  // answers never on their own, and a market without its answers (a flag changed) not at all.
  const answers = new Map<string, MarketRow[]>()
  for (const row of changes.markets) {
    if (row.kind === 'answer' && row.groupId !== undefined) answers.set(row.groupId, [...(answers.get(row.groupId) ?? []), row])
  }
  const markets = changes.markets.flatMap((row) => {
    if (row.kind === 'answer') return []
    if (row.kind !== 'multi') return [toMarketChange(row, now)]
    const group = answers.get(row.id)
    if (!group) return []
    const order = new Map((row.answerIds ?? []).map((id, i) => [id, i]))
    return [
      toMarketChange(
        row,
        now,
        [...group].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
      ),
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
