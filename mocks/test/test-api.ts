import { setupServer } from 'msw/node'
import { afterAll, beforeAll } from 'vitest'
import { createTestBackend, type TestBackendOptions } from '../node'
import type { Backend } from '../../backend/backend'

let clientCounter = 0

/**
 * An HTTP client for handler tests. Each client is its own browser: it uses a
 * unique host name, so msw keeps its cookies (the session) apart from other clients'.
 */
export class TestClient {
  readonly origin: string
  constructor() {
    this.origin = `http://client-${++clientCounter}.foresight.test`
  }
  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { ...headers }, credentials: 'include' }
    if (body !== undefined) {
      ;(init.headers as Record<string, string>)['Content-Type'] = 'application/json'
      init.body = typeof body === 'string' ? body : JSON.stringify(body)
    }
    const response = await fetch(this.origin + path, init)
    const text = await response.text()
    let json: unknown = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = text
    }
    return { status: response.status, headers: response.headers, json: json as any, text }
  }
  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers)
  }
  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers)
  }
  patch(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PATCH', path, body, headers)
  }
  put(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', path, body, headers)
  }
  delete(path: string, headers?: Record<string, string>) {
    return this.request('DELETE', path, undefined, headers)
  }

  async login(username: string, password: string) {
    const res = await this.post('/api/auth/login', { username, password })
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`)
    return res.json.user
  }
}

export interface TestApi {
  backend: Backend
  advance(ms: number): void
  client(): TestClient
  /** A client signed in as the seeded demo trader / admin. */
  demo(): Promise<TestClient>
  admin(): Promise<TestClient>
}

/**
 * Runs msw/node for this test file (unhandled requests are errors). Call the returned
 * function in each test: it builds a brand-new backend over a fresh fake IndexedDB.
 */
export function useTestServer(): (options?: TestBackendOptions) => Promise<TestApi> {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())
  return (options) => createTestApi(server, options)
}

/** Creates a backend + server handlers for one test. */
export async function createTestApi(server: ReturnType<typeof setupServer>, options: TestBackendOptions = {}): Promise<TestApi> {
  const t = await createTestBackend(options)
  server.resetHandlers(...t.handlers)
  return {
    backend: t.backend,
    advance: t.advance,
    client: () => new TestClient(),
    async demo() {
      const c = new TestClient()
      await c.login('demo', 'demo123')
      return c
    },
    async admin() {
      const c = new TestClient()
      await c.login('admin', 'admin123')
      return c
    },
  }
}
