import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../mocks/test/test-api'
import { snapshot } from '../../mocks/test/snapshot'
import { HttpError } from '../http'
import { createUser } from '../auth/users'

const setup = useTestServer()
const body = (patch: Record<string, unknown>) => ({ username: 'newbie', password: 'secret-pass', ...patch })

describe('POST /api/auth/register: names compared by their confusable skeleton (UTS #39)', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['Cyrillic е (U+0435) in the first name', { firstName: 'Al\u0435x', lastName: 'Admin' }, 'Al\u0435x Admin'],
    ['Ukrainian і (U+0456) in the last name', { firstName: 'Alex', lastName: 'Adm\u0456n' }, 'Alex Adm\u0456n'],
    ['Cherokee Ꭺ (U+13AA) for the A', { firstName: '\u13AAlex', lastName: 'Admin' }, '\u13AAlex Admin'],
    [
      'Cyrillic capitals А, Е, М in capitals',
      { firstName: '\u0410L\u0415X', lastName: 'AD\u041cIN' },
      '\u0410L\u0415X AD\u041cIN',
    ],
    ['"rn" for the m', { firstName: 'Alex', lastName: 'Adrnin' }, 'Alex Adrnin'],
  ])("refuses an admin's display name written with %s (409, nothing written)", async (_, patch, shown) => {
    const api = await setup()
    const before = await snapshot(api.backend)
    const res = await api.client().post('/api/auth/register', body(patch))
    expect([res.status, res.json]).toEqual([409, { message: `"${shown}" reads as an administrator's name: choose another name` }])
    expect(await snapshot(api.backend)).toBe(before)
  })

  it.each(['dem0', 'DEM0', 'dern0', 'de_mo'])(
    'refuses the username %j as taken: it reads as "demo" (409, nothing written)',
    async (username) => {
      const api = await setup()
      const before = await snapshot(api.backend)
      const res = await api.client().post('/api/auth/register', body({ username }))
      expect([res.status, res.json]).toEqual([409, { message: 'Username is already taken' }])
      expect(await snapshot(api.backend)).toBe(before)
    },
  )

  it('takes plain names that read differently, one after another', async () => {
    const api = await setup()
    const accounts: Array<Record<string, unknown>> = [
      { username: 'demo2' },
      { username: 'demos', firstName: 'Demo', lastName: 'Trader' },
      { username: 'alex_adams', firstName: 'Alex', lastName: 'Adams' },
      { username: 'alexa', firstName: 'Alex', lastName: 'Admins' },
      { username: 'mo', firstName: 'Mo' },
      { username: 'oliver', firstName: 'Oliver', lastName: 'Stone' },
      { username: 'jose', firstName: 'José', lastName: 'Nguyễn' },
    ]
    for (const account of accounts) {
      const res = await api.client().post('/api/auth/register', body(account))
      expect([account.username, res.status]).toEqual([account.username, 201])
    }
  })
})

describe('createUser: a username that reads as a taken one', () => {
  it.each([
    ['d\u0435mo', 'Cyrillic е (U+0435)'],
    ['\u0501emo', 'Cyrillic ԁ (U+0501)'],
    ['DEM\u039f', 'Greek capital Ο (U+039F)'],
  ])('refuses %j (%s) next to "demo" with 409 "Username is already taken"', async (username) => {
    const api = await setup()
    const password = { algorithm: 'PBKDF2-SHA256', iterations: 1, salt: 'AA==', hash: 'AA==' } as const
    const error = await createUser(api.backend, { username, password }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect([(error as HttpError).status, (error as HttpError).message]).toEqual([409, 'Username is already taken'])
    expect(await api.backend.db.users.where('usernameKey').equals(username.toLowerCase()).count()).toBe(0)
  })
})
