import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROUTES } from '../src/api/contract/routes'
import { ADMIN, ContractClient, signedIn } from '../contract/http-client'
import type { RunningServer } from './start'
import { startTestServer } from './test/test-server'

// A malformed percent-escape in a path names nothing: 404 `{ message: 'Not found' }`, the API's
// error shape. Before, every route with a path parameter answered 500 to one (msw's path matching
// decodes the path and threw URIError): GET /api/markets/{id}, GET /api/portfolio/{userId},
// DELETE /api/orders/{id}, GET /api/markets/{id}/book, PUT and DELETE /api/watchlist/{marketId},
// GET /api/logs/{userId}, PATCH /api/admin/users/{userId}/role, PUT /api/admin/users/{userId}/password,
// POST /api/liquidity/{poolId}/add and /remove, POST /api/social/traders/{traderId}/follow and
// /unfollow, POST /api/social/copy-trade/{tradeId}.
const BAD = ['%ff', '%', '%zz', 'x%ff', '%e2%82']
const WITH_PARAMS = ROUTES.filter((route) => route.path.includes('{'))

let server: RunningServer
let admin: ContractClient

beforeAll(async () => {
  server = await startTestServer()
  admin = await signedIn(ADMIN, server.url)
}, 180_000)

afterAll(async () => {
  await server?.close()
})

describe('a malformed percent-escape in the path', () => {
  it('the route table has the routes with a path parameter this test tries', () => {
    expect(WITH_PARAMS.length).toBeGreaterThanOrEqual(14)
  })

  it.each(WITH_PARAMS.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: 404 { message } for each malformed parameter, signed in or not',
    async (_, route) => {
      for (const client of [admin, new ContractClient(server.url)]) {
        for (const bad of BAD) {
          const path = route.path.replace(/\{[^}]+\}/g, bad)
          const res = await client.request(route.method, path, { body: route.body ? {} : undefined })
          expect({ path, status: res.status, json: res.json }).toEqual({ path, status: 404, json: { message: 'Not found' } })
        }
      }
    },
  )

  it('answers 404 JSON anywhere in an API path', async () => {
    for (const path of ['/api/markets%ff', '/api/%ff/markets', '/api/%', '/api/markets/x/book%zz', '/api/auth/user%ff']) {
      const res = await admin.get(path)
      expect({ path, status: res.status, json: res.json }).toEqual({ path, status: 404, json: { message: 'Not found' } })
    }
  })
})
