import { describe, expect, it } from 'vitest'
import { ROUTES } from '../src/api/contract/routes'
import { useTestServer } from './test/test-api'

// The in-browser API (backend/api-app.ts, behind one msw handler matching a pattern that decodes
// nothing): a malformed percent-escape in a path names nothing, 404 `{ message: 'Not found' }`. Once, msw's path matching threw URIError while looking
// for a handler, and every route with a path parameter answered msw's 500 with the error's stack:
// GET /api/markets/{id}, GET /api/portfolio/{userId}, DELETE /api/orders/{id}, GET /api/markets/{id}/book,
// PUT and DELETE /api/watchlist/{marketId}, GET /api/logs/{userId}, PATCH /api/admin/users/{userId}/role,
// PUT /api/admin/users/{userId}/password, POST /api/liquidity/{poolId}/add and /remove,
// POST /api/social/traders/{traderId}/follow and /unfollow, POST /api/social/copy-trade/{tradeId}.
const setup = useTestServer()
const BAD = ['%ff', '%', '%zz', 'x%ff', '%e2%82']
const WITH_PARAMS = ROUTES.filter((route) => route.path.includes('{'))

describe('a malformed percent-escape in the path, in the in-browser exchange', () => {
  it('answers 404 { message } on every route with a path parameter, signed in or not', async () => {
    const api = await setup()
    expect(WITH_PARAMS.length).toBeGreaterThanOrEqual(14)
    const admin = await api.admin()
    for (const client of [admin, api.client()]) {
      for (const route of WITH_PARAMS) {
        for (const bad of BAD) {
          const path = route.path.replace(/\{[^}]+\}/g, bad)
          const res = await client.request(route.method, path, route.body ? {} : undefined)
          const answer = { route: `${route.method} ${route.path}`, path, status: res.status, json: res.json }
          expect(answer).toEqual({ ...answer, status: 404, json: { message: 'Not found' } })
        }
      }
    }
  })

  it('answers 404 { message } for one elsewhere in a path a handler serves', async () => {
    const api = await setup({ seed: false })
    for (const path of ['/api/markets%ff', '/api/markets/x/book%zz', '/api/auth/user%ff']) {
      const res = await api.client().get(path)
      expect({ path, status: res.status, json: res.json }).toEqual({ path, status: 404, json: { message: 'Not found' } })
    }
  })

  it('still answers a well-formed escape as before', async () => {
    const api = await setup({ seed: false })
    const res = await api.client().get('/api/markets/no%20such%20market')
    expect(res.status).toBe(404)
    expect(res.json.message).not.toBe('Not found')
  })
})
