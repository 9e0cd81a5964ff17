import { beforeAll, describe, expect, it } from 'vitest'
import { HttpResponse } from 'msw'
import type { Hono } from 'hono'
import { createApiApp, governRoutes, type ApiEnv } from './api-app'
import { HttpError, json, route } from './http'
import type { RouteSpec } from '../src/api/contract/route-spec'
import { z } from '../src/api/contract/zod'
import { createTestBackend } from '../mocks/node'
import { startSession } from './auth/session'
import type { Backend } from './backend'

const NoteBody = z.strictObject({ text: z.string({ error: 'text must be words' }).min(1) })
const PageQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(50).optional(), q: z.string().optional() })
const ThingParams = z.object({ id: z.string().regex(/^[a-z0-9-]+$/) })
let notesRun = 0
let thingsRun = 0
let onceRun = 0

/** A route table for the small API below: each entry's auth rule is what the app applies. */
const entry = (method: RouteSpec['method'], path: string, auth: RouteSpec['auth']): RouteSpec => ({
  method,
  path,
  auth,
  operationId: `${method} ${path}`,
  tag: 'Test',
  summary: path,
  success: { status: 200, description: 'ok' },
})
const AmountBody = z.strictObject({ amount: z.string() })
const TABLE = [
  entry('GET', '/api/markets', 'public'),
  entry('GET', '/api/markets/closed', 'public'),
  entry('GET', '/api/markets/{id}', 'public'),
  { ...entry('POST', '/api/liquidity/{poolId}/add', 'public'), body: AmountBody },
  entry('POST', '/api/auth/login', 'public'),
  entry('GET', '/api/fails', 'public'),
  entry('GET', '/api/me', 'signed-in'),
  entry('GET', '/api/admin/me', 'admin'),
  entry('GET', '/api/public-me', 'public'),
  { ...entry('POST', '/api/notes', 'signed-in'), body: NoteBody },
  { ...entry('POST', '/api/wrong-schema', 'public'), body: NoteBody },
  {
    ...entry('PUT', '/api/things/{id}', 'signed-in'),
    params: ThingParams,
    notFound: 'Thing not found',
    query: PageQuery,
    body: NoteBody,
  },
  { ...entry('GET', '/api/pages', 'public'), query: PageQuery },
  { ...entry('POST', '/api/once/{id}', 'signed-in'), params: ThingParams, body: NoteBody, idempotent: true },
]

/** A small API: what each route was given, as JSON. */
const definitions = (): Parameters<typeof governRoutes>[1] => [
  route.get('/api/markets', async ({ cookies }) => json({ route: 'list', cookies })),
  route.get('/api/markets/closed', async () => json({ route: 'closed' })),
  route.get('/api/markets/:id', async ({ params }) => json({ route: 'one', params })),
  route.post('/api/liquidity/:poolId/add', async ({ params, input }) => json({ route: 'add', params, body: input(AmountBody) })),
  route.post('/api/auth/login', async () =>
    HttpResponse.json({ ok: true }, { headers: { 'Set-Cookie': 'fs_session=t; Path=/' } }),
  ),
  route.get('/api/fails', async () => {
    throw new HttpError(409, 'Already done')
  }),
  route.get('/api/me', async ({ user }) => json({ username: user.username })),
  route.get('/api/admin/me', async ({ user }) => json({ username: user.username })),
  route.get('/api/public-me', async ({ user }) => json({ username: user.username })),
  route.post('/api/notes', async ({ input }) => {
    notesRun += 1
    return json({ text: input(NoteBody).text })
  }),
  route.post('/api/wrong-schema', async ({ input }) => json(input(z.strictObject({})))),
  route.put('/api/things/:id', async ({ params, input }) => {
    thingsRun += 1
    return json({ id: params.id, query: input(PageQuery), body: input(NoteBody) })
  }),
  route.get('/api/pages', async ({ input }) => json(input(PageQuery))),
  route.post(
    '/api/once/:id',
    async ({ params, input }) => {
      onceRun += 1
      const { text } = input(NoteBody)
      if (text === 'refused') throw new HttpError(409, 'Refused')
      return json({ id: params.id, text, run: onceRun }, { status: 201 })
    },
    { tables: [] },
  ),
]

let backend: Backend
let app: Hono<ApiEnv>
beforeAll(async () => {
  backend = (await createTestBackend({ seed: 'first' })).backend
  app = createApiApp(governRoutes(backend, definitions(), TABLE))
})

const sessionOf = async (username: string) => {
  const user = await backend.db.users.where('usernameKey').equals(username).first()
  return (await startSession(backend, user!.id)).split(';')[0]!
}

const call = async (method: string, url: string, init: RequestInit = {}, env?: { cookies: Record<string, string> }) => {
  const res = await app.fetch(new Request(url, { method, ...init }), env)
  return { status: res.status, body: (await res.json()) as unknown }
}

describe('the API app', () => {
  it('answers each route by method and path, with its decoded parameters', async () => {
    expect(await call('GET', 'http://a.test/api/markets')).toEqual({ status: 200, body: { route: 'list', cookies: {} } })
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

  it('refuses a query or a body on a route whose entry names none (400), and takes an empty body or {}', async () => {
    expect(await call('GET', 'http://a.test/api/markets?x=1&y=2')).toEqual({
      status: 400,
      body: { message: 'Unknown field: x, y' },
    })
    const login = (body?: string) => call('POST', 'http://a.test/api/auth/login', body === undefined ? {} : { body })
    expect(await login('{"quantity":5}')).toEqual({ status: 400, body: { message: 'Unknown field: quantity' } })
    expect(await login('[1]')).toEqual({ status: 400, body: { message: 'This request takes no body' } })
    expect(await login('nonsense')).toEqual({ status: 400, body: { message: 'This request takes no body' } })
    for (const body of [undefined, '', ' ', '{}']) expect((await login(body)).status).toBe(200)
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

  it("applies each route's auth rule from the table before its resolver runs", async () => {
    const demo = { headers: { Cookie: await sessionOf('demo') } }
    const admin = { headers: { Cookie: await sessionOf('admin') } }
    const unauthorized = { status: 401, body: { message: 'Unauthorized: please sign in' } }
    expect(await call('GET', 'http://a.test/api/me')).toEqual(unauthorized)
    expect(await call('GET', 'http://a.test/api/me', { headers: { Cookie: 'fs_session=unknown' } })).toEqual(unauthorized)
    expect(await call('GET', 'http://a.test/api/me', demo)).toEqual({ status: 200, body: { username: 'demo' } })
    expect(await call('GET', 'http://a.test/api/admin/me')).toEqual(unauthorized)
    expect(await call('GET', 'http://a.test/api/admin/me', demo)).toEqual({
      status: 403,
      body: { message: 'Admin access required' },
    })
    expect(await call('GET', 'http://a.test/api/admin/me', admin)).toEqual({ status: 200, body: { username: 'admin' } })
  })

  it('refuses a route the table does not list, and answers 500 when a public route reads a caller it has not got', async () => {
    expect(() => governRoutes(backend, [route.get('/api/unlisted', async () => json({}))], TABLE)).toThrow(
      'GET /api/unlisted is not in the route table',
    )
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args)
    try {
      const res = await call('GET', 'http://a.test/api/public-me', { headers: { Cookie: await sessionOf('demo') } })
      expect(res.status).toBe(500)
    } finally {
      console.error = original
    }
    expect(String(errors[0])).toContain('public in the route table')
  })

  it("validates the body by the table's schema after the auth rule and before the resolver runs", async () => {
    const demo = await sessionOf('demo')
    const post = (body: string | undefined, cookie?: string) =>
      call('POST', 'http://a.test/api/notes', {
        body,
        headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      })
    expect(await post('{"text":1}')).toEqual({ status: 401, body: { message: 'Unauthorized: please sign in' } })
    expect(await post(undefined, demo)).toEqual({ status: 400, body: { message: 'Request body is required' } })
    expect(await post('{"text":', demo)).toEqual({ status: 400, body: { message: 'Request body must be valid JSON' } })
    expect(await post('{"text":1}', demo)).toEqual({ status: 400, body: { message: 'text must be words' } })
    expect(await post('{}', demo)).toEqual({ status: 400, body: { message: 'text is required' } })
    expect(await post('{"text":"a","x":1}', demo)).toEqual({ status: 400, body: { message: 'Unknown field: x' } })
    expect(await post(JSON.stringify({ text: 'a'.repeat(17 * 1024) }), demo)).toEqual({
      status: 413,
      body: { message: 'Request body is too large' },
    })
    expect(notesRun).toBe(0)
    expect(await post('{"text":"hello"}', demo)).toEqual({ status: 200, body: { text: 'hello' } })
    expect(notesRun).toBe(1)
  })

  it("checks the path's parameters (404 in the route's words) and the query (400) by the table, after the auth rule and before the body", async () => {
    const demo = await sessionOf('demo')
    const put = (path: string, body: string | undefined, cookie?: string) =>
      call('PUT', `http://a.test${path}`, { body, headers: cookie ? { Cookie: cookie } : {} })
    const note = '{"text":"hi"}'
    expect(await put('/api/things/BAD', note)).toEqual({ status: 401, body: { message: 'Unauthorized: please sign in' } })
    expect(await put('/api/things/BAD', '{', demo)).toEqual({ status: 404, body: { message: 'Thing not found' } })
    expect(await put('/api/things/t-1?limit=0', '{', demo)).toEqual({
      status: 400,
      body: { message: 'Too small: expected number to be >=1' },
    })
    expect(await put('/api/things/t-1?limit=2&limit=3', note, demo)).toEqual({
      status: 400,
      body: { message: 'Query parameter limit is repeated' },
    })
    expect(await put('/api/things/t-1?page=2', note, demo)).toEqual({ status: 400, body: { message: 'Unknown field: page' } })
    expect(await put('/api/things/t-1?limit=2', '{', demo)).toEqual({
      status: 400,
      body: { message: 'Request body must be valid JSON' },
    })
    expect(thingsRun).toBe(0)
    expect(await put('/api/things/t-1?limit=2&q=a%20b', note, demo)).toEqual({
      status: 200,
      body: { id: 't-1', query: { limit: 2, q: 'a b' }, body: { text: 'hi' } },
    })
    expect(await call('GET', 'http://a.test/api/pages')).toEqual({ status: 200, body: {} })
    expect(thingsRun).toBe(1)
  })

  it('answers 500 when a route names another body schema than its table entry', async () => {
    const original = console.error
    console.error = () => undefined
    try {
      const res = await call('POST', 'http://a.test/api/wrong-schema', { body: '{"text":"a"}' })
      expect(res.status).toBe(500)
    } finally {
      console.error = original
    }
  })

  it("applies the table's idempotency: a key's first answer is replayed, another request under it is refused, a failure is not kept", async () => {
    const demo = await sessionOf('demo')
    const post = (path: string, text: string, key?: string) =>
      call('POST', `http://a.test${path}`, {
        body: JSON.stringify({ text }),
        headers: { Cookie: demo, ...(key === undefined ? {} : { 'Idempotency-Key': key }) },
      })
    const first = await post('/api/once/a', 'hi', 'k-1')
    expect(first).toEqual({ status: 201, body: { id: 'a', text: 'hi', run: 1 } })
    expect(await post('/api/once/a', 'hi', 'k-1')).toEqual(first)
    expect(onceRun).toBe(1)
    const reused = { status: 422, body: { message: 'This Idempotency-Key was already used for a different request' } }
    expect(await post('/api/once/a', 'other', 'k-1')).toEqual(reused)
    // The path names what is acted on: the same body on another thing is another request.
    expect(await post('/api/once/b', 'hi', 'k-1')).toEqual(reused)
    expect(await post('/api/once/a', 'hi', 'bad key')).toEqual({
      status: 400,
      body: { message: 'Idempotency-Key must be 1-128 letters, digits or -_.:' },
    })
    expect(onceRun).toBe(1)
    // Without a key it runs each time; a refusal keeps nothing, so the same key runs again.
    expect((await post('/api/once/a', 'hi')).body).toMatchObject({ run: 2 })
    expect(await post('/api/once/a', 'refused', 'k-2')).toEqual({ status: 409, body: { message: 'Refused' } })
    expect(await post('/api/once/a', 'refused', 'k-2')).toEqual({ status: 409, body: { message: 'Refused' } })
    expect(onceRun).toBe(4)
  })

  it('refuses an idempotent route without its transaction, and a transaction on a route the table does not mark idempotent', () => {
    const scope = { tables: [] }
    const once = TABLE.find((r) => r.path === '/api/once/{id}')!
    expect(() => governRoutes(backend, [route.post('/api/once/:id', async () => json({}))], [once])).toThrow(
      /POST \/api\/once\/:id: an idempotent route/,
    )
    expect(() => governRoutes(backend, [route.post('/api/notes', async () => json({}), scope)], TABLE)).toThrow(
      /POST \/api\/notes: an idempotent route/,
    )
  })
})
