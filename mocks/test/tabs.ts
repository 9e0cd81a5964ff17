import type { Hono } from 'hono'
import type { Backend } from '../../backend/backend'
import { startSession } from '../../backend/auth/session'
import { inBrowserApi } from '../../backend/handlers'
import { createTestBackend, newTestProfile, type TestBackendOptions, type TestProfile } from '../node'

export interface TabAnswer {
  status: number
  json: any
  text: string
}

/** One browser tab: its own backend (clock, handlers) over the profile's shared database. */
export interface Tab {
  backend: Backend
  /** A call answered by this tab's handlers; `cookie` is sent as is (the profile's one cookie jar). */
  call(method: string, path: string, body?: unknown, cookie?: string): Promise<TabAnswer>
}

/** The cookie of a session started for `userId` (straight in the database: no password hashing). */
export async function sessionFor(tab: Tab, userId: string): Promise<string> {
  return (await startSession(tab.backend, userId)).split(';')[0]
}

function answering(app: Pick<Hono<never>, 'fetch'>) {
  return async (method: string, path: string, body?: unknown, cookie?: string): Promise<TabAnswer> => {
    const headers: Record<string, string> = {}
    if (cookie) headers.Cookie = cookie
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const request = new Request(`http://tab.foresight.test${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    // No cookie jar between: each call's session is exactly the cookie it sends.
    const response = await app.fetch(request)
    const text = await response.text()
    let json: unknown = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = undefined
    }
    return { status: response.status, json, text }
  }
}

/**
 * Opens a tab of `profile`: a backend over the same IndexedDB (one fake factory, one
 * database name) with its own clock and API app, started as a tab starts (the clock's
 * offset read, the first stage seeded if it is missing).
 */
export async function openTab(profile: TestProfile, options: Omit<TestBackendOptions, 'profile'> = {}): Promise<Tab> {
  const { backend } = await createTestBackend({ ...options, profile })
  return { backend, call: answering(inBrowserApi(backend)) }
}

/** `count` tabs of one brand-new profile, opened one after the other. */
export async function openTabs(
  count: number,
  options: Omit<TestBackendOptions, 'profile'> = {},
): Promise<{ profile: TestProfile; tabs: Tab[] }> {
  const profile = newTestProfile()
  const tabs: Tab[] = []
  for (let i = 0; i < count; i++) tabs.push(await openTab(profile, options))
  return { profile, tabs }
}
