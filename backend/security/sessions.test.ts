import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../mocks/test/test-api'
import { snapshot } from '../../mocks/test/snapshot'
import { SESSION_COOKIE } from '../backend'
import { ENDPOINTS } from './endpoints'
import { createWorld, OTHER_PASSWORD, OTHER_USERNAME, sessionCookie } from './world'

const setup = useTestServer()

/** The session token a login answer sets. */
function tokenFrom(setCookie: string | null): string {
  const match = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(setCookie ?? '')
  if (!match) throw new Error(`no session cookie in ${setCookie}`)
  return match[1]
}

describe('sessions', () => {
  it('logout ends the session server-side: replaying the old cookie answers 401', async () => {
    const world = await createWorld(await setup())
    const login = await fetch('http://sessions.foresight.test/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: OTHER_USERNAME, password: OTHER_PASSWORD }),
    })
    expect(login.status).toBe(200)
    const stolen = sessionCookie(tokenFrom(login.headers.get('set-cookie')))
    expect((await world.call(stolen, { method: 'GET', path: '/api/auth/user' })).status).toBe(200)

    const logout = await world.call(stolen, { method: 'POST', path: '/api/auth/logout' })
    expect(logout.status).toBe(200)
    expect(await world.api.backend.db.sessions.get(tokenFrom(login.headers.get('set-cookie')))).toBeUndefined()
    // The browser forgot the cookie; an attacker who copied it replays it: refused everywhere.
    expect((await world.call(stolen, { method: 'GET', path: '/api/auth/user' })).status).toBe(401)
    const trade = await world.call(stolen, {
      method: 'POST',
      path: '/api/trades',
      body: { marketId: world.ids.market, side: 'yes', quantity: 1, price: '50' },
    })
    expect(trade.status).toBe(401)
  })

  it('an expired session is refused by every signed-in endpoint; one millisecond earlier it works', async () => {
    const world = await createWorld(await setup())
    const cookie = { cookie: (await world.session('admin'))! }
    const ttl = world.api.backend.sessionTtlMs
    world.api.advance(ttl - 1)
    expect((await world.call(cookie, { method: 'GET', path: '/api/auth/user' })).status).toBe(200)
    world.api.advance(1)
    for (const endpoint of ENDPOINTS.filter((e) => e.matrix.anon === 401)) {
      const answer = await world.call(cookie, { method: endpoint.method, ...endpoint.valid(world) })
      expect(answer.status, `${endpoint.method} ${endpoint.route}`).toBe(401)
    }
  })

  it('tokens are unguessable: 256 random bits, a new one per sign-in', async () => {
    const world = await createWorld(await setup())
    const tokens = await Promise.all([1, 2, 3].map(async () => (await world.session('user'))!.split('=')[1]))
    expect(new Set(tokens).size).toBe(3)
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it("cookies are SameSite=Lax and path-wide, with a lifetime (HttpOnly/Secure are the real backend's job)", async () => {
    await createWorld(await setup())
    const login = await fetch('http://cookie.foresight.test/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: OTHER_USERNAME, password: OTHER_PASSWORD }),
    })
    expect(login.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+; Path=/; SameSite=Lax; Max-Age=\\d+$`))
  })
})

describe('passwords', () => {
  it('no plaintext password is stored anywhere, and no answer carries a hash or salt', async () => {
    const world = await createWorld(await setup())
    const password = 'Pl41nText-Canary-9731'
    const register = await world.call('anon', {
      method: 'POST',
      path: '/api/auth/register',
      body: { username: 'canary', password, firstName: 'Can' },
    })
    expect(register.status).toBe(201)
    const login = await world.call('anon', { method: 'POST', path: '/api/auth/login', body: { username: 'canary', password } })
    expect(login.status).toBe(200)
    const failed = await world.call('anon', {
      method: 'POST',
      path: '/api/auth/login',
      body: { username: 'canary', password: password + 'x' },
    })
    expect(failed.status).toBe(401)
    const dump = await snapshot(world.api.backend)
    expect(dump).not.toContain(password)
    expect(dump).not.toContain(Buffer.from(password).toString('base64'))
    const stored = await world.api.backend.db.users.where('usernameKey').equals('canary').first()
    expect(stored?.password).toMatchObject({ algorithm: 'PBKDF2-SHA256', iterations: world.api.backend.passwordIterations })
    const admin = await world.call('admin', { method: 'GET', path: '/api/admin/users' })
    for (const answer of [register, login, admin]) expect(answer.text).not.toMatch(/password|salt|hash|Pl41n/i)
  })
})
