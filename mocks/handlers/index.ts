import type { Backend } from '../backend'
import { authHandlers } from './auth'
import { marketHandlers } from './markets'
import { tradeHandlers } from './trades'
import { portfolioHandlers } from './portfolio'
import { logHandlers } from './logs'
import { adminHandlers } from './admin'
import { demoHandlers } from './demo'
import { networkGate } from '../demo/network'
import { liquidityHandlers } from './liquidity'
import { instantHandlers } from './instant'
import { socialHandlers } from './social'
import { insightHandlers } from './insights'
import { orderHandlers } from './orders'
import { watchlistHandlers } from './watchlist'
import { eventHandlers } from './event'

/** Every /api handler of the in-browser backend, in one list. */
export function createHandlers(backend: Backend) {
  return [
    // First: simulated latency and errors (demo controls), then falls through.
    networkGate(backend),
    ...authHandlers(backend),
    ...marketHandlers(backend),
    ...tradeHandlers(backend),
    ...orderHandlers(backend),
    ...watchlistHandlers(backend),
    ...portfolioHandlers(backend),
    ...logHandlers(backend),
    ...adminHandlers(backend),
    ...demoHandlers(backend),
    ...liquidityHandlers(backend),
    ...instantHandlers(backend),
    ...socialHandlers(backend),
    ...insightHandlers(backend),
    ...eventHandlers(backend),
  ]
}
