// The contract's plain values (limits, header names, messages), apart from the schemas:
// the app's screens import only these, so their chunks need no zod (vite.config.ts marks
// the contract's modules free of side effects). Every module re-exports its own.

// auth.ts
export const MIN_PASSWORD_LENGTH = 6
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long'

// demo.ts
export const MAX_SIMULATED_LATENCY_MS = 5_000
export const HEALTHY_NETWORK: { latencyMs: number; errorRate: number } = { latencyMs: 0, errorRate: 0 }

// insights.ts
export const INSIGHT_CATEGORIES = ['all', 'politics', 'crypto', 'economics', 'sports', 'climate'] as const

// logs.ts
export const ACTIVITY_LOG_LIMIT = 50
/**
 * A page view within this long of the same page's logged view is counted on that entry, not
 * logged again: views never drown out what the person did (docs/product.md, Activity log).
 */
export const VIEW_LOG_WINDOW_MS = 30 * 60 * 1000
/** Every action the backend writes to the activity log (each has a sentence on My Trades). */
export const ACTIVITY_ACTIONS = [
  'trade_placed',
  'trades_viewed',
  'portfolio_viewed',
  'market_viewed',
  'trade_copied',
  'trader_followed',
  'trader_unfollowed',
  'liquidity_added',
  'liquidity_removed',
  'user_promoted',
  'user_demoted',
  'trade_sold',
  'order_placed',
  'order_filled',
  'order_cancelled',
  'order_expired',
  'password_changed',
  'password_set',
  'market_created',
  'market_resolved',
  'market_voided',
  'market_updated',
] as const
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number]

// markets.ts
export const DEFAULT_MARKETS_PAGE = 24
export const TOTAL_COUNT_HEADER = 'X-Total-Count'

// portfolio.ts
export const PORTFOLIO_BASELINE = 10_000

// trades.ts
export const MAX_TRADE_QUANTITY = 10_000
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** The slippage tolerance the trade ticket adds to the price a person saw, cents. */
export const DEFAULT_SLIPPAGE_CENTS = 2

// orders.ts
export const MIN_LIMIT_PRICE_CENTS = 1
export const MAX_LIMIT_PRICE_CENTS = 99
export const DEFAULT_ORDERS_PAGE = 50

// market-admin.ts
export const MARKET_TITLE_MAX = 200
export const MARKET_TEXT_MAX = 2000
