import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api, isUnauthorized, whileSessionChanges } from './client'
import { AUTH_USER_KEY, SESSION_RETRIES, authUserQuery, retrySessionCheck } from './auth'
import { createQueryClient } from './query-client'
import type { User } from './contract'

// A remote backend: the client's own fetch, answered here (no in-browser exchange).
vi.mock('../config', () => ({
  getDataSource: () => ({ mode: 'remote', baseUrl: 'http://backend.test' }),
  dataSourceId: () => 'remote http://backend.test',
}))

const demo = { id: 'demo-user', username: 'demo', firstName: 'Demo', role: 'user' } as unknown as User
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

let answers: (() => Response)[] = []
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const next = answers.shift()
  if (!next) throw new Error(`unexpected request ${String(input)}`)
  return next()
})

beforeEach(() => {
  answers = []
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

/** The session check as the app runs it, without the waits between attempts. */
const checkSession = (client = createQueryClient()) => client.fetchQuery({ ...authUserQuery, retryDelay: 0 })

describe('the session check (GET /api/auth/user)', () => {
  it('a 401 means nobody is signed in: null, asked once', async () => {
    answers = [() => answer(401, { message: 'Unauthorized' })]
    await expect(checkSession()).resolves.toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('a 5xx is not a sign-out: asked again, and the person is back when it answers', async () => {
    answers = [() => answer(503, { message: 'Simulated network error' }), () => answer(500, {}), () => answer(200, demo)]
    await expect(checkSession()).resolves.toEqual(demo)
    expect(fetchMock).toHaveBeenCalledTimes(1 + SESSION_RETRIES)
  })

  it('failing every time, it fails (an error for the page to show), never null', async () => {
    answers = Array.from({ length: 1 + SESSION_RETRIES }, () => () => answer(503, { message: 'Simulated network error' }))
    const error = await checkSession().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(503)
    expect(isUnauthorized(error)).toBe(false)
    expect(fetchMock).toHaveBeenCalledTimes(1 + SESSION_RETRIES)
  })

  it('an unreachable backend is not a sign-out either', async () => {
    answers = Array.from({ length: 1 + SESSION_RETRIES }, () => () => {
      throw new TypeError('Failed to fetch')
    })
    const error = await checkSession().catch((e: unknown) => e)
    expect((error as Error).message).toMatch(/backend at http:\/\/backend\.test/)
  })

  it('a failed refetch keeps the person who was signed in', async () => {
    const client = createQueryClient()
    client.setQueryData(AUTH_USER_KEY, demo)
    answers = Array.from({ length: 1 + SESSION_RETRIES }, () => () => answer(503, { message: 'Simulated network error' }))
    await client.refetchQueries({ queryKey: AUTH_USER_KEY })
    expect(client.getQueryState(AUTH_USER_KEY)).toMatchObject({ status: 'error', data: demo })
  })

  it.each<[string, unknown, number, boolean]>([
    ['a 401', new ApiError(401, 'Unauthorized', ''), 0, false],
    ['a 503', new ApiError(503, 'Service Unavailable', ''), 0, true],
    ['a 503, retries used up', new ApiError(503, 'Service Unavailable', ''), SESSION_RETRIES, false],
    ['a network failure', new TypeError('Failed to fetch'), 1, true],
    ['a 404', new ApiError(404, 'Not Found', ''), 0, true],
  ])('retrySessionCheck: %s after %i failures → %s', (_, error, failures, retry) => {
    expect(retrySessionCheck(failures, error)).toBe(retry)
  })
})

describe('a 401 on any other read', () => {
  it('asks again who is signed in (and only then signs out); other failures do not', async () => {
    const client = createQueryClient()
    client.setQueryData(AUTH_USER_KEY, demo)
    answers = [() => answer(503, { message: 'Simulated network error' })]
    await client
      .fetchQuery({ queryKey: ['portfolio', 'demo-user'], queryFn: () => api.get('/api/portfolio/demo-user') })
      .catch(() => undefined)
    expect(client.getQueryState(AUTH_USER_KEY)?.isInvalidated).toBe(false)
    expect(client.getQueryData(AUTH_USER_KEY)).toEqual(demo)

    answers = [() => answer(401, { message: 'Unauthorized' })]
    await client
      .fetchQuery({ queryKey: ['portfolio', 'demo-user'], queryFn: () => api.get('/api/portfolio/demo-user') })
      .catch(() => undefined)
    expect(client.getQueryState(AUTH_USER_KEY)?.isInvalidated).toBe(true)
  })

  it('changes nothing for a visitor nobody signed in as', async () => {
    const client = createQueryClient()
    client.setQueryData(AUTH_USER_KEY, null)
    answers = [() => answer(401, { message: 'Unauthorized' })]
    await client.fetchQuery({ queryKey: ['demo', 'state'], queryFn: () => api.get('/api/demo/state') }).catch(() => undefined)
    expect(client.getQueryState(AUTH_USER_KEY)?.isInvalidated).toBe(false)
  })
})

describe('whileSessionChanges (a reset)', () => {
  it('holds reads until the change is done, then lets them through', async () => {
    let finish!: () => void
    const change = whileSessionChanges(() => new Promise<string>((resolve) => (finish = () => resolve('reset'))))
    answers = [() => answer(200, { ok: true })]
    let read = false
    const pending = api.get('/api/portfolio/demo-user').then(() => (read = true))
    await Promise.resolve()
    expect(fetchMock).not.toHaveBeenCalled()
    finish()
    await expect(change).resolves.toBe('reset')
    await pending
    expect(read).toBe(true)
  })

  it('does not hold writes (the reset itself is one)', async () => {
    let finish!: () => void
    const change = whileSessionChanges(() => new Promise<void>((resolve) => (finish = resolve)))
    answers = [() => answer(201, { id: 'x' })]
    await expect(api.post('/api/logs', { action: 'portfolio_viewed' })).resolves.toEqual({ id: 'x' })
    finish()
    await change
  })

  it('a failed change lets reads through again', async () => {
    await expect(whileSessionChanges(() => Promise.reject(new Error('reset refused')))).rejects.toThrow('reset refused')
    answers = [() => answer(200, demo)]
    await expect(api.get('/api/auth/user')).resolves.toEqual(demo)
  })

  // Last: the page is about to load afresh, so reads stay held for good (this module's state).
  it('leaving (a demo reset reloads the app): reads stay held after it succeeds', async () => {
    await expect(whileSessionChanges(() => Promise.resolve('reset'), { leaving: true })).resolves.toBe('reset')
    answers = [() => answer(401, { message: 'Unauthorized' })]
    let settled = false
    void api.get('/api/auth/user').finally(() => (settled = true))
    for (let i = 0; i < 20; i++) await Promise.resolve()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(settled).toBe(false)
  })
})
