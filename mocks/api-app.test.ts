import { describe, expect, it } from 'vitest'
import { HttpResponse } from 'msw'
import { createApiApp } from './api-app'
import { HttpError, json, route } from './http'

/** A small API: what each route was given, as JSON. */
const app = createApiApp([
  route.get('/api/markets', async ({ cookies }) => json({ route: 'list', cookies })),
  route.get('/api/markets/closed', async () => json({ route: 'closed' })),
  route.get('/api/markets/:id', async ({ params }) => json({ route: 'one', params })),
  route.post('/api/liquidity/:poolId/add', async ({ params, request }) =>
    json({ route: 'add', params, body: await request.json() }),
  ),
  route.post('/api/auth/login', async () =>
    HttpResponse.json({ ok: true }, { headers: { 'Set-Cookie': 'fs_session=t; Path=/' } }),
  ),
  route.get('/api/fails', async () => {
    throw new HttpError(409, 'Already done')
  }),
])

const call = async (method: string, url: string, init: RequestInit = {}, env?: { cookies: Record<string, string> }) => {
  const res = await app.fetch(new Request(url, { method, ...init }), env)
  return { status: res.status, body: (await res.json()) as unknown }
}

describe('the API app', () => {
  it('answers each route by method and path, with its decoded parameters', async () => {
    expect(await call('GET', 'http://a.test/api/markets?x=1')).toEqual({ status: 200, body: { route: 'list', cookies: {} } })
    expect(await call('GET', 'http://a.test/api/markets/closed')).toEqual({ status: 200, body: { route: 'closed' } })
    expect(await call('GET', 'http://a.test/api/markets/m%201')).toEqual({
      status: 200,
      body: { route: 'one', params: { id: 'm 1' } },
    })
    expect(await call('POST', 'http://a.test/api/liquidity/p-1/add', { body: JSON.stringify({ amount: '5' }) })).toEqual({
      status: 200,
      body: { route: 'add', params: { poolId: 'p-1' }, body: { amount: '5' } },
    })
  })

  it('answers 404 { message } for another method, another path or a malformed escape', async () => {
    const notFound = { status: 404, body: { message: 'Not found' } }
    for (const [method, url] of [
      ['POST', 'http://a.test/api/markets'],
      ['GET', 'http://a.test/api/markets/m-1/x'],
      ['GET', 'http://a.test/api/nothing'],
      ['GET', 'http://a.test/api/markets/%ff'],
      ['GET', 'http://a.test/api/markets%ff'],
    ] as const) {
      expect({ method, url, ...(await call(method, url)) }).toEqual({ method, url, ...notFound })
    }
  })

  it('reads the session from the cookies msw hands over, else from the Cookie header', async () => {
    const header = await call('GET', 'http://a.test/api/markets', { headers: { Cookie: 'fs_session=abc' } })
    expect(header.body).toEqual({ route: 'list', cookies: { fs_session: 'abc' } })
    const handed = await call('GET', 'http://a.test/api/markets', {}, { cookies: { fs_session: 'def' } })
    expect(handed.body).toEqual({ route: 'list', cookies: { fs_session: 'def' } })
  })

  it("passes a route's answer through as it is (msw reads the Set-Cookie it carries), and its failures as { message }", async () => {
    const login = await app.fetch(new Request('http://a.test/api/auth/login', { method: 'POST' }))
    expect(login).toBeInstanceOf(HttpResponse)
    expect(login.headers.getSetCookie()).toEqual(['fs_session=t; Path=/'])
    expect(await call('GET', 'http://a.test/api/fails')).toEqual({ status: 409, body: { message: 'Already done' } })
  })
})
