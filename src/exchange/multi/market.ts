import type { ChangeSet } from '../change-set'
import { ExchangeError } from '../errors'
import { recordPricePoint } from '../history'
import { adjustBalance, assertCovers, ledgerEntry } from '../ledger'
import { assertOpen } from '../lifecycle'
import { assertWithinLimit } from '../orders'
import { plannedWithinBounds } from './quote'
import { PAYOUT_CENTS } from '../money'
import { addToPosition, emptyPosition, findPosition, lpShareId, removeFromPosition } from '../positions'
import { historyY, yesBp } from '../prices'
import { settleFromCash, settledChanges } from '../settlement'
import type {
  AccountRow,
  IdSource,
  LedgerEntry,
  LpShareRow,
  MarketRow,
  PositionRow,
  PriceHistoryRow,
  Side,
  TradeRow,
} from '../types'
import { MAX_ANSWERS, MIN_ANSWERS, poolsForChances, type MultiAction, type MultiTradePlan } from './arbitrage'

/**
 * Multi-answer markets as rows (docs/product.md, "Multi-answer markets"): one market row of kind
 * 'multi' holds the question, the close time, the cash of all its answers, the fee pool and the
 * provider's share; each answer is a row of kind 'answer' (groupId: the market) with its own
 * Yes/No pool, volume and traders. Positions, trades and price histories are per answer, keyed
 * by the answer's id, so everything that values a position by its market's pool works unchanged.
 * The pricing is arbitrage.ts; the money is counted on the market, across its answers.
 */

/** A multi market's own pool is never traded (its answers' pools are): it stays at this. */
const IDLE_POOL = { yesReserve: 1, noReserve: 1 }

/**
 * An answer's row id: its market's id, "-a" and its place (1-based). Sharing the market's id as a
 * prefix, a market's answers, their charts and a trader's positions in them (accountId:answerId:side)
 * each sit in one key range of their table: the store reads each with one range read.
 */
export const answerRowId = (marketId: string, index: number): string => `${marketId}-a${index + 1}`
/** What every one of `marketId`'s answers' ids starts with (answerRowId): a key range's prefix. */
export const answerIdPrefix = (marketId: string): string => `${marketId}-a`

export const isMultiMarket = (market: Pick<MarketRow, 'kind'>): boolean => market.kind === 'multi'
export const isAnswer = (market: Pick<MarketRow, 'kind'>): boolean => market.kind === 'answer'

export interface MultiMarketSpec {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly categoryId: string
  readonly createdAt: number
  readonly closesAt: number
  /** 2..20 answers: their row ids and texts. */
  readonly answers: readonly { readonly id: string; readonly text: string }[]
  /** The answers' opening chances (adding up to 1); absent: all alike. */
  readonly chances?: readonly number[]
  /** The provider's cash (integer cents): every answer's pool gets an equal part of it. */
  readonly liquidityCents: number
  readonly providerId: string
  readonly createdBy?: string
  readonly rules?: string
  readonly resolutionSource?: string | null
}

function baseRow(spec: MultiMarketSpec): Omit<MarketRow, 'id' | 'title' | 'yesReserve' | 'noReserve'> {
  return {
    description: spec.description,
    imageUrl: null,
    categoryId: spec.categoryId,
    createdAt: spec.createdAt,
    closesAt: spec.closesAt,
    status: 'active',
    resolution: null,
    resolvedAt: null,
    trending: false,
    featured: false,
    collateralCents: 0,
    feePoolCents: 0,
    feeIndex: 0,
    lpSharesTotal: 0,
    volumeCents: 0,
    traderCount: 0,
    hiddenLogit: 0,
    simAt: spec.createdAt,
  }
}

/**
 * Opens a multi-answer market funded by one provider: each answer's pool `liquidity / n` sets deep
 * at its chance, and the contracts a pool does not keep handed back to the provider (whole ones;
 * the market keeps the fraction), as for a Yes/No market. All of it is the market's cash.
 */
export function openMultiMarket(
  spec: MultiMarketSpec,
  provider: AccountRow,
  ids: IdSource,
): { market: MarketRow; answers: MarketRow[]; changes: ChangeSet } {
  const n = spec.answers.length
  if (n < MIN_ANSWERS || n > MAX_ANSWERS) {
    throw new ExchangeError('INVALID_AMOUNT', `A multi-answer market has ${MIN_ANSWERS} to ${MAX_ANSWERS} answers`)
  }
  if (!Number.isSafeInteger(spec.liquidityCents) || spec.liquidityCents < 10_000) {
    throw new ExchangeError('INVALID_AMOUNT', 'Initial liquidity must be at least $100')
  }
  if (!(spec.closesAt > spec.createdAt)) throw new ExchangeError('INVALID_AMOUNT', 'The close time must be in the future')
  assertCovers(provider, spec.liquidityCents)
  const chances = spec.chances ?? spec.answers.map(() => 1 / n)
  const pools = poolsForChances(
    spec.answers.map((a) => a.id),
    chances,
    spec.liquidityCents / 100 / n,
  )
  const base = baseRow(spec)
  const answers: MarketRow[] = pools.map((pool, i) => ({
    ...base,
    id: pool.id,
    title: spec.answers[i]!.text,
    yesReserve: pool.yesReserve,
    noReserve: pool.noReserve,
    kind: 'answer',
    groupId: spec.id,
  }))
  const handedBack: PositionRow[] = []
  let handedBackCents = 0
  for (const answer of answers) {
    const side: Side = answer.yesReserve < answer.noReserve ? 'yes' : 'no'
    const contracts = Math.floor(Math.abs(answer.noReserve - answer.yesReserve) + 1e-9)
    if (contracts === 0) continue
    const cost = Math.round((contracts * (side === 'yes' ? yesBp(answer) : 10_000 - yesBp(answer))) / 100)
    handedBackCents += cost
    handedBack.push(addToPosition(emptyPosition(provider.id, answer.id, side, spec.createdAt), contracts, cost, spec.createdAt))
  }
  const market: MarketRow = {
    ...base,
    id: spec.id,
    title: spec.title,
    ...IDLE_POOL,
    collateralCents: spec.liquidityCents,
    lpSharesTotal: spec.liquidityCents,
    kind: 'multi',
    answerIds: answers.map((a) => a.id),
    ...(spec.createdBy === undefined ? {} : { createdBy: spec.createdBy }),
    ...(spec.rules === undefined ? {} : { rules: spec.rules }),
    ...(spec.resolutionSource === undefined ? {} : { resolutionSource: spec.resolutionSource }),
  }
  const lpShare: LpShareRow = {
    id: lpShareId(provider.id, spec.id),
    accountId: provider.id,
    marketId: spec.id,
    shares: spec.liquidityCents,
    feeDebt: 0,
    contributedCents: spec.liquidityCents - handedBackCents,
    updatedAt: spec.createdAt,
  }
  return {
    market,
    answers,
    changes: {
      markets: [market, ...answers],
      accounts: [adjustBalance(provider, -spec.liquidityCents)],
      positions: handedBack,
      lpShares: [lpShare],
      histories: answers.map((a) => recordPricePoint(undefined, a.id, spec.createdAt, yesBp(a))),
      trades: [],
      ledger: [
        ledgerEntry(ids, {
          accountId: provider.id,
          marketId: spec.id,
          kind: 'liquidity_add',
          amountCents: -spec.liquidityCents,
          at: spec.createdAt,
        }),
      ],
    },
  }
}

/** Every row a trade on one answer reads. */
export interface MultiTradeRows {
  readonly market: MarketRow | undefined
  /** All the market's answers, in their order. */
  readonly answers: readonly MarketRow[]
  readonly account: AccountRow | undefined
  /** The account's positions in the market's answers (any of them: whether it traded here before counts it once). */
  readonly positions: readonly PositionRow[]
  /** The answers' price histories (missing ones start afresh). */
  readonly histories: readonly PriceHistoryRow[]
}

export interface MultiTradeCommand {
  readonly accountId: string
  readonly marketId: string
  readonly answerId: string
  readonly side: Side
  readonly action: MultiAction
  readonly quantity: number
  readonly now: number
  /** The worst average price per contract accepted, cents, fee included (a buy's most, a sale's least). */
  readonly averageLimitCents?: number
}

/**
 * Buys or sells `quantity` whole contracts of one answer's side, with the arbitrage across the other
 * answers (arbitrage.ts): the trader gets (or gives) exactly those contracts, every answer's pool
 * moves, the market's cash takes the net and the fee pool the fee.
 */
export function tradeMulti(
  rows: MultiTradeRows,
  command: MultiTradeCommand,
  ids: IdSource,
): { changes: ChangeSet; trade: TradeRow; plan: MultiTradePlan } {
  const { market, account } = rows
  if (market === undefined || market.id !== command.marketId || !isMultiMarket(market)) {
    throw new ExchangeError('NOT_FOUND', 'Market not found')
  }
  if (account === undefined || account.id !== command.accountId) throw new ExchangeError('NOT_FOUND', 'Account not found')
  const answers = rows.answers.filter((a) => a.groupId === market.id)
  const answer = answers.find((a) => a.id === command.answerId)
  if (answer === undefined) throw new ExchangeError('NOT_FOUND', 'Answer not found')
  assertOpen(market, command.now)
  const plan = plannedWithinBounds(answers, command.answerId, command.side, command.action, command.quantity)
  const position = findPosition(rows.positions, command.accountId, answer.id, command.side, command.now)
  const buy = command.action === 'buy'
  if (buy) assertCovers(account, plan.cashCents)
  else if (position.settled || position.quantity < command.quantity) {
    throw new ExchangeError('INSUFFICIENT_SHARES', `You hold ${position.quantity} ${command.side.toUpperCase()} contracts`)
  }
  // A trader counts once on the market, and once on each answer they trade.
  const mine = rows.positions.filter((p) => p.accountId === command.accountId)
  const newToMarket = buy && !mine.some((p) => answers.some((a) => a.id === p.marketId))
  const newToAnswer = buy && !mine.some((p) => p.marketId === answer.id)
  const collateralCents = market.collateralCents + (buy ? plan.netCents : -plan.netCents)
  if (collateralCents < 0) throw new Error(`market ${market.id} cash would go negative`)
  const volumeCents = buy ? plan.cashCents : plan.netCents
  const marketAfter: MarketRow = {
    ...market,
    collateralCents,
    feePoolCents: market.feePoolCents + plan.feeCents,
    feeIndex: market.lpSharesTotal > 0 ? market.feeIndex + plan.feeCents / market.lpSharesTotal : market.feeIndex,
    volumeCents: market.volumeCents + volumeCents,
    traderCount: market.traderCount + (newToMarket ? 1 : 0),
  }
  const after = new Map(plan.poolsAfter.map((p) => [p.id, p]))
  const answersAfter = answers.map((a): MarketRow => {
    const pool = after.get(a.id)!
    const traded = a.id === answer.id
    return {
      ...a,
      yesReserve: pool.yesReserve,
      noReserve: pool.noReserve,
      volumeCents: a.volumeCents + (traded ? volumeCents : 0),
      traderCount: a.traderCount + (traded && newToAnswer ? 1 : 0),
    }
  })
  const tradeId = ids.next('tr')
  const positionAfter = buy
    ? addToPosition(position, command.quantity, plan.cashCents, command.now, tradeId)
    : removeFromPosition(position, command.quantity, plan.cashCents, command.now)
  const trade: TradeRow = {
    id: tradeId,
    accountId: command.accountId,
    marketId: answer.id,
    side: command.side,
    action: command.action,
    quantity: command.quantity,
    priceCents: plan.cashCents / command.quantity,
    cashCents: plan.cashCents,
    feeCents: plan.feeCents,
    yesBpAfter: yesBp(after.get(answer.id)!),
    createdAt: command.now,
    ...(buy ? {} : { costBasisCents: position.costCents - positionAfter.costCents }),
  }
  const priceAfterBp = yesBp(after.get(answer.id)!)
  assertWithinLimit(command, trade, (command.side === 'yes' ? priceAfterBp : 10_000 - priceAfterBp) / 100)
  // A chart point for the traded answer, and for each other answer whose chart would read
  // differently (historyY's tenth of a point): most of a small trade's arbitrage moves the other
  // answers by less, and their charts would only repeat their last points.
  const histories = new Map(rows.histories.map((h) => [h.marketId, h]))
  const charted = answersAfter.flatMap((a) => {
    const last = histories.get(a.id)?.points.at(-1)
    if (a.id !== answer.id && last !== undefined && last.y === historyY(yesBp(a))) return []
    return [recordPricePoint(histories.get(a.id), a.id, command.now, yesBp(a))]
  })
  const common = { accountId: command.accountId, marketId: answer.id, at: command.now, refId: trade.id }
  return {
    trade,
    plan,
    changes: {
      markets: [marketAfter, ...answersAfter],
      accounts: [adjustBalance(account, buy ? -plan.cashCents : plan.cashCents)],
      positions: [positionAfter],
      lpShares: [],
      histories: charted,
      trades: [trade],
      ledger: [
        ledgerEntry(ids, { ...common, kind: 'trade', amountCents: buy ? -plan.netCents : plan.netCents }),
        ledgerEntry(ids, { ...common, kind: 'fee', amountCents: -plan.feeCents }),
      ],
    },
  }
}

/** Every row a multi-answer market's settlement touches. */
export interface MultiSettlementRows {
  readonly market: MarketRow | undefined
  readonly answers: readonly MarketRow[]
  /** All positions in all its answers. */
  readonly positions: readonly PositionRow[]
  /** The market's LP shares. */
  readonly lpShares: readonly LpShareRow[]
  /** The owners of all of the above. */
  readonly accounts: readonly AccountRow[]
  /** A void only: the ledger entries of the market and its answers (settlement.ts). */
  readonly ledger?: readonly LedgerEntry[]
}

/**
 * Settles a closed multi-answer market: the winning answer's Yes and every other answer's No pay
 * 100 cents a contract, or a void refunds each trader what they put into all its answers net of
 * what they took out (settlement.ts); the provider gets what is left of the market's cash. Every
 * answer is resolved with it: the winner 'yes', the others 'no' (or all 'void'), so each answer's
 * positions read won, lost or refunded as a Yes/No market's do.
 */
export function settleMultiMarket(
  rows: MultiSettlementRows,
  command: { readonly marketId: string; readonly outcome: { readonly answerId: string } | 'void'; readonly now: number },
  ids: IdSource,
): { changes: ChangeSet; paidToHoldersCents: number; paidToProvidersCents: number; positions: PositionRow[] } {
  const { market } = rows
  const { now } = command
  if (market === undefined || market.id !== command.marketId || !isMultiMarket(market)) {
    throw new ExchangeError('NOT_FOUND', 'Market not found')
  }
  if (market.status === 'resolved') throw new ExchangeError('ALREADY_RESOLVED', 'This market is already resolved')
  if (now < market.closesAt) throw new ExchangeError('NOT_CLOSED', 'This market is still open')
  const answers = rows.answers.filter((a) => a.groupId === market.id)
  const winner = command.outcome === 'void' ? null : command.outcome.answerId
  if (winner !== null && !answers.some((a) => a.id === winner)) throw new ExchangeError('NOT_FOUND', 'Answer not found')
  const answerIds = new Set(answers.map((a) => a.id))
  const positions = rows.positions.filter((p) => answerIds.has(p.marketId) && !p.settled)
  const settled = settleFromCash(
    {
      market,
      lpShares: rows.lpShares,
      accounts: rows.accounts,
      marketIds: [...answerIds],
      ...(rows.ledger ? { ledger: rows.ledger } : {}),
    },
    positions,
    winner === null ? 'void' : (p) => (p.marketId === winner ? p.side === 'yes' : p.side === 'no'),
    now,
    ids,
  )
  const resolved: MarketRow = {
    ...settled.market,
    status: 'resolved',
    resolution: winner === null ? 'void' : 'yes',
    resolvedAt: now,
    ...(winner === null ? {} : { winningAnswerId: winner }),
  }
  const answersResolved = answers.map((a): MarketRow => ({
    ...a,
    status: 'resolved',
    resolution: winner === null ? 'void' : a.id === winner ? 'yes' : 'no',
    resolvedAt: now,
    closesAt: Math.min(a.closesAt, market.closesAt),
  }))
  return {
    paidToHoldersCents: settled.paidToHoldersCents,
    paidToProvidersCents: settled.paidToProvidersCents,
    positions: settled.positions,
    changes: settledChanges(settled, [resolved, ...answersResolved]),
  }
}

/** What a winner pays, in cents, on everything outstanding (pools and holders): the market's cash must cover it for each answer. */
export function owedIfAnswerWins(
  answers: readonly MarketRow[],
  held: ReadonlyMap<string, { yes: number; no: number }>,
  winnerId: string,
): number {
  return answers.reduce((sum, a) => {
    const h = held.get(a.id) ?? { yes: 0, no: 0 }
    return sum + (a.id === winnerId ? a.yesReserve + h.yes : a.noReserve + h.no) * PAYOUT_CENTS
  }, 0)
}
