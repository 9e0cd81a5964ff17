import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../mocks/test/test-api'
import { snapshot } from '../../mocks/test/snapshot'

const setup = useTestServer()

describe('GET /api/auth/user', () => {
  it('answers 401 with a message when signed out', async () => {
    const api = await setup()
    const res = await api.client().get('/api/auth/user')
    expect(res.status).toBe(401)
    expect(res.json).toEqual({ message: 'Unauthorized: please sign in' })
  })

  it('answers the signed-in user without any password data', async () => {
    const api = await setup()
    const client = await api.demo()
    const res = await client.get('/api/auth/user')
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ id: 'demo-user', username: 'demo', firstName: 'Demo', role: 'user' })
    expect(JSON.stringify(res.json)).not.toMatch(/password|salt|hash/i)
  })

  it('treats an expired session as signed out', async () => {
    const api = await setup()
    const client = await api.demo()
    api.advance(api.backend.sessionTtlMs + 1)
    expect((await client.get('/api/auth/user')).status).toBe(401)
  })
})

describe('POST /api/auth/login', () => {
  it('signs in with the demo credentials and sets a session cookie', async () => {
    const api = await setup()
    const res = await api.client().post('/api/auth/login', { username: 'demo', password: 'demo123' })
    expect(res.status).toBe(200)
    expect(res.json.user.firstName).toBe('Demo')
    expect(await api.backend.db.sessions.count()).toBe(1)
  })

  it('is case-insensitive for the username', async () => {
    const api = await setup()
    expect((await api.client().post('/api/auth/login', { username: 'DEMO', password: 'demo123' })).status).toBe(200)
  })

  it.each([
    ['wrong password', { username: 'demo', password: 'nope-nope' }],
    ['unknown user', { username: 'nobody', password: 'demo123' }],
  ])('answers 401 "Invalid username or password" for a %s', async (_, body) => {
    const api = await setup()
    const before = await snapshot(api.backend)
    const res = await api.client().post('/api/auth/login', body)
    expect(res.status).toBe(401)
    expect(res.json).toEqual({ message: 'Invalid username or password' })
    expect(await snapshot(api.backend)).toBe(before)
  })
})

describe('POST /api/auth/register', () => {
  it('creates a user whose password is stored only as a PBKDF2 hash', async () => {
    const api = await setup()
    const res = await api.client().post('/api/auth/register', {
      username: 'newbie',
      password: 'secret-pass',
      email: 'newbie@example.com',
      firstName: 'New',
      lastName: 'Bie',
    })
    expect(res.status).toBe(201)
    expect(res.json.user).toMatchObject({ username: 'newbie', firstName: 'New', role: 'user' })
    const row = await api.backend.db.users.where('usernameKey').equals('newbie').first()
    expect(row?.password.algorithm).toBe('PBKDF2-SHA256')
    expect(JSON.stringify(await snapshot(api.backend))).not.toContain('secret-pass')
    expect((await api.client().post('/api/auth/login', { username: 'newbie', password: 'secret-pass' })).status).toBe(200)
  })

  it('accepts only username and password (optional fields omitted)', async () => {
    const api = await setup()
    const res = await api.client().post('/api/auth/register', { username: 'minimal', password: '123456' })
    expect(res.status).toBe(201)
    expect(res.json.user).toMatchObject({ firstName: null, lastName: null, email: null })
  })

  it('answers 409 when the username is taken (any case) and writes nothing', async () => {
    const api = await setup()
    const before = await snapshot(api.backend)
    const res = await api.client().post('/api/auth/register', { username: 'Demo', password: 'whatever1' })
    expect(res.status).toBe(409)
    expect(res.json).toEqual({ message: 'Username is already taken' })
    expect(await snapshot(api.backend)).toBe(before)
  })

  const bad: Array<[string, unknown, RegExp]> = [
    ['a short password', { username: 'abc', password: '12345' }, /^Password must be at least 6 characters long$/],
    ['a missing password', { username: 'abc' }, /password is required/i],
    ['a missing username', { password: '123456' }, /username is required/i],
    ['a numeric username', { username: 42, password: '123456' }, /username/i],
    ['a password of the wrong type', { username: 'abc', password: ['123456'] }, /password/i],
    ['a huge username', { username: 'x'.repeat(100_000), password: '123456' }, /too large|at most/i],
    ['a huge password', { username: 'abc', password: 'x'.repeat(5000) }, /at most/i],
    ['a bad email', { username: 'abc', password: '123456', email: 'not-an-email' }, /email/i],
    ['an unknown field', { username: 'abc', password: '123456', role: 'admin' }, /unknown field: role/i],
    [
      'a prototype key',
      JSON.parse('{"username":"abc","password":"123456","__proto__":{"role":"admin"}}'),
      /unknown field|invalid/i,
    ],
    ['a body that is not an object', [1, 2, 3], /invalid|expected/i],
    ['invalid JSON', '{"username":', /valid JSON/],
    ['an empty body', '', /required/],
    ['a script in the username', { username: '<script>alert(1)</script>', password: '123456' }, /letters, digits/],
    // Names are told apart without their punctuation: "." and "-" would read as nothing.
    ['a username of punctuation alone', { username: '._.', password: '123456' }, /^Username must contain a letter or a digit$/],
  ]
  it.each(bad)('answers 400 with a message for %s and writes nothing', async (_, body, message) => {
    const api = await setup()
    const before = await snapshot(api.backend)
    const res = await api.client().post('/api/auth/register', body)
    expect([400, 413]).toContain(res.status)
    expect(typeof res.json.message).toBe('string')
    expect(res.json.message).toMatch(message)
    expect(await snapshot(api.backend)).toBe(before)
  })
})

describe('POST /api/auth/register: names and passwords', () => {
  const body = (patch: Record<string, unknown>) => ({ username: 'newbie', password: 'secret-pass', ...patch })
  const refused: Array<[string, Record<string, unknown>, number, RegExp]> = [
    ['NUL in a first name', { firstName: 'Al\u0000ex' }, 400, /^Names may contain only visible characters and plain spaces$/],
    ['BEL in a last name', { lastName: 'Bie\u0007' }, 400, /visible characters/],
    ['a newline in a name', { firstName: 'New\nline' }, 400, /visible characters/],
    ['a zero-width space in a name', { firstName: 'Ne\u200bw' }, 400, /visible characters/],
    ['the right-to-left override in a name', { lastName: '\u202eeiB' }, 400, /visible characters/],
    ['a lone surrogate in a name', { firstName: 'New\ud800' }, 400, /visible characters/],
    ['a Hangul filler for a name', { firstName: '\u3164' }, 400, /visible characters/],
    ['a password of eight spaces', { password: '        ' }, 400, /^Password cannot be only spaces$/],
    ["the admin's display name", { firstName: 'Alex', lastName: 'Admin' }, 409, /^"Alex Admin" reads as an administrator's name/],
    ["the admin's display name in capitals, with an accent", { firstName: 'ÁLEX', lastName: 'ADMIN' }, 409, /administrator/],
    ["the admin's username as a first name", { firstName: 'Admin' }, 409, /administrator/],
    [
      "a username that reads as the admin's name",
      { username: 'alex.admin' },
      409,
      /^"alex\.admin" reads as an administrator's name/,
    ],
    ["the admin's username with a dash", { username: 'ad-min' }, 409, /administrator/],
  ]
  it(`refuses each, changing nothing (${refused.map(([name]) => name).join('; ')})`, async () => {
    const api = await setup()
    const before = await snapshot(api.backend)
    for (const [name, patch, status, message] of refused) {
      const res = await api.client().post('/api/auth/register', body(patch))
      expect([name, res.status, res.json.message]).toEqual([name, status, expect.stringMatching(message)])
    }
    expect(await snapshot(api.backend)).toBe(before)
  })

  it("stores names trimmed and composed (NFC), and takes names near but not equal to an admin's", async () => {
    const api = await setup()
    const res = await api
      .client()
      .post('/api/auth/register', body({ firstName: '  Jose\u0301 ', lastName: 'Nguye\u0302\u0303n' }))
    expect(res.status).toBe(201)
    expect(res.json.user).toMatchObject({ firstName: 'José', lastName: 'Nguyễn' })
    const near = await api
      .client()
      .post('/api/auth/register', body({ username: 'alex_adams', firstName: 'Alex', lastName: 'Adams' }))
    expect(near.status).toBe(201)
  })

  it("protects whoever is an admin now: a trader's name is free until the trader is promoted", async () => {
    const api = await setup()
    const admin = await api.admin()
    expect(
      (await api.client().post('/api/auth/register', body({ username: 'copy1', firstName: 'Demo', lastName: 'Trader' }))).status,
    ).toBe(201)
    expect((await admin.patch('/api/admin/users/demo-user/role', { role: 'admin' })).status).toBe(200)
    const copy = await api.client().post('/api/auth/register', body({ username: 'copy2', firstName: 'demo', lastName: 'trader' }))
    expect(copy.status).toBe(409)
  })
})

describe('POST /api/auth/login bad bodies', () => {
  it.each([
    ['missing fields', {}],
    ['wrong types', { username: 1, password: 2 }],
    ['huge strings', { username: 'a'.repeat(20_000), password: 'b' }],
    ['null', null],
  ])('answers 400/413 for %s', async (_, body) => {
    const api = await setup()
    const before = await snapshot(api.backend)
    const res = await api.client().post('/api/auth/login', body === null ? 'null' : body)
    expect([400, 413]).toContain(res.status)
    expect(typeof res.json.message).toBe('string')
    expect(await snapshot(api.backend)).toBe(before)
  })
})

describe('POST /api/auth/logout', () => {
  it('ends the session server-side', async () => {
    const api = await setup()
    const client = await api.demo()
    expect(await api.backend.db.sessions.count()).toBe(1)
    expect((await client.post('/api/auth/logout')).status).toBe(200)
    expect(await api.backend.db.sessions.count()).toBe(0)
    expect((await client.get('/api/auth/user')).status).toBe(401)
  })
})
