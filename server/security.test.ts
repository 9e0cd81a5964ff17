import { mkdtempSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pino from 'pino'
import { ADMIN, ContractClient, DEMO } from '../contract/http-client'
import type { RunningServer, ServerOptions } from './start'
import { startTestServer } from './test/test-server'

// A server put in front of people (docs/server.md, "Security"): whose passwords work, and what
// it believes of a request behind a proxy. Each finding of the adversarial run has a case here.
/** A server whose log lines (pino JSON) are kept. */
async function logged(options: ServerOptions): Promise<{ server: RunningServer; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = []
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  )
  return { server: await startTestServer({ logger, ...options }), lines }
}

const generatedPassword = (lines: Record<string, unknown>[]) =>
  lines.map((line) => line.password).find((password): password is string => typeof password === 'string')

const login = (base: string, username: string, password: string, headers: Record<string, string> = {}) =>
  new ContractClient(base).post('/api/auth/login', { username, password }, headers)

/** A request with a Host header of our choosing (fetch may not set one). */
function withHost(url: string, path: string, host: string, origin: string, body: unknown) {
  const target = new URL(url)
  const data = JSON.stringify(body)
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path,
        method: 'POST',
        headers: { Host: host, Origin: origin, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.end(data)
  })
}

describe('a shared server (HOST=0.0.0.0) started without ADMIN_PASSWORD', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'foresight-shared-'))
  let shared: { server: RunningServer; lines: Record<string, unknown>[] }
  let password: string

  beforeAll(async () => {
    shared = await logged({ host: '0.0.0.0', dataDir, demoControls: true, authPerMinute: 1000 })
    password = generatedPassword(shared.lines)!
  }, 180_000)
  afterAll(() => shared?.server.close())

  it('never accepts the published admin or demo password, and prints a generated admin password once', async () => {
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/)
    const printed = shared.lines.filter((line) => JSON.stringify(line).includes(password))
    expect(printed).toHaveLength(1)
    expect(String(printed[0]!.msg)).toMatch(/Settings → Account.*ADMIN_PASSWORD/)
    expect((await login(shared.server.url, ADMIN.username, ADMIN.password)).status).toBe(401)
    expect((await login(shared.server.url, DEMO.username, DEMO.password)).status).toBe(401)
    expect((await login(shared.server.url, 'admin', password)).status).toBe(200)
    // Only the hash is stored.
    const admin = await shared.server.backend.db.users.get('admin-user')
    expect(JSON.stringify(admin)).not.toContain(password)
  })

  it('shows no demo credentials: none of them works here', async () => {
    const res = await new ContractClient(shared.server.url).get('/api/auth/demo-accounts')
    expect(res.status).toBe(200)
    expect(res.json).toEqual([])
  })

  it('lets only the admin use the demo controls (they change the exchange for everyone)', async () => {
    const username = `room_${Date.now().toString(36)}`
    const person = new ContractClient(shared.server.url)
    expect((await person.post('/api/auth/register', { username, password: 'room-pass-1' })).status).toBe(201)
    expect((await person.post('/api/auth/login', { username, password: 'room-pass-1' })).status).toBe(200)
    const refused = await person.post('/api/demo/fast-forward', { preset: '1h' })
    expect(refused.status).toBe(403)
    expect(refused.json.message).toMatch(/only an admin/)
    expect((await new ContractClient(shared.server.url).post('/api/demo/reset', {})).status).toBe(401)
  })

  it('keeps the admin password through an event reset and a demo reset (the published one never comes back)', async () => {
    const admin = new ContractClient(shared.server.url)
    expect((await admin.post('/api/auth/login', { username: 'admin', password })).status).toBe(200)
    expect((await admin.post('/api/event/reset', { confirm: true })).status).toBe(200)
    expect((await login(shared.server.url, ADMIN.username, ADMIN.password)).status).toBe(401)
    expect((await admin.post('/api/demo/reset', {})).status).toBe(200)
    expect((await login(shared.server.url, ADMIN.username, ADMIN.password)).status).toBe(401)
    expect((await login(shared.server.url, DEMO.username, DEMO.password)).status).toBe(401)
    expect((await login(shared.server.url, 'admin', password)).status).toBe(200)
  })

  it('the admin changes the password; the next start generates none and the new one works', async () => {
    const admin = new ContractClient(shared.server.url)
    expect((await admin.post('/api/auth/login', { username: 'admin', password })).status).toBe(200)
    const changed = await admin.post('/api/auth/password', { currentPassword: password, newPassword: 'chosen-by-the-host' })
    expect(changed.status, changed.text).toBe(200)
    await shared.server.close()
    shared = await logged({ host: '0.0.0.0', dataDir, authPerMinute: 1000 })
    expect(generatedPassword(shared.lines)).toBeUndefined()
    expect((await login(shared.server.url, 'admin', 'chosen-by-the-host')).status).toBe(200)
    expect((await login(shared.server.url, ADMIN.username, ADMIN.password)).status).toBe(401)
  }, 180_000)
})

describe('a server behind one trusted TLS proxy, with ADMIN_PASSWORD and an app on another site', () => {
  const PUBLIC = 'https://foresight.example.org'
  const APP_ELSEWHERE = 'https://app.elsewhere.example'
  let behind: { server: RunningServer; lines: Record<string, unknown>[] }
  const viaProxy = (extra: Record<string, string> = {}) => ({
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-Host': 'foresight.example.org',
    'X-Forwarded-For': '203.0.113.20',
    ...extra,
  })

  beforeAll(async () => {
    behind = await logged({
      adminPassword: 'operator-secret',
      trustProxy: true,
      authPerMinute: 3,
      allowedOrigins: [APP_ELSEWHERE],
    })
  }, 180_000)
  afterAll(() => behind?.server.close())

  it('takes ADMIN_PASSWORD for the admin; the published demo trader is off though it listens on loopback (the proxy brings others)', async () => {
    expect((await login(behind.server.url, ADMIN.username, ADMIN.password, viaProxy())).status).toBe(401)
    expect(
      (await login(behind.server.url, 'admin', 'operator-secret', viaProxy({ 'X-Forwarded-For': '203.0.113.21' }))).status,
    ).toBe(200)
    expect(
      (await login(behind.server.url, DEMO.username, DEMO.password, viaProxy({ 'X-Forwarded-For': '203.0.113.25' }))).status,
    ).toBe(401)
    const listed = await new ContractClient(behind.server.url).get('/api/auth/demo-accounts')
    expect(listed.json).toEqual([])
  })

  it('accepts a sign-in from the browser at the forwarded https origin, with a Secure cookie', async () => {
    const res = await login(
      behind.server.url,
      'admin',
      'operator-secret',
      viaProxy({ Origin: PUBLIC, 'X-Forwarded-For': '203.0.113.22' }),
    )
    expect(res.status, res.text).toBe(200)
    expect(res.headers.getSetCookie()[0]).toMatch(/; Secure/)
  })

  it('gives the session cookie SameSite=None; Secure, so the app on another site keeps it', async () => {
    const res = await login(
      behind.server.url,
      'admin',
      'operator-secret',
      viaProxy({ Origin: APP_ELSEWHERE, 'X-Forwarded-For': '203.0.113.23' }),
    )
    expect(res.status, res.text).toBe(200)
    const cookie = res.headers.getSetCookie()[0]!
    expect(cookie).toContain('SameSite=None')
    expect(cookie).toMatch(/HttpOnly; Secure$/)
  })

  it('refuses another origin, even one the forwarded headers do not name', async () => {
    const res = await login(
      behind.server.url,
      'admin',
      'operator-secret',
      viaProxy({ Origin: 'https://evil.example', 'X-Forwarded-For': '203.0.113.24' }),
    )
    expect(res.status).toBe(403)
  })

  it('counts sign-in attempts by the address the proxy added, never by one the client wrote', async () => {
    const attempt = (written: string) =>
      login(behind.server.url, 'demo', 'wrong-password', viaProxy({ 'X-Forwarded-For': `${written}, 198.51.100.7` }))
    for (let i = 0; i < 3; i += 1) expect((await attempt(`10.0.0.${i}`)).status).toBe(401)
    const refused = await attempt('10.0.0.99')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('a laptop server (loopback, no proxy)', () => {
  let laptop: { server: RunningServer; lines: Record<string, unknown>[] }
  beforeAll(async () => {
    laptop = await logged({})
  }, 180_000)
  afterAll(() => laptop?.server.close())

  it('keeps the published demo accounts, with a warning in the log, and lists them', async () => {
    expect((await login(laptop.server.url, ADMIN.username, ADMIN.password)).status).toBe(200)
    expect(laptop.lines.some((line) => line.level === 40 && /published demo accounts work/.test(String(line.msg)))).toBe(true)
    const listed = await new ContractClient(laptop.server.url).get('/api/auth/demo-accounts')
    expect(listed.json.map((a: { username: string }) => a.username)).toEqual(['demo', 'admin'])
  })

  it("ignores forwarded headers: a client's X-Forwarded-Proto makes nothing Secure or allowed", async () => {
    const forged = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example', Origin: 'https://evil.example' }
    expect((await login(laptop.server.url, DEMO.username, DEMO.password, forged)).status).toBe(403)
    const plain = await login(laptop.server.url, DEMO.username, DEMO.password, { 'X-Forwarded-Proto': 'https' })
    expect(plain.status).toBe(200)
    expect(plain.headers.getSetCookie()[0]).not.toContain('Secure')
  })

  it('compares Origin with its own address, not with the Host the client sent', async () => {
    const body = { username: DEMO.username, password: DEMO.password }
    const rebound = await withHost(laptop.server.url, '/api/auth/login', 'evil.example', 'http://evil.example', body)
    expect(rebound.status).toBe(403)
    expect(JSON.parse(rebound.body).message).toMatch(/origin/i)
    const own = new URL(laptop.server.url)
    const direct = await withHost(laptop.server.url, '/api/auth/login', own.host, `http://localhost:${own.port}`, body)
    expect(direct.status).toBe(200)
  })
})
