import { inject } from 'vitest'

export interface ContractResponse {
  status: number
  headers: Headers
  /** Parsed JSON, or null when the body is empty or not JSON. */
  json: any
  text: string
}

export interface RequestOptions {
  /** A JSON value, or a string sent as is (for malformed-body checks). */
  body?: unknown
  headers?: Record<string, string>
}

export function baseUrl(): string {
  return inject('contractBaseUrl')
}

/**
 * One HTTP client with its own cookie jar: it keeps what Set-Cookie gives it and
 * sends it back as Cookie, like a browser would (one site, so domain/path are ignored).
 * Only HTTP: nothing here knows how the server stores anything.
 */
export class ContractClient {
  private readonly cookies = new Map<string, string>()
  constructor(readonly base: string = baseUrl()) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<ContractResponse> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
    let body: string | undefined
    if (options.body !== undefined) {
      headers['Content-Type'] ??= 'application/json'
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
    }
    if (this.cookies.size) headers.Cookie = this.cookieHeader()
    const response = await fetch(this.base + path, { method, headers, body, redirect: 'manual' })
    for (const cookie of response.headers.getSetCookie()) this.remember(cookie)
    const text = await response.text()
    let json: unknown = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = null
    }
    return { status: response.status, headers: response.headers, json, text }
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, { headers })
  }
  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, { body, headers })
  }
  put(path: string, body?: unknown) {
    return this.request('PUT', path, { body })
  }
  patch(path: string, body?: unknown) {
    return this.request('PATCH', path, { body })
  }
  delete(path: string) {
    return this.request('DELETE', path)
  }

  /** The jar as a Cookie header ("" when empty). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** Whether the jar holds any cookie (a session, after sign-in). */
  get hasCookies(): boolean {
    return this.cookies.size > 0
  }

  private remember(setCookie: string): void {
    const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim())
    const at = pair.indexOf('=')
    if (at <= 0) return
    const name = pair.slice(0, at)
    const value = pair.slice(at + 1)
    const expired = attributes.some(
      (a) => /^max-age=\s*(0|-\d+)$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now()),
    )
    if (expired || value === '') this.cookies.delete(name)
    else this.cookies.set(name, value)
  }
}

export const DEMO = { username: 'demo', password: 'demo123' }
export const ADMIN = { username: 'admin', password: 'admin123' }

/** A client signed in with the given credentials (the seeded demo accounts by default). */
export async function signedIn(credentials = DEMO, base?: string): Promise<ContractClient> {
  const client = new ContractClient(base)
  const res = await client.post('/api/auth/login', credentials)
  if (res.status !== 200) throw new Error(`sign-in as ${credentials.username} failed: ${res.status} ${res.text}`)
  return client
}

/** A username no earlier run used (the suite may run against a long-lived server). */
export function uniqueUsername(prefix = 'ct'): string {
  return `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`
}
