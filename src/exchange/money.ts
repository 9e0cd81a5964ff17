/**
 * Cash rules. Ledger cash is integer cents so conservation checks are exact.
 *
 * Rounding rule (why cash is conserved exactly): the pool math is real-valued,
 * but every cash amount is rounded in the pool's favour before it moves.
 * A buyer pays ceil(exact cost) and the pool mints sets for exactly that many
 * cents; a seller receives floor(exact proceeds) and the pool merges sets for
 * exactly that many cents. The sub-cent difference stays in the pool and
 * reaches the liquidity providers at settlement. Fees are ceil(cash * 1.5%).
 */
/** A winning contract pays 100 cents. */
export const PAYOUT_CENTS = 100
/** Every account starts with $10,000. */
export const STARTING_BALANCE_CENTS = 1_000_000
/** Trading fee in basis points of the trade's cash (1.5%). */
export const FEE_BPS = 150
export const MIN_QUANTITY = 1
export const MAX_QUANTITY = 10_000

/** Float noise guard: amounts within this many cents of an integer count as that integer. */
const CENT_EPSILON = 1e-7

/** Smallest whole cent that covers an exact amount. */
export function ceilCents(exactCents: number): number {
  return Math.ceil(exactCents - CENT_EPSILON)
}

/** Largest whole cent not above an exact amount. */
export function floorCents(exactCents: number): number {
  return Math.floor(exactCents + CENT_EPSILON)
}

/** Fee on an integer cash amount, rounded up in whole cents (integer math). */
export function feeForCents(cashCents: number): number {
  return Math.floor((cashCents * FEE_BPS + 9_999) / 10_000)
}

export function isWholeCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value)
}

export function isValidQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_QUANTITY && value <= MAX_QUANTITY
}

/** Integer cents to a numeric string with 2 decimals, exact (no float formatting). */
export function formatCentsAsDollars(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** Integer cents as people read dollars: "$10,000.00", "-$4.00" (exact, as the pages show money). */
export function formatUsd(cents: number): string {
  const [whole, part] = formatCentsAsDollars(Math.abs(cents)).split('.')
  return `${cents < 0 ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${part}`
}
