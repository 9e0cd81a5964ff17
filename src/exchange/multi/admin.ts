import type { ChangeSet } from '../change-set'
import { ExchangeError } from '../errors'
import { answersDistinct } from '../answer-key'
import { ledgerEntry } from '../ledger'
import { recordPricePoint } from '../history'
import {
  cancelOrdersAtClose,
  closeNow,
  resolutionResult,
  resolvedByPeople,
  type AdminMarketSpec,
  type ResolutionResult,
} from '../market-admin'
import { emptyPosition } from '../positions'
import { yesBp } from '../prices'
import type { AccountRow, IdSource, LedgerEntry, LpShareRow, MarketRow, OrderRow, PositionRow } from '../types'
import { isMultiMarket, openMultiMarket, settleMultiMarket } from './market'

/**
 * Multi-answer markets an admin makes and resolves (docs/product.md, "Markets admins make"), the
 * counterparts of market-admin.ts's Yes/No ones: funded by the house, resolved by hand to one
 * answer or voided.
 */

/** As a Yes/No market's spec (market-admin.ts), with its answers instead of an opening chance. */
export interface AdminMultiSpec extends Omit<AdminMarketSpec, 'initialProbability'> {
  /** 2..20 answers, their row ids and texts, all alike at the start. */
  readonly answers: readonly { readonly id: string; readonly text: string }[]
}

/** Opens an admin's multi-answer market funded by `house` (a deposit tops the house up when it runs short). */
export function createAdminMultiMarket(
  spec: AdminMultiSpec,
  house: AccountRow,
  ids: IdSource,
): { market: MarketRow; answers: MarketRow[]; changes: ChangeSet } {
  if (!(spec.closesAt > spec.now)) throw new ExchangeError('INVALID_AMOUNT', 'The close time must be in the future')
  if (!answersDistinct(spec.answers.map((a) => a.text)))
    throw new ExchangeError('INVALID_AMOUNT', 'Answers must be different from each other')
  const deposit = Math.max(0, spec.liquidityCents - house.balanceCents)
  const funded: AccountRow = { ...house, balanceCents: house.balanceCents + deposit }
  const opened = openMultiMarket(
    {
      id: spec.id,
      title: spec.title,
      description: spec.description,
      categoryId: spec.categoryId,
      createdAt: spec.now,
      closesAt: spec.closesAt,
      answers: spec.answers,
      liquidityCents: spec.liquidityCents,
      providerId: house.id,
      createdBy: spec.createdBy,
      rules: spec.rules,
      resolutionSource: spec.resolutionSource,
    },
    funded,
    ids,
  )
  const depositEntry =
    deposit > 0
      ? [ledgerEntry(ids, { accountId: house.id, marketId: null, kind: 'deposit', amountCents: deposit, at: spec.now })]
      : []
  return {
    market: opened.market,
    answers: opened.answers,
    changes: { ...opened.changes, ledger: [...depositEntry, ...opened.changes.ledger] },
  }
}

/** An admin's multi-answer market as it stands before its first trade. */
export interface ReanswerRows {
  readonly market: MarketRow
  /** Its answers, in their order. */
  readonly answers: readonly MarketRow[]
  /** Every position in its answers (before a trade: the house's handed-back contracts only). */
  readonly positions: readonly PositionRow[]
  /** The house's LP share of the market. */
  readonly lpShare: LpShareRow
  readonly houseId: string
}

/** What reopenWithAnswers changes, and the rows of answers it drops (to be deleted with it). */
export interface Reanswered {
  readonly changes: ChangeSet
  /** Answers no longer in the market: their rows and charts go. */
  readonly droppedAnswerIds: string[]
  /** Positions no longer held anywhere (the house's in a dropped answer). */
  readonly droppedPositionIds: string[]
}

/**
 * An admin's multi-answer market opened again with other answers, before its first trade: its
 * answers' pools as createAdminMultiMarket would have opened them with the same house liquidity,
 * all alike, the house's handed-back contracts and its LP share's contribution with them, and
 * charts that start again. No cash moves (the collateral is the same liquidity). The question,
 * close time and flags stay. Refused once anyone traded; orders on the answers are the caller's
 * to check (they are not in these rows).
 */
export function reopenWithAnswers(
  rows: ReanswerRows,
  answers: readonly { readonly id: string; readonly text: string }[],
  now: number,
  ids: IdSource,
): Reanswered {
  const { market, houseId } = rows
  if (!isMultiMarket(market)) throw new ExchangeError('NOT_FOUND', 'Market not found')
  if (!resolvedByPeople(market)) throw new ExchangeError('FORBIDDEN', 'Only a market an admin made opens again')
  if (market.status !== 'active' || now >= market.closesAt) throw new ExchangeError('MARKET_CLOSED', 'This market is closed')
  const traded =
    [market, ...rows.answers].some((m) => m.volumeCents !== 0 || m.traderCount !== 0 || m.feePoolCents !== 0) ||
    rows.positions.some((p) => p.accountId !== houseId && p.quantity > 0)
  if (traded) throw new ExchangeError('NOT_OPEN', 'The answers change only before the first trade')
  const opened = openMultiMarket(
    {
      id: market.id,
      title: market.title,
      description: market.description,
      categoryId: market.categoryId,
      createdAt: market.createdAt,
      closesAt: market.closesAt,
      answers,
      liquidityCents: market.collateralCents,
      providerId: houseId,
    },
    // The liquidity is in the market already: the provider's cash is neither read nor written here.
    { id: houseId, kind: 'house', balanceCents: market.collateralCents, createdAt: market.createdAt },
    ids,
  )
  const reopened: MarketRow = { ...market, answerIds: opened.market.answerIds }
  const kept = new Set(answers.map((a) => a.id))
  const newAnswers = opened.answers.map((a) => ({ ...a, closesAt: market.closesAt, simAt: now }))
  // The house's contracts as the new pools hand them back; a side it held before and holds no more is emptied.
  const handedBack = new Map(opened.changes.positions.map((p) => [p.id, { ...p, updatedAt: now }]))
  const emptied = rows.positions
    .filter((p) => kept.has(p.marketId) && !handedBack.has(p.id) && p.accountId === houseId)
    .map((p) => emptyPosition(houseId, p.marketId, p.side, now))
  const newLp = opened.changes.lpShares[0]!
  return {
    changes: {
      markets: [reopened, ...newAnswers],
      accounts: [],
      positions: [...handedBack.values(), ...emptied],
      lpShares: [{ ...rows.lpShare, contributedCents: newLp.contributedCents, updatedAt: now }],
      histories: newAnswers.map((a) => recordPricePoint(undefined, a.id, now, yesBp(a))),
      trades: [],
      ledger: [],
    },
    droppedAnswerIds: rows.answers.filter((a) => !kept.has(a.id)).map((a) => a.id),
    droppedPositionIds: rows.positions.filter((p) => !kept.has(p.marketId)).map((p) => p.id),
  }
}

/** Every row a multi-answer market's resolution touches. */
export interface MultiResolutionRows {
  readonly market: MarketRow | undefined
  readonly answers: readonly MarketRow[]
  /** All positions in its answers (the house's too). */
  readonly positions: readonly PositionRow[]
  readonly lpShares: readonly LpShareRow[]
  /** The open orders on its answers. */
  readonly orders: readonly OrderRow[]
  readonly accounts: readonly AccountRow[]
  /** A void only: the ledger entries of the market and its answers. */
  readonly ledger?: readonly LedgerEntry[]
}

export interface MultiResolutionCommand {
  readonly marketId: string
  /** The answer that won, or 'void'. */
  readonly outcome: { readonly answerId: string } | 'void'
  readonly now: number
  readonly resolvedBy: string
  readonly resolvedByName?: string
  readonly note: string | null
}

/**
 * An admin's resolution of a multi-answer market, whenever it comes: a market still open closes
 * now (its answers with it), open orders on its answers are cancelled and their reserves released,
 * then settleMultiMarket pays the winning answer's Yes and every other answer's No (or refunds, for
 * a void). A second resolution throws ALREADY_RESOLVED.
 */
export function resolveMultiMarketNow(
  rows: MultiResolutionRows,
  command: MultiResolutionCommand,
  ids: IdSource,
): ResolutionResult & { answers: MarketRow[] } {
  const { market } = rows
  const { now } = command
  if (market === undefined || market.id !== command.marketId || !isMultiMarket(market)) {
    throw new ExchangeError('NOT_FOUND', 'Market not found')
  }
  if (market.status === 'resolved') throw new ExchangeError('ALREADY_RESOLVED', 'This market is already resolved')
  const [closed, ...answers] = closeNow([market, ...rows.answers.filter((a) => a.groupId === market.id)], now)
  const { cancelled, accounts, positions } = cancelOrdersAtClose(answers, rows, now, ids)
  const settled = settleMultiMarket(
    {
      market: closed,
      answers,
      positions,
      lpShares: rows.lpShares,
      accounts,
      ...(rows.ledger ? { ledger: rows.ledger } : {}),
    },
    { marketId: market.id, outcome: command.outcome, now },
    ids,
  )
  const result = resolutionResult(command, cancelled, settled, settled.changes.markets)
  return { ...result, answers: settled.changes.markets.slice(1) }
}
