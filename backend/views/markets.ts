import { displayPrices, formatCentsAsDollars, marketStatusAt, type MarketRow, type PriceHistoryRow } from '../../src/exchange'
import type { Answer, Market, MarketChange, MarketSummary, PricePoint } from '../../src/api/contract'

/** A multi-answer market's answer rows (in its order), and on its page their price histories. */
export interface MultiParts {
  readonly answers: readonly MarketRow[]
  readonly histories?: ReadonlyMap<string, PriceHistoryRow | undefined>
}

const toPricePoints = (history: PriceHistoryRow): PricePoint[] =>
  history.points.map((p) => ({
    timestamp: new Date(p.t).toISOString(),
    yesPrice: p.y,
    noPrice: Math.round((100 - p.y) * 10) / 10,
  }))

function toAnswer(row: MarketRow, now: number): Answer {
  const prices = displayPrices(row)
  return {
    id: row.id,
    text: row.title,
    yesPrice: prices.yesPrice,
    noPrice: prices.noPrice,
    volume: Math.round(row.volumeCents) / 100,
    status: marketStatusAt(row, now),
    resolution: row.resolution,
    pool: { yesReserve: row.yesReserve, noReserve: row.noReserve },
  }
}

/** The answer with the highest chance (the first of equals): a multi market's headline price. */
export function leadingAnswer(answers: readonly MarketRow[]): MarketRow | undefined {
  return answers.reduce<MarketRow | undefined>(
    (best, a) => (best === undefined || a.noReserve / a.yesReserve > best.noReserve / best.yesReserve ? a : best),
    undefined,
  )
}

/** Dollars as the API's numeric string ("1234.56"). */
export const dollars = formatCentsAsDollars

/** A stored market as the API answers it (hidden simulation fields never leave). */
export function toMarket(row: MarketRow, now: number, history?: PriceHistoryRow, multi?: MultiParts): Market {
  const answers = multi?.answers ?? []
  const leading = leadingAnswer(answers)
  const priced = leading ?? row
  const prices = displayPrices(priced)
  const market: Market = {
    id: row.id,
    kind: row.kind === 'multi' ? 'multi' : 'binary',
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    categoryId: row.categoryId,
    yesPrice: prices.yesPrice,
    noPrice: prices.noPrice,
    volume: Math.round(row.volumeCents) / 100,
    traderCount: row.traderCount,
    closesAt: new Date(row.closesAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
    trending: row.trending,
    featured: row.featured,
    status: marketStatusAt(row, now),
    resolution: row.resolution,
    pool: { yesReserve: priced.yesReserve, noReserve: priced.noReserve },
  }
  if (row.kind === 'multi') {
    market.answers = answers.map((a) => toAnswer(a, now))
    if (row.winningAnswerId) market.winningAnswerId = row.winningAnswerId
    if (multi?.histories) {
      market.answerHistories = Object.fromEntries(
        answers.map((a) => [a.id, toPricePoints(multi.histories!.get(a.id) ?? { marketId: a.id, points: [] })]),
      )
      const lead = leading && multi.histories.get(leading.id)
      if (lead) market.priceHistory = toPricePoints(lead)
    }
  }
  if (row.createdBy !== undefined) {
    market.byAdmin = true
    market.adminResolves = true
    if (row.rules) market.rules = row.rules
    if (row.resolutionSource) market.resolutionSource = row.resolutionSource
  }
  if (row.resolvedByName) market.resolvedBy = row.resolvedByName
  if (row.resolutionNote) market.resolutionNote = row.resolutionNote
  if (history && row.kind !== 'multi') market.priceHistory = toPricePoints(history)
  return market
}

/**
 * A market as trades, positions and orders embed it. An answer of a multi-answer market is named
 * by its market (`group`): the market's id and title, the answer's prices, status and resolution.
 */
/**
 * A market's answer where no simulation resolves markets (the server with SIMULATION=off,
 * Backend.adminResolvesAll): an admin resolves it, whoever made it. toMarket marks a market an
 * admin made already.
 */
export function withAdminResolves(market: Market, adminResolvesAll: boolean | undefined): Market {
  return adminResolvesAll ? { ...market, adminResolves: true } : market
}

export function toMarketSummary(row: MarketRow, now: number, group?: MarketRow): MarketSummary {
  const prices = displayPrices(row)
  const named = row.kind === 'answer' && group ? group : row
  return {
    id: named.id,
    title: named.title,
    categoryId: named.categoryId,
    yesPrice: prices.yesPrice,
    noPrice: prices.noPrice,
    status: marketStatusAt(row, now),
    resolution: row.resolution,
    closesAt: new Date(row.closesAt).toISOString(),
    ...(named !== row ? { answer: { id: row.id, text: row.title } } : {}),
  }
}

/** The multi-answer market of an answer among `markets` (absent for any other market). */
export const groupOf = (row: MarketRow, markets: ReadonlyMap<string, MarketRow>): MarketRow | undefined =>
  row.groupId === undefined ? undefined : markets.get(row.groupId)

/**
 * The figures of a market that live updates carry (src/api/contract/live.ts); a multi-answer
 * market's with its answers (priced by the leading one, as its page is).
 */
export function toMarketChange(row: MarketRow, now: number, answers?: readonly MarketRow[]): MarketChange {
  const market = toMarket(row, now, undefined, answers ? { answers } : undefined)
  const { id, yesPrice, noPrice, volume, traderCount, status, resolution, pool } = market
  return {
    id,
    yesPrice,
    noPrice,
    volume,
    traderCount,
    status,
    resolution,
    pool,
    ...(market.answers ? { answers: market.answers } : {}),
  }
}
