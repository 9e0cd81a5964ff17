import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContractClient, DEMO, signedIn } from '../contract/http-client'
import type { RunningServer } from './start'
import { startTestServer } from './test/test-server'
import { SAME_ORIGIN_META } from './app'

// The duties of a real backend around the API (README, "Security model"), on the embedded PGlite.
const ALLOWED = 'https://app.example.org'
/** The operator's admin password of the server behind a proxy (no published password works there). */
const OPERATOR = 'operator-secret'
let server: RunningServer
let limited: RunningServer

beforeAll(async () => {
  const appDir = mkdtempSync(join(tmpdir(), 'foresight-app-'))
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><html><head><title>Foresight</title></head><body></body></html>')
  server = await startTestServer({ appDir, allowedOrigins: [ALLOWED], authPerMinute: 1000 })
  limited = await startTestServer({ authPerMinute: 3, trustProxy: true, adminPassword: OPERATOR })
}, 180_000)

afterAll(async () => {
  await Promise.all([server?.close(), limited?.close()])
})

const client = () => new ContractClient(server.url)

describe('the Foresight server', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await client().get('/healthz')).json).toEqual({ status: 'ok' })
    const ready = await client().get('/readyz')
    expect(ready.status).toBe(200)
    expect(ready.json).toEqual({ status: 'ready' })
  })

  it('sets the session cookie HttpOnly and SameSite=Lax, without Secure on plain http', async () => {
    const res = await client().post('/api/auth/login', { username: 'demo', password: 'demo123' })
    expect(res.status).toBe(200)
    const cookie = res.headers.getSetCookie()[0]!
    expect(cookie).toMatch(/^fs_session=[^;]+;/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).not.toContain('Secure')
  })

  it('adds Secure behind a trusted HTTPS proxy', async () => {
    const res = await new ContractClient(limited.url).post(
      '/api/auth/login',
      { username: 'admin', password: OPERATOR },
      { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.9' },
    )
    expect(res.status).toBe(200)
    expect(res.headers.getSetCookie()[0]).toMatch(/HttpOnly; Secure$/)
  })

  it('allows CORS with credentials for ALLOWED_ORIGINS only', async () => {
    const preflight = await fetch(`${server.url}/api/trades`, {
      method: 'OPTIONS',
      headers: { Origin: ALLOWED, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ALLOWED)
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    const other = await fetch(`${server.url}/api/markets`, { headers: { Origin: 'https://evil.example' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses a state change from another origin, and one that is not JSON, changing nothing', async () => {
    const demo = await signedIn(DEMO, server.url)
    const before = (await demo.get('/api/portfolio')).json
    const markets = (await demo.get('/api/markets?limit=1')).json as { id: string }[]
    const trade = { marketId: markets[0]!.id, side: 'yes', quantity: 5, price: '50.00' }
    const foreign = await demo.post('/api/trades', trade, { Origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(foreign.json.message).toMatch(/origin/i)
    const plain = await demo.request('POST', '/api/trades', {
      body: JSON.stringify(trade),
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(plain.status).toBe(415)
    expect(plain.json.message).toMatch(/application\/json/)
    expect((await demo.get('/api/portfolio')).json).toEqual(before)
    // The same trade from an allowed origin goes through.
    const allowed = await demo.post('/api/trades', trade, { Origin: ALLOWED })
    expect(allowed.status, allowed.text).toBe(201)
  })

  it('answers 413 for a body over 16 KiB', async () => {
    const res = await client().post('/api/auth/login', { username: 'x'.repeat(20_000), password: 'y' })
    expect(res.status).toBe(413)
    expect(typeof res.json.message).toBe('string')
  })

  it('limits sign-in attempts per address: 429 with Retry-After', async () => {
    const from = { 'X-Forwarded-For': '198.51.100.7' }
    const attempt = () =>
      new ContractClient(limited.url).post('/api/auth/login', { username: 'demo', password: 'wrong-password' }, from)
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401)
    const refused = await attempt()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.json.message).toMatch(/too many/i)
    // Another address is not held back.
    const other = await new ContractClient(limited.url).post(
      '/api/auth/login',
      { username: 'admin', password: OPERATOR },
      { 'X-Forwarded-For': '198.51.100.8' },
    )
    expect(other.status).toBe(200)
  })

  it('counts failed attempts only: a room on one address signs up and signs in past the limit', async () => {
    const from = { 'X-Forwarded-For': '198.51.100.30' }
    const room = new ContractClient(limited.url)
    // Five people join from one Wi-Fi (the limit is 3 a minute): each signs up, then signs in.
    for (let i = 0; i < 5; i += 1) {
      const username = `room_guest_${i}`
      const body = { username, password: 'guest-pass', firstName: 'Guest', lastName: String(i) }
      expect((await room.post('/api/auth/register', body, from)).status).toBe(201)
      expect((await room.post('/api/auth/login', { username, password: 'guest-pass' }, from)).status).toBe(200)
    }
    // Wrong passwords still stop at 3.
    for (let i = 0; i < 3; i += 1)
      expect((await room.post('/api/auth/login', { username: 'room_guest_0', password: 'wrong-pass' }, from)).status).toBe(401)
    expect((await room.post('/api/auth/login', { username: 'room_guest_0', password: 'guest-pass' }, from)).status).toBe(429)
  })

  it('counts wrong passwords sent at once while they run: a burst cannot pass the limit together', async () => {
    const from = { 'X-Forwarded-For': '198.51.100.31' }
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        new ContractClient(limited.url).post('/api/auth/login', { username: 'demo', password: 'wrong-password' }, from),
      ),
    )
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses.filter((s) => s === 401)).toHaveLength(3)
    expect(statuses.filter((s) => s === 429)).toHaveLength(5)
  })

  it('keeps the demo controls off unless DEMO_CONTROLS=on', async () => {
    const demo = await signedIn(DEMO, server.url)
    const res = await demo.post('/api/demo/fast-forward', { preset: '1h' })
    expect(res.status).toBe(403)
    expect(res.json.message).toMatch(/DEMO_CONTROLS/)
  })

  it('answers unknown API paths with 404 JSON and serves the app, marked as served by this server', async () => {
    const missing = await client().get('/api/nope')
    expect(missing.status).toBe(404)
    expect(missing.json).toEqual({ message: 'Not found' })
    for (const path of ['/', '/market/some-id']) {
      const page = await fetch(server.url + path)
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toContain(SAME_ORIGIN_META)
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    }
  })

  it('signs out by navigation: /api/logout clears the session and redirects home', async () => {
    const demo = await signedIn(DEMO, server.url)
    const res = await demo.get('/api/logout')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/')
    expect((await demo.get('/api/auth/user')).status).toBe(401)
    const login = await client().get('/api/login')
    expect(login.status).toBe(302)
    expect(login.headers.get('location')).toBe('/local-login')
  })

  it('gives every answer a request id', async () => {
    const res = await client().get('/api/markets?limit=1')
    expect(res.headers.get('x-request-id')).toMatch(/\S+/)
  })
})
