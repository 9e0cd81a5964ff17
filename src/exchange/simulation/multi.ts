import { mergeChangeSets, type ChangeSet } from '../change-set'
import { isExchangeError } from '../errors'
import { openAccount } from '../ledger'
import { settleMultiMarket } from '../multi/market'
import { tradeMultiWithOrders } from '../multi/orders'
import { cancelOrdersAtClose } from '../market-admin'
import type { OrderEvent } from '../orders'
import { resolutionDelayMs } from '../lifecycle'
import { positionId } from '../positions'
import { yesProbability } from '../prices'
import { chance, hashString, pick, randomInt } from '../random'
import type { Rng } from '../random'
import type { AccountRow, IdSource, LpShareRow, MarketRow, OrderRow, PositionRow, PriceHistoryRow, Side } from '../types'
import { sigmoid, simTraderId } from './traits'

/**
 * The simulated traders on multi-answer markets (docs/product.md, "Multi-answer markets"): now
 * and then one of a market's crowd looks at one of its answers and buys the side it thinks cheap
 * (its belief is the answer's hidden chance, as a Yes/No market's), or sells part of what it holds
 * there. Every trade goes through tradeMulti, so every answer's chance moves and they still add up
 * to 100 %. Planned from its own random source, apart from the Yes/No simulation's draws (which
 * the seeded past replays): adding these trades leaves every other trade as it was.
 */

/** About one trade on some multi-answer market every this long, at most MAX_MULTI_INTENTS a step. */
const MULTI_TRADE_EVERY_MS = 20_000
export const MAX_MULTI_INTENTS = 4
/** A market's crowd: this many simulated traders from a hash of its id. */
const CROWD = 300
const SELL_CHANCE = 0.3
/** How sure a trader must be, in probability, before it buys a side. */
const MIN_EDGE = 0.01
const NOISE_CHANCE = 0.25

export interface MultiSimIntent {
  readonly at: number
  readonly marketId: string
  readonly accountId: string
}

/** Which simulated traders look at which multi-answer markets between `fromMs` and `toMs`. */
export function planMultiIntents(
  marketIds: readonly string[],
  fromMs: number,
  toMs: number,
  simTraderCount: number,
  rng: Rng,
): MultiSimIntent[] {
  if (marketIds.length === 0 || simTraderCount === 0 || toMs <= fromMs) return []
  const expected = (toMs - fromMs) / MULTI_TRADE_EVERY_MS
  const count = Math.min(MAX_MULTI_INTENTS, Math.floor(expected) + (chance(rng, expected % 1) ? 1 : 0))
  return Array.from({ length: count }, (_, i) => {
    const marketId = pick(rng, marketIds)
    const start = hashString(marketId) % simTraderCount
    const accountId = simTraderId((start + randomInt(rng, Math.min(CROWD, simTraderCount))) % simTraderCount)
    return { at: Math.round(fromMs + ((toMs - fromMs) * (i + 1)) / (count + 1)), marketId, accountId }
  })
}

/** The rows the intents read: the multi-answer markets, their answers, the traders' accounts, positions and the answers' charts. */
export interface MultiSimRows {
  readonly markets: readonly MarketRow[]
  readonly answers: readonly MarketRow[]
  readonly accounts: readonly AccountRow[]
  /** The traders' positions in the markets' answers, and those of the owners of `orders`. */
  readonly positions: readonly PositionRow[]
  readonly histories: readonly PriceHistoryRow[]
  /** The open orders on the markets' answers (src/exchange/multi/orders.ts): a trade fills those it reaches. */
  readonly orders?: readonly OrderRow[]
}

/** What one trader does on one answer: a sale of part of a holding, or a buy of the side it thinks cheap; null: nothing. */
function decideOnAnswer(
  answer: MarketRow,
  account: AccountRow,
  held: (side: Side) => number,
  rng: Rng,
): { side: Side; action: 'buy' | 'sell'; quantity: number } | null {
  const holding = (['yes', 'no'] as const).find((side) => held(side) > 0)
  if (holding && chance(rng, SELL_CHANCE)) {
    return { side: holding, action: 'sell', quantity: Math.max(1, Math.floor(held(holding) * (0.2 + 0.8 * rng.next()))) }
  }
  const belief = sigmoid(answer.hiddenLogit)
  const price = yesProbability(answer)
  const side: Side | null = chance(rng, NOISE_CHANCE)
    ? rng.next() < 0.5
      ? 'yes'
      : 'no'
    : belief > price + MIN_EDGE
      ? 'yes'
      : belief < price - MIN_EDGE
        ? 'no'
        : null
  if (side === null) return null
  const quantity = 5 + randomInt(rng, 56)
  // A small part of its cash at most: a contract costs under $1.
  if (account.balanceCents < quantity * 100) return null
  return { side, action: 'buy', quantity }
}

/**
 * Runs the intents in order, each seeing the rows as the ones before left them. A trade the
 * exchange refuses (a chance pushed past 0.1 %..99.9 %, a closed market) is just not made.
 */
export function tradeMultiIntents(
  rows: MultiSimRows,
  intents: readonly MultiSimIntent[],
  rng: Rng,
  ids: IdSource,
): { changes: ChangeSet; trades: number; orderEvents: OrderEvent[] } {
  const markets = new Map(rows.markets.map((m) => [m.id, m]))
  const answers = new Map(rows.answers.map((a) => [a.id, a]))
  const accounts = new Map(rows.accounts.map((a) => [a.id, a]))
  const positions = new Map(rows.positions.map((p) => [p.id, p]))
  const histories = new Map(rows.histories.map((h) => [h.marketId, h]))
  const orders = new Map((rows.orders ?? []).map((o) => [o.id, o]))
  const sets: ChangeSet[] = []
  const orderEvents: OrderEvent[] = []
  for (const intent of intents) {
    const market = markets.get(intent.marketId)
    if (!market || market.status !== 'active' || market.closesAt <= intent.at) continue
    const group = (market.answerIds ?? []).flatMap((id) => answers.get(id) ?? [])
    if (group.length < 2) continue
    const answer = pick(rng, group)
    const opened = accounts.has(intent.accountId) ? null : openAccount(ids, intent.accountId, 'sim', intent.at)
    const account = accounts.get(intent.accountId) ?? opened!.account
    const inGroup = new Set(group.map((a) => a.id))
    const resting = [...orders.values()].filter((o) => o.status === 'open' && inGroup.has(o.marketId))
    const owners = new Set([account.id, ...resting.map((o) => o.accountId)])
    const mine = group.flatMap((a) =>
      [...owners].flatMap((owner) => (['yes', 'no'] as const).flatMap((s) => positions.get(positionId(owner, a.id, s)) ?? [])),
    )
    const held = (side: Side) => {
      const p = positions.get(positionId(account.id, answer.id, side))
      return !p || p.settled ? 0 : p.quantity - (p.reservedQuantity ?? 0)
    }
    const decision = decideOnAnswer(answer, account, held, rng)
    if (decision === null) continue
    try {
      const { changes, events } = tradeMultiWithOrders(
        {
          market,
          answers: group,
          accounts: [account, ...[...owners].flatMap((id) => (id === account.id ? [] : (accounts.get(id) ?? [])))],
          positions: mine,
          orders: resting,
          histories: group.flatMap((a) => histories.get(a.id) ?? []),
        },
        { accountId: account.id, marketId: market.id, answerId: answer.id, now: intent.at, ...decision },
        ids,
      )
      sets.push(opened ? mergeChangeSets([{ ...EMPTY, ledger: [opened.entry] }, changes]) : changes)
      orderEvents.push(...events)
      for (const m of changes.markets) (m.id === market.id ? markets : answers).set(m.id, m)
      for (const a of changes.accounts) accounts.set(a.id, a)
      for (const p of changes.positions) positions.set(p.id, p)
      for (const h of changes.histories) histories.set(h.marketId, h)
      for (const o of changes.orders ?? []) orders.set(o.id, o)
    } catch (error) {
      if (!isExchangeError(error)) throw error
    }
  }
  return { changes: mergeChangeSets(sets), trades: sets.length, orderEvents }
}

const EMPTY: ChangeSet = { markets: [], accounts: [], positions: [], lpShares: [], histories: [], trades: [], ledger: [] }

/** The answer a seeded multi-answer market resolves to: drawn by its answers' hidden chances. */
export function drawWinner(answers: readonly MarketRow[], rng: Rng): string {
  const weights = answers.map((a) => sigmoid(a.hiddenLogit))
  let left = rng.next() * weights.reduce((a, b) => a + b, 0)
  for (const [i, answer] of answers.entries()) {
    left -= weights[i]!
    if (left < 0) return answer.id
  }
  return answers.at(-1)!.id
}

/** The rows of the multi-answer markets due for settlement: theirs, their answers', and all positions and pool shares in them. */
export interface MultiSettleRows {
  readonly markets: readonly MarketRow[]
  readonly answers: readonly MarketRow[]
  readonly positions: readonly PositionRow[]
  readonly lpShares: readonly LpShareRow[]
  /** The owners of all of the above and of `orders`. */
  readonly accounts: readonly AccountRow[]
  /** The open orders on their answers: cancelled, their reserves released, before the payouts. */
  readonly orders?: readonly OrderRow[]
}

/**
 * Settles the multi-answer markets the simulation resolves (the seeded ones, past their close and
 * its resolution delay; an admin resolves an admin's): each to an answer drawn by drawWinner, dated
 * when it was due, as the Yes/No markets' settlement is (settleMultiMarket pays it).
 */
export function settleDueMulti(
  rows: MultiSettleRows,
  now: number,
  rng: Rng,
  ids: IdSource,
): { changes: ChangeSet; resolved: number; orderEvents: OrderEvent[] } {
  const accounts = new Map(rows.accounts.map((a) => [a.id, a]))
  const positionsById = new Map(rows.positions.map((p) => [p.id, p]))
  const sets: ChangeSet[] = []
  const orderEvents: OrderEvent[] = []
  for (const market of rows.markets) {
    const answers = (market.answerIds ?? []).flatMap((id) => rows.answers.find((a) => a.id === id) ?? [])
    if (answers.length < 2 || market.status === 'resolved') continue
    const at = Math.min(now, market.closesAt + resolutionDelayMs(market))
    // The orders resting on its answers are cancelled at its close, as an admin's resolution does (market-admin.ts).
    const inMarket = new Set(answers.map((a) => a.id))
    const closedAnswers = answers.map((a) => ({ ...a, closesAt: Math.min(a.closesAt, market.closesAt) }))
    const {
      cancelled,
      accounts: afterCancel,
      positions,
    } = cancelOrdersAtClose(
      closedAnswers,
      {
        accounts: [...accounts.values()],
        positions: [...positionsById.values()].filter((p) => inMarket.has(p.marketId)),
        orders: (rows.orders ?? []).filter((o) => o.status === 'open' && inMarket.has(o.marketId)),
      },
      at,
      ids,
    )
    orderEvents.push(...cancelled.events)
    const { changes } = settleMultiMarket(
      {
        market,
        answers,
        positions,
        lpShares: rows.lpShares.filter((l) => l.marketId === market.id),
        accounts: afterCancel,
      },
      { marketId: market.id, outcome: { answerId: drawWinner(answers, rng) }, now: at },
      ids,
    )
    for (const a of [...cancelled.changes.accounts, ...changes.accounts]) accounts.set(a.id, a)
    sets.push(cancelled.changes, changes)
  }
  return { changes: mergeChangeSets(sets), resolved: sets.length / 2, orderEvents }
}
