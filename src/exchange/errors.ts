/**
 * One error type for every refused command, so HTTP handlers can map `code`
 * to a status without parsing messages.
 */
type ExchangeErrorCode =
  | 'NOT_FOUND' // 404: market, account or position does not exist
  | 'MARKET_CLOSED' // 409: market past closesAt, or resolved
  | 'ALREADY_RESOLVED' // 409: settling a market twice
  | 'NOT_CLOSED' // 409: resolving a market that is still open
  | 'INSUFFICIENT_BALANCE' // 422: cash does not cover the cost
  | 'INSUFFICIENT_SHARES' // 422: selling more contracts or LP shares than held
  | 'PRICE_LIMIT' // 422: trade would push an open price outside 1..99 cents
  | 'INVALID_QUANTITY' // 400: quantity not an integer in 1..10000
  | 'INVALID_SIDE' // 400: side not 'yes' | 'no'
  | 'INVALID_AMOUNT' // 400: cash amount not a positive integer number of cents
  | 'LIQUIDITY_LOCKED' // 409: the last liquidity cannot leave an open market
  | 'SLIPPAGE' // 409: a market trade's average price is past the limit the trader set
  | 'NOT_OPEN' // 409: cancelling an order already filled, cancelled or expired
  | 'FORBIDDEN' // 403: another account's order
  | 'INVALID_PRICE' // 400: limit price not whole cents 1..99
  | 'INVALID_EXPIRY' // 400: an order's expiry not in the future
  | 'ANSWER_REQUIRED' // 400: a multi-answer market is traded one answer at a time

/** Suggested HTTP status per code (handlers may override). */
export const HTTP_STATUS_BY_CODE: Readonly<Record<ExchangeErrorCode, number>> = {
  NOT_FOUND: 404,
  MARKET_CLOSED: 409,
  ALREADY_RESOLVED: 409,
  NOT_CLOSED: 409,
  LIQUIDITY_LOCKED: 409,
  SLIPPAGE: 409,
  NOT_OPEN: 409,
  FORBIDDEN: 403,
  INVALID_PRICE: 400,
  INVALID_EXPIRY: 400,
  ANSWER_REQUIRED: 400,
  INSUFFICIENT_BALANCE: 422,
  INSUFFICIENT_SHARES: 422,
  PRICE_LIMIT: 422,
  INVALID_QUANTITY: 400,
  INVALID_SIDE: 400,
  INVALID_AMOUNT: 400,
}

export class ExchangeError extends Error {
  readonly code: ExchangeErrorCode

  constructor(code: ExchangeErrorCode, message: string) {
    super(message)
    this.name = 'ExchangeError'
    this.code = code
  }
}

export function isExchangeError(value: unknown): value is ExchangeError {
  return value instanceof ExchangeError
}
