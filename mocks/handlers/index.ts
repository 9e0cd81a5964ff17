import type { Backend } from '../backend'
import { authHandlers } from './auth'

/** Every /api handler of the in-browser backend, in one list. */
export function createHandlers(backend: Backend) {
  return [...authHandlers(backend)]
}
