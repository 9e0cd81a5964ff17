import { afterEach, describe, expect, it, vi } from 'vitest'
import { useTestServer, type TestApi } from '../../mocks/test/test-api'
import { snapshot } from '../../mocks/test/snapshot'

const setup = useTestServer()

afterEach(() => vi.restoreAllMocks())

/** The PBKDF2 iteration counts the password checks of `run` derived with. */
async function derivations(run: () => Promise<unknown>): Promise<number[]> {
  const spy = vi.spyOn(crypto.subtle, 'deriveBits')
  await run()
  const counts = spy.mock.calls.map(([algorithm]) => (algorithm as Pbkdf2Params).iterations)
  spy.mockRestore()
  return counts
}

async function register(api: TestApi, username: string, password: string) {
  const res = await api.client().post('/api/auth/register', { username, password })
  expect(res.status, res.text).toBe(201)
  return res.json.user.id as string
}

describe('sign-in timing', () => {
  it('checks an unknown name with the same hash cost as a real one', async () => {
    const api = await setup()
    api.backend.passwordIterations = 4321
    await register(api, 'river', 'river-pass')
    const login = (username: string) => api.client().post('/api/auth/login', { username, password: 'wrong-guess' })
    const known = await derivations(() => login('river'))
    const unknown = await derivations(() => login('nobody-here'))
    expect(known).toEqual([4321])
    expect(unknown).toEqual(known)
  })
})

describe('POST /api/auth/password', () => {
  it('changes the password, keeps this session and signs out the others', async () => {
    const api = await setup()
    const id = await register(api, 'maple', 'maple-one')
    const here = api.client()
    const there = api.client()
    await here.login('maple', 'maple-one')
    await there.login('maple', 'maple-one')
    const res = await here.post('/api/auth/password', { currentPassword: 'maple-one', newPassword: 'maple-two' })
    expect(res.status, res.text).toBe(200)
    expect(res.json.message).toMatch(/changed/i)
    expect((await here.get('/api/auth/user')).status).toBe(200)
    expect((await there.get('/api/auth/user')).status).toBe(401)
    expect((await api.client().post('/api/auth/login', { username: 'maple', password: 'maple-one' })).status).toBe(401)
    expect((await api.client().post('/api/auth/login', { username: 'maple', password: 'maple-two' })).status).toBe(200)
    const log = await here.get(`/api/logs/${id}`)
    expect(log.json.map((e: { action: string }) => e.action)).toContain('password_changed')
  })

  it.each([
    ['a wrong current password', { currentPassword: 'not-it', newPassword: 'another-one' }, 400, /current password/i],
    ['a new password under 6 characters', { currentPassword: 'demo123', newPassword: 'abc' }, 400, /at least 6/],
    ['a blank new password', { currentPassword: 'demo123', newPassword: '       ' }, 400, /./],
    ['the same password again', { currentPassword: 'demo123', newPassword: 'demo123' }, 400, /differs/],
    ['a missing field', { currentPassword: 'demo123' }, 400, /newPassword/],
    ['an unknown field', { currentPassword: 'demo123', newPassword: 'fresh-one', role: 'admin' }, 400, /Unknown field/],
  ])('refuses %s and changes nothing', async (_, body, status, message) => {
    const api = await setup()
    const demo = await api.demo()
    const before = await snapshot(api.backend)
    const res = await demo.post('/api/auth/password', body)
    expect(res.status).toBe(status)
    expect(res.json.message).toMatch(message)
    expect(await snapshot(api.backend)).toBe(before)
  })

  it('needs a session', async () => {
    const api = await setup()
    const res = await api.client().post('/api/auth/password', { currentPassword: 'demo123', newPassword: 'fresh-one' })
    expect(res.status).toBe(401)
  })
})

describe('PUT /api/admin/users/{userId}/password', () => {
  it('sets a temporary password and signs the person out everywhere', async () => {
    const api = await setup()
    const id = await register(api, 'willow', 'willow-pass')
    const person = api.client()
    await person.login('willow', 'willow-pass')
    const admin = await api.admin()
    const res = await admin.put(`/api/admin/users/${id}/password`, { password: 'temporary-1' })
    expect(res.status, res.text).toBe(200)
    expect(res.json).toMatchObject({ id, username: 'willow' })
    expect(JSON.stringify(res.json)).not.toMatch(/password|salt|hash/i)
    expect((await person.get('/api/auth/user')).status).toBe(401)
    expect((await api.client().post('/api/auth/login', { username: 'willow', password: 'willow-pass' })).status).toBe(401)
    expect((await api.client().post('/api/auth/login', { username: 'willow', password: 'temporary-1' })).status).toBe(200)
  })

  it.each([
    ['a non-admin', 'demo', 'demo-user', { password: 'temporary-1' }, 403],
    ["the admin's own account", 'admin', 'admin-user', { password: 'temporary-1' }, 403],
    ['an unknown user', 'admin', 'u-nobody', { password: 'temporary-1' }, 404],
    ['a short password', 'admin', 'demo-user', { password: 'abc' }, 400],
    ['no body fields', 'admin', 'demo-user', {}, 400],
  ])('refuses %s and changes nothing', async (_, who, userId, body, status) => {
    const api = await setup()
    const caller = who === 'admin' ? await api.admin() : await api.demo()
    const before = await snapshot(api.backend)
    const res = await caller.put(`/api/admin/users/${userId}/password`, body)
    expect(res.status).toBe(status)
    expect(typeof res.json.message).toBe('string')
    expect(await snapshot(api.backend)).toBe(before)
  })
})

describe('GET /api/auth/demo-accounts', () => {
  it('lists the published accounts while their passwords work, and drops one once it changes', async () => {
    const api = await setup()
    const list = await api.client().get('/api/auth/demo-accounts')
    expect(list.status).toBe(200)
    expect(list.json.map((a: { username: string; password: string }) => `${a.username}/${a.password}`)).toEqual([
      'demo/demo123',
      'admin/admin123',
    ])
    const demo = await api.demo()
    expect((await demo.post('/api/auth/password', { currentPassword: 'demo123', newPassword: 'private-pass' })).status).toBe(200)
    const after = await api.client().get('/api/auth/demo-accounts')
    expect(after.json.map((a: { username: string }) => a.username)).toEqual(['admin'])
  })
})
