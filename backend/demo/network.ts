import type { MiddlewareHandler } from 'hono'
import type { Backend } from '../backend'
import { HEALTHY_NETWORK, NetworkConditions, SIMULATED_NETWORK_ERROR } from '../../src/api/contract'
import { json } from '../http'

/**
 * Simulated network conditions of the in-browser exchange, for testing loading and
 * error states. Kept in sessionStorage: they survive reloads of this tab, but a new
 * tab (or reopening the installed app) starts healthy, so a 100% error rate can
 * never lock anyone out of the sign-in page that leads back to the controls.
 */
const STORAGE_KEY = 'foresight.demo.network'
const current = new WeakMap<Backend, NetworkConditions>()

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

function stored(): NetworkConditions | null {
  try {
    const parsed = NetworkConditions.safeParse(JSON.parse(tabStorage()?.getItem(STORAGE_KEY) ?? 'null'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

const isHealthy = ({ latencyMs, errorRate }: NetworkConditions) => latencyMs === 0 && errorRate === 0

export function readNetwork(backend: Backend): NetworkConditions {
  let value = current.get(backend)
  if (!value) {
    value = stored() ?? HEALTHY_NETWORK
    current.set(backend, value)
  }
  return value
}

export function writeNetwork(backend: Backend, value: NetworkConditions): void {
  current.set(backend, value)
  try {
    const storage = tabStorage()
    if (isHealthy(value)) storage?.removeItem(STORAGE_KEY)
    else storage?.setItem(STORAGE_KEY, JSON.stringify(value))
  } catch {
    /* storage unavailable (private mode): the setting lasts until reload */
  }
}

const DEMO_PATH_PREFIX = '/api/demo/'

/**
 * Ahead of every route of the in-browser exchange (backend/api-app.ts): waits the simulated
 * latency and, at the simulated error rate, answers 503; otherwise the route answers. The demo
 * endpoints themselves are exempt (they turn it off). On a healthy network (nearly always) it
 * only reads the conditions.
 */
export function networkGate(backend: Backend): MiddlewareHandler {
  return async (c, next) => {
    const conditions = readNetwork(backend)
    if (isHealthy(conditions) || new URL(c.req.url).pathname.startsWith(DEMO_PATH_PREFIX)) return next()
    if (conditions.latencyMs > 0) await new Promise((done) => setTimeout(done, conditions.latencyMs))
    if (conditions.errorRate > 0 && Math.random() < conditions.errorRate) {
      return json({ message: SIMULATED_NETWORK_ERROR }, { status: 503 })
    }
    return next()
  }
}
