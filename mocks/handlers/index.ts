import type { Backend } from '../backend'
import { authHandlers } from './auth'
import { marketHandlers } from './markets'
import { tradeHandlers } from './trades'
import { portfolioHandlers } from './portfolio'
import { logHandlers } from './logs'
import { adminHandlers } from './admin'

/** Every /api handler of the in-browser backend, in one list. */
export function createHandlers(backend: Backend) {
  return [
    ...authHandlers(backend),
    ...marketHandlers(backend),
    ...tradeHandlers(backend),
    ...portfolioHandlers(backend),
    ...logHandlers(backend),
    ...adminHandlers(backend),
  ]
}
