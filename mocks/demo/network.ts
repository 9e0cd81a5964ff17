import { delay } from 'msw'
import type { Backend } from '../backend'
import { HEALTHY_NETWORK, NetworkConditions, SIMULATED_NETWORK_ERROR } from '../../src/api/contract'
import { ApiHandler, json } from '../http'

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
 * The first handler of the in-browser network: waits the simulated latency and, at the
 * simulated error rate, answers 503; otherwise returns nothing, so msw falls through
 * to the real handler. The demo endpoints themselves are exempt (they turn it off).
 * On a healthy network (nearly always) it does not match at all: msw then skips it
 * without running it, which costs every call less.
 */
class NetworkGate extends ApiHandler {
  constructor(private readonly backend: Backend) {
    // Any method, like msw's http.all.
    super(/.+/, '*/api/*', async ({ request }) => {
      if (new URL(request.url).pathname.startsWith(DEMO_PATH_PREFIX)) return undefined
      const { latencyMs, errorRate } = readNetwork(backend)
      if (latencyMs > 0) await delay(latencyMs)
      if (errorRate > 0 && Math.random() < errorRate) {
        return json({ message: SIMULATED_NETWORK_ERROR }, { status: 503 })
      }
      return undefined
    })
  }

  protected override mayMatch(request: Request): boolean {
    return !isHealthy(readNetwork(this.backend)) && super.mayMatch(request)
  }
}

export function networkGate(backend: Backend) {
  return new NetworkGate(backend)
}
