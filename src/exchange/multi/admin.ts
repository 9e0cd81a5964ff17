import type { ChangeSet } from '../change-set'
import { ExchangeError } from '../errors'
import { ledgerEntry } from '../ledger'
import { cancelOrdersAtClose, closeNow, resolutionResult, type AdminMarketSpec, type ResolutionResult } from '../market-admin'
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
  const texts = new Set(spec.answers.map((a) => a.text.trim().toLowerCase()))
  if (texts.size !== spec.answers.length) throw new ExchangeError('INVALID_AMOUNT', 'Answers must be different from each other')
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
