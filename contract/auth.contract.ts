import { describe, expect, it } from 'vitest'
import type { DemoAccount, User } from '../src/api/contract'
import { ADMIN, ContractClient, DEMO, signedIn, uniqueUsername } from './http-client'
import { expectError, expectOk } from './expect-contract'

describe('sessions', () => {
  it('GET /api/auth/user answers 401 { message } when signed out', async () => {
    expectError(await new ContractClient().get('/api/auth/user'), 401)
  })

  it('signs in with the demo account: a session cookie, then the user', async () => {
    const client = new ContractClient()
    const login = expectOk('POST /api/auth/login', await client.post('/api/auth/login', DEMO))
    expect(login.user.username).toBe('demo')
    expect(client.hasCookies, 'login must set a session cookie').toBe(true)
    const user = expectOk<User>('GET /api/auth/user', await client.get('/api/auth/user'))
    expect(user).toMatchObject({ id: login.user.id, username: 'demo', role: 'user' })
  })

  it('usernames are case-insensitive at sign-in', async () => {
    const res = await new ContractClient().post('/api/auth/login', { username: 'DEMO', password: DEMO.password })
    expect(expectOk('POST /api/auth/login', res).user.username).toBe('demo')
  })

  it('refuses a wrong password and an unknown user with the same 401', async () => {
    const wrong = expectError(await new ContractClient().post('/api/auth/login', { username: 'demo', password: 'not-it' }), 401)
    const unknown = expectError(
      await new ContractClient().post('/api/auth/login', { username: uniqueUsername(), password: 'whatever1' }),
      401,
    )
    expect(unknown).toBe(wrong)
  })

  it.each([
    ['no password', { username: 'demo' }],
    ['an empty username', { username: '', password: 'demo123' }],
    ['an extra field', { ...DEMO, remember: true }],
    ['a number for a username', { username: 42, password: 'demo123' }],
    ['a body that is not JSON', '{"username": "demo",'],
  ])('POST /api/auth/login answers 400 for %s', async (_, body) => {
    expectError(await new ContractClient().post('/api/auth/login', body), 400)
  })

  it('logs out: 200 { message }, then the session no longer works', async () => {
    const client = await signedIn()
    expectOk('POST /api/auth/logout', await client.post('/api/auth/logout'))
    expectError(await client.get('/api/auth/user'), 401)
    // Logging out without a session is fine too.
    expectOk('POST /api/auth/logout', await new ContractClient().post('/api/auth/logout'))
  })

  it('an unknown session cookie is signed out, not an error', async () => {
    const res = await new ContractClient().get('/api/auth/user', { Cookie: 'fs_session=not-a-real-session' })
    expectError(res, 401)
  })
})

describe('registration', () => {
  it('creates an account (201) that can then sign in; it does not sign in by itself', async () => {
    const username = uniqueUsername()
    const client = new ContractClient()
    const res = expectOk(
      'POST /api/auth/register',
      await client.post('/api/auth/register', {
        username,
        password: 'secret12',
        email: `${username}@example.com`,
        firstName: 'Con',
        lastName: 'Tract',
      }),
    )
    expect(res.user).toMatchObject({ username, firstName: 'Con', lastName: 'Tract', role: 'user' })
    expect(res.user).not.toHaveProperty('password')
    expectError(await client.get('/api/auth/user'), 401)
    expectOk('POST /api/auth/login', await client.post('/api/auth/login', { username, password: 'secret12' }))
  })

  it("refuses with 409 a name or username that reads as the admin's display name or username", async () => {
    const admin = expectOk<User>('GET /api/auth/user', await (await signedIn(ADMIN)).get('/api/auth/user'))
    const register = (body: Record<string, unknown>) =>
      new ContractClient().post('/api/auth/register', { username: uniqueUsername(), password: 'secret12', ...body })
    expectError(await register({ firstName: admin.username.toUpperCase() }), 409)
    if (admin.firstName && admin.lastName) {
      expectError(
        await register({ firstName: admin.firstName.toLowerCase(), lastName: ` ${admin.lastName.toUpperCase()} ` }),
        409,
      )
    }
  })

  it('refuses a taken username, whatever its case, with 409', async () => {
    expectError(await new ContractClient().post('/api/auth/register', { username: 'Demo', password: 'secret12' }), 409)
  })

  it.each([
    ['a 5-character password', { password: '12345' }],
    ['an invalid email', { email: 'not-an-email' }],
    ['spaces in the username', { username: 'two words' }],
    ['an unknown field', { role: 'admin' }],
    ['a password of eight spaces', { password: '        ' }],
    ['NUL in a first name', { firstName: 'Al\u0000ex' }],
    ['a newline in a last name', { lastName: 'Smith\nJones' }],
    ['a zero-width space in a name', { firstName: 'Sa\u200bm' }],
    ['the right-to-left override in a name', { firstName: '\u202emaS' }],
    ['a lone surrogate in a name', { lastName: 'Lee\ud800' }],
  ])('answers 400 for %s', async (_, patch) => {
    const body = { username: uniqueUsername(), password: 'secret12', ...patch }
    expectError(await new ContractClient().post('/api/auth/register', body), 400)
  })
})

describe('passwords', () => {
  it('POST /api/auth/password changes the password: this session stays, the other ends, the old one fails', async () => {
    const username = uniqueUsername()
    expectOk(
      'POST /api/auth/register',
      await new ContractClient().post('/api/auth/register', { username, password: 'first-pass' }),
    )
    const here = await signedIn({ username, password: 'first-pass' })
    const there = await signedIn({ username, password: 'first-pass' })
    const body = { currentPassword: 'first-pass', newPassword: 'second-pass' }
    expectOk('POST /api/auth/password', await here.post('/api/auth/password', body))
    expectOk('GET /api/auth/user', await here.get('/api/auth/user'))
    expectError(await there.get('/api/auth/user'), 401)
    expectError(await new ContractClient().post('/api/auth/login', { username, password: 'first-pass' }), 401)
    expectOk('POST /api/auth/login', await new ContractClient().post('/api/auth/login', { username, password: 'second-pass' }))
  })

  it('POST /api/auth/password: 401 signed out, 400 for a wrong current password or a short new one', async () => {
    expectError(await new ContractClient().post('/api/auth/password', { currentPassword: 'x', newPassword: 'secret12' }), 401)
    const username = uniqueUsername()
    expectOk(
      'POST /api/auth/register',
      await new ContractClient().post('/api/auth/register', { username, password: 'first-pass' }),
    )
    const client = await signedIn({ username, password: 'first-pass' })
    expectError(await client.post('/api/auth/password', { currentPassword: 'not-it', newPassword: 'secret12' }), 400)
    expectError(await client.post('/api/auth/password', { currentPassword: 'first-pass', newPassword: '12345' }), 400)
    expectError(await client.post('/api/auth/password', { currentPassword: 'first-pass' }), 400)
  })

  it('GET /api/auth/demo-accounts lists only demo accounts whose published password signs in here', async () => {
    const accounts = expectOk<DemoAccount[]>(
      'GET /api/auth/demo-accounts',
      await new ContractClient().get('/api/auth/demo-accounts'),
    )
    for (const account of accounts) {
      const login = await new ContractClient().post('/api/auth/login', { username: account.username, password: account.password })
      expectOk('POST /api/auth/login', login)
    }
  })
})
