import { isAnswer, isMultiMarket, owedIfAnswerWins } from './multi/market'
import { balancesFromLedger } from './ledger'
import { isOpenPriceInRange, yesBp } from './prices'
import type { AccountRow, LedgerEntry, MarketRow, OrderRow, PositionRow } from './types'

/**
 * Checks that hold after every command; returns human-readable violations
 * (empty when all is well). Used by property tests and usable in handler tests
 * against a whole IndexedDB dump.
 */
interface InvariantInput {
  readonly markets: Iterable<MarketRow>
  readonly accounts: Iterable<AccountRow>
  readonly positions: Iterable<PositionRow>
  readonly ledger: Iterable<LedgerEntry>
  /** Limit orders: open buy orders hold cash back (absent: none). */
  readonly orders?: Iterable<OrderRow>
  /**
   * The clock: markets active at this time must price in 1..99, and no market closing
   * after it may stand resolved.
   */
  readonly now: number
}

function checkCash(markets: MarketRow[], accounts: AccountRow[], ledger: LedgerEntry[], orders: OrderRow[]): string[] {
  const deposits = ledger.filter((e) => e.kind === 'deposit').reduce((s, e) => s + e.amountCents, 0)
  // Cash an open buy order holds back is still the account's money, out of its balance.
  const reserved = orders.reduce((s, o) => s + o.reservedCents, 0)
  const accountCash = accounts.reduce((s, a) => s + a.balanceCents, 0) + reserved
  const marketCash = markets.reduce((s, m) => s + m.collateralCents + m.feePoolCents, 0)
  const errors: string[] = []
  if (accountCash + marketCash !== deposits) {
    errors.push(`cash not conserved: accounts ${accountCash} + markets ${marketCash} != deposits ${deposits}`)
  }
  const sums = balancesFromLedger(ledger)
  for (const a of accounts) {
    if (a.balanceCents < 0) errors.push(`negative balance ${a.id}: ${a.balanceCents}`)
    if (!Number.isSafeInteger(a.balanceCents)) errors.push(`fractional balance ${a.id}`)
    if ((sums.get(a.id) ?? 0) !== a.balanceCents)
      errors.push(`ledger of ${a.id} sums to ${sums.get(a.id)}, balance ${a.balanceCents}`)
  }
  return errors
}

/** Market cash must cover every outstanding contract (pool and holders) of each side. */
function checkCoverage(market: MarketRow, held: { yes: number; no: number }): string[] {
  if (market.status === 'resolved') {
    return market.collateralCents === 0 && market.feePoolCents === 0 ? [] : [`resolved ${market.id} still holds cash`]
  }
  const sets = market.collateralCents / 100 + 1e-6
  const errors: string[] = []
  if (market.yesReserve + held.yes > sets) errors.push(`${market.id}: yes contracts exceed collateral`)
  if (market.noReserve + held.no > sets) errors.push(`${market.id}: no contracts exceed collateral`)
  if (market.feePoolCents < 0 || market.collateralCents < 0) errors.push(`${market.id}: negative market cash`)
  return errors
}

/** Orders: filled never above the quantity, reserves never negative, closed orders hold nothing back, sell reserves within holdings. */
function checkOrders(orders: OrderRow[], positions: PositionRow[]): string[] {
  const errors: string[] = []
  const reservedByPosition = new Map<string, number>()
  for (const o of orders) {
    if (o.filledQuantity > o.quantity || o.filledQuantity < 0)
      errors.push(`order ${o.id}: filled ${o.filledQuantity} of ${o.quantity}`)
    if (o.reservedCents < 0 || o.reservedShares < 0) errors.push(`order ${o.id}: negative reserve`)
    if (o.status !== 'open' && (o.reservedCents !== 0 || o.reservedShares !== 0))
      errors.push(`order ${o.id}: ${o.status} but still holds a reserve`)
    if (o.status === 'open' && o.action === 'buy' && o.reservedCents < (o.quantity - o.filledQuantity) * o.limitPriceCents) {
      errors.push(`order ${o.id}: reserve ${o.reservedCents} below what the rest can cost`)
    }
    if (o.status === 'open' && o.action === 'sell') {
      const key = `${o.accountId}:${o.marketId}:${o.side}`
      reservedByPosition.set(key, (reservedByPosition.get(key) ?? 0) + o.reservedShares)
      if (o.reservedShares !== o.quantity - o.filledQuantity)
        errors.push(`order ${o.id}: reserves ${o.reservedShares} contracts for ${o.quantity - o.filledQuantity} to sell`)
    }
  }
  for (const p of positions) {
    const reserved = p.reservedQuantity ?? 0
    if (reserved < 0 || reserved > p.quantity) errors.push(`position ${p.id}: ${reserved} reserved of ${p.quantity}`)
    if (orders.length > 0 && !p.settled && reserved !== (reservedByPosition.get(p.id) ?? 0)) {
      errors.push(`position ${p.id}: reservedQuantity ${reserved}, open sell orders ${reservedByPosition.get(p.id) ?? 0}`)
    }
  }
  return errors
}

/**
 * A multi-answer market (multi/market.ts) holds the cash of all its answers: for each answer that
 * could win, its Yes and every other answer's No (pools and holders) must be covered by that cash.
 * Its answers hold none, and their chances stay within 0.1 %..99.9 % while open.
 */
function checkAnswers(
  m: MarketRow,
  markets: readonly MarketRow[],
  held: ReadonlyMap<string, { yes: number; no: number }>,
  now: number,
): string[] {
  if (isAnswer(m)) {
    const errors = m.collateralCents !== 0 || m.feePoolCents !== 0 ? [`answer ${m.id} holds cash`] : []
    if (!markets.some((g) => g.id === m.groupId && isMultiMarket(g))) errors.push(`answer ${m.id}: no market ${m.groupId}`)
    const bp = yesBp(m)
    if (m.status !== 'resolved' && now < m.closesAt && (bp < 10 || bp > 9_990)) errors.push(`answer ${m.id}: chance ${bp}bp`)
    return errors
  }
  if (m.status === 'resolved') return m.collateralCents === 0 && m.feePoolCents === 0 ? [] : [`resolved ${m.id} still holds cash`]
  const answers = markets.filter((a) => isAnswer(a) && a.groupId === m.id)
  const errors = m.collateralCents < 0 || m.feePoolCents < 0 ? [`${m.id}: negative market cash`] : []
  // Contracts are held on its answers, never on the market itself (nothing would back them).
  const own = held.get(m.id)
  if (own && (own.yes > 0 || own.no > 0)) errors.push(`${m.id}: contracts held on a multi-answer market itself`)
  for (const winner of answers) {
    const owed = owedIfAnswerWins(answers, held, winner.id)
    if (owed > m.collateralCents + 1e-4) errors.push(`${m.id}: if ${winner.id} wins, ${owed}¢ owed exceeds ${m.collateralCents}¢`)
  }
  return errors
}

export function checkInvariants(input: InvariantInput): string[] {
  const markets = [...input.markets]
  const accounts = [...input.accounts]
  const ledger = [...input.ledger]
  const orders = [...(input.orders ?? [])]
  const errors = checkCash(markets, accounts, ledger, orders)
  errors.push(...checkOrders(orders, [...input.positions]))
  const held = new Map<string, { yes: number; no: number }>()
  for (const p of input.positions) {
    if (p.quantity < 0 || !Number.isInteger(p.quantity)) errors.push(`bad quantity ${p.id}: ${p.quantity}`)
    if (p.settled) continue
    const h = held.get(p.marketId) ?? { yes: 0, no: 0 }
    h[p.side] += p.quantity
    held.set(p.marketId, h)
  }
  for (const m of markets) {
    if (isAnswer(m) || isMultiMarket(m)) {
      errors.push(...checkAnswers(m, markets, held, input.now))
    } else {
      errors.push(...checkCoverage(m, held.get(m.id) ?? { yes: 0, no: 0 }))
    }
    if (m.status !== 'resolved' && input.now < m.closesAt && !isAnswer(m) && !isOpenPriceInRange(yesBp(m))) {
      errors.push(`${m.id}: open price ${yesBp(m)}bp outside 1..99 cents`)
    }
    if (m.status === 'resolved' && (input.now < m.closesAt || (m.resolvedAt ?? m.closesAt) < m.closesAt)) {
      errors.push(`${m.id}: resolved before it closes`)
    }
  }
  return errors
}
