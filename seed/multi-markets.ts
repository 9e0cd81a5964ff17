import { answerRowId, hashString, logit, openAccount, openMultiMarket, sequentialIds } from '../src/exchange'
import type { AccountRow, LedgerEntry, LpShareRow, MarketRow, PositionRow, PriceHistoryRow } from '../src/exchange'
import { seededAnswerHistories } from './synthetic-history'
import { curatedMulti } from './curated-multi'
import { HOUSE_ACCOUNT_ID } from './market-rows'
import { slugify } from './text'

const DAY_MS = 24 * 60 * 60 * 1000
/** Listed a month before the seed's now: their charts (seededHistory, per answer) cover a month. */
const LISTED_DAYS_AGO = 30
/** The house's subsidy of each seeded multi-answer market: $500 an answer, as deep per answer as a catalogue market's pool. */
const LIQUIDITY_PER_ANSWER_CENTS = 50_000
/** A seeded trader's average trade, dollars: the seeded volume's number of traders. */
const AVERAGE_TICKET_DOLLARS = 120

export interface MultiSeedRows {
  readonly markets: readonly MarketRow[]
  readonly positions: readonly PositionRow[]
  readonly lpShares: readonly LpShareRow[]
  /** The house's deposit of their liquidity, and each market's liquidity_add. */
  readonly ledger: readonly LedgerEntry[]
  /** Each answer's month-long chart, the answers' chances adding up to 100 % at every point. */
  readonly histories: readonly PriceHistoryRow[]
}

/**
 * The seeded multi-answer markets (curated-multi.ts), opened by the house a month ago at their
 * answers' chances of today, with a month of charts (seededAnswerHistories: drawn as a catalogue
 * market's, then shared out so the answers add up to 100 % at every point, ending at their
 * chances now; stored). Deterministic: the ids come from the titles.
 */
export function multiSeedRows(nowMs: number): MultiSeedRows {
  const ids = sequentialIds('multi-')
  const createdAt = nowMs - LISTED_DAYS_AGO * DAY_MS
  const total = curatedMulti.reduce((sum, m) => sum + m.answers.length * LIQUIDITY_PER_ANSWER_CENTS, 0)
  const deposit = openAccount(ids, HOUSE_ACCOUNT_ID, 'house', createdAt, total)
  let house: AccountRow = deposit.account
  const markets: MarketRow[] = []
  const positions: PositionRow[] = []
  const lpShares: LpShareRow[] = []
  const ledger: LedgerEntry[] = [deposit.entry]
  const histories: PriceHistoryRow[] = []
  for (const draft of curatedMulti) {
    // Ids of at most 64 characters, as the catalogue's: "m-" and the title's slug cut at a word; answers add "-aN".
    const id = `m-${slugify(draft.title)
      .slice(0, 56)
      .replace(/-[^-]*$/, '')}`
    const opened = openMultiMarket(
      {
        id,
        title: draft.title,
        description: draft.description,
        categoryId: draft.categoryId,
        createdAt,
        closesAt: nowMs + draft.closesInDays * DAY_MS,
        answers: draft.answers.map(([text], i) => ({ id: answerRowId(id, i), text })),
        chances: draft.answers.map(([, chance]) => chance),
        liquidityCents: draft.answers.length * LIQUIDITY_PER_ANSWER_CENTS,
        providerId: HOUSE_ACCOUNT_ID,
      },
      house,
      ids,
    )
    house = opened.changes.accounts[0]!
    // What a month of trading left on the lists, as the catalogue's seeded volume, shared by the
    // answers as their chances: $150K to $320K for a trending one (a few reach the home screen's
    // first page, among the busiest Yes/No markets), $20K to $150K for the others.
    const [low, span] = draft.trending ? [150_000, 170_000] : [20_000, 130_000]
    const volumeCents = (low + (hashString(id) % span)) * 100
    const traderCount = Math.round(volumeCents / 100 / AVERAGE_TICKET_DOLLARS)
    markets.push(
      {
        ...opened.market,
        featured: draft.featured ?? false,
        trending: draft.trending ?? false,
        simAt: nowMs,
        volumeCents,
        traderCount,
      },
      ...opened.answers.map((a, i) => ({
        ...a,
        simAt: nowMs,
        volumeCents: Math.round(volumeCents * draft.answers[i]![1]),
        traderCount: Math.max(1, Math.round(traderCount * draft.answers[i]![1])),
        // What the simulated traders believe: the chance it has now (they trade around it).
        hiddenLogit: logit(draft.answers[i]![1]),
      })),
    )
    histories.push(...seededAnswerHistories(markets.slice(-opened.answers.length)))
    positions.push(...opened.changes.positions)
    lpShares.push(...opened.changes.lpShares)
    ledger.push(...opened.changes.ledger)
  }
  return { markets, positions, lpShares, ledger, histories }
}
