import { describe, expect, it } from 'vitest'
import { readAnswer } from './test-connection'

const user = {
  id: 'u1',
  username: 'remy',
  firstName: 'Remy',
  lastName: 'Remote',
  email: null,
  profileImageUrl: null,
  role: 'user',
  createdAt: '2025-01-01T00:00:00.000Z',
}

describe('readAnswer (Test connection)', () => {
  it.each([
    [
      'a user',
      new Response(JSON.stringify(user), { status: 200 }),
      { ok: true, message: 'Connected (signed in as Remy Remote)' },
    ],
    ['401', new Response('{"message":"Unauthorized"}', { status: 401 }), { ok: true, message: 'Connected (signed out)' }],
    [
      'a JSON error',
      new Response('{"message":"Database is down"}', { status: 503 }),
      { ok: false, message: 'The backend answered 503: Database is down' },
    ],
    [
      'a plain error',
      new Response('Bad gateway', { status: 502 }),
      { ok: false, message: 'The backend answered 502: Bad gateway' },
    ],
  ])('%s', async (_, response, result) => {
    expect(await readAnswer(response)).toEqual(result)
  })

  it('says when the answer is not a user as the contract describes', async () => {
    const result = await readAnswer(new Response('<html>welcome</html>', { status: 200 }))
    expect(result.ok).toBe(false)
    expect(result.message).toContain('not with a user as the API contract describes')
  })
})
