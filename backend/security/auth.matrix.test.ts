import { beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS, endpointKey, type Request } from './endpoints'
import { useTestServer } from '../../mocks/test/test-api'
import { ACTORS, createWorld, type Actor, type World } from './world'

// Every endpoint × anonymous / user (the owner of the data asked for) / another user /
// admin, with the exact status each gets. The request is the endpoint's valid one,
// aimed at the user's resources; each call gets a fresh session of its own.
const setup = useTestServer()
let world: World

beforeAll(async () => {
  world = await createWorld(await setup())
}, 60_000)

async function callAs(actor: Actor, method: string, request: Request) {
  const cookie = await world.session(actor)
  return world.call(cookie ? { cookie } : 'anon', { method, ...request })
}

interface Row {
  name: string
  actor: Actor
  status: number
  method: string
  request: (w: World) => Request
}

const endpointRows: Row[] = ENDPOINTS.filter((e) => !e.wipes).flatMap((e) =>
  ACTORS.map((actor) => ({
    name: endpointKey(e),
    actor,
    status: e.matrix[actor],
    method: e.method,
    request: (w: World) => e.valid(w),
  })),
)

const statuses = (anon: number, user: number, other: number, admin: number) => ({ anon, user, other, admin })
type Case = [name: string, method: string, request: (w: World) => Request, expected: Record<Actor, number>]

/** Unknown ids, someone else's data, and one's own role: the 403/404 edges. */
const edgeCases: Case[] = [
  ['portfolio of an unknown user', 'GET', () => ({ path: '/api/portfolio/nobody' }), statuses(401, 403, 403, 404)],
  ['portfolio of the other user', 'GET', (w) => ({ path: `/api/portfolio/${w.ids.other}` }), statuses(401, 403, 200, 200)],
  ['trades of the other user', 'GET', (w) => ({ path: `/api/trades?userId=${w.ids.other}` }), statuses(401, 403, 200, 200)],
  ['activity log of the other user', 'GET', (w) => ({ path: `/api/logs/${w.ids.other}` }), statuses(401, 403, 200, 200)],
  ['an unknown market', 'GET', () => ({ path: '/api/markets/nope' }), statuses(404, 404, 404, 404)],
  [
    'a trade without userId (booked to the caller)',
    'POST',
    (w) => ({ path: '/api/trades', body: { marketId: w.ids.market, side: 'no', quantity: 1, price: '50' } }),
    statuses(401, 201, 201, 201),
  ],
  [
    'a trade on a closed market',
    'POST',
    (w) => ({ path: '/api/trades', body: { marketId: w.ids.closedMarket, side: 'no', quantity: 1, price: '50' } }),
    statuses(401, 409, 409, 409),
  ],
  [
    'role of an unknown user',
    'PATCH',
    () => ({ path: '/api/admin/users/nobody/role', body: { role: 'admin' } }),
    statuses(401, 403, 403, 404),
  ],
  [
    "the admin's own role",
    'PATCH',
    (w) => ({ path: `/api/admin/users/${w.ids.admin}/role`, body: { role: 'user' } }),
    statuses(401, 403, 403, 403),
  ],
  [
    'liquidity into a closed pool',
    'POST',
    (w) => ({ path: `/api/liquidity/${w.ids.closedMarket}/add`, body: { amount: 5 } }),
    statuses(401, 409, 409, 409),
  ],
  [
    'following the user (themselves, for the user)',
    'POST',
    (w) => ({ path: `/api/social/traders/${w.ids.user}/follow` }),
    statuses(401, 400, 200, 200),
  ],
  ['copying an unknown trade', 'POST', () => ({ path: '/api/social/copy-trade/nope' }), statuses(401, 404, 404, 404)],
]
const edgeRows: Row[] = edgeCases.flatMap(([name, method, request, expected]) =>
  ACTORS.map((actor) => ({ name: `${method} ${name}`, actor, status: expected[actor], method, request })),
)

describe('authorization matrix', () => {
  it.each([...endpointRows, ...edgeRows])('$name as $actor → $status', async (row) => {
    const answer = await callAs(row.actor, row.method, row.request(world))
    expect(answer.status, answer.text.slice(0, 300)).toBe(row.status)
    if (row.status >= 400) expect(typeof answer.json?.message).toBe('string')
  })
})

/**
 * Calls that wipe the exchange (demo reset: a full reseed, seconds each) go last. The user
 * runs it for real; the other user and the admin show they are authorized by getting as far
 * as body validation (400 for a malformed body, not 401/403), which costs no reseed.
 */
describe('authorization matrix: calls that wipe everything', () => {
  it.each(ENDPOINTS.filter((e) => e.wipes))(
    '$method $route',
    async (e) => {
      const malformed = { ...e.valid(world), body: { unexpected: true } }
      for (const actor of ['anon', 'other', 'admin'] as const) {
        const answer = await callAs(actor, e.method, malformed)
        expect(answer.status, `${actor}: ${answer.text.slice(0, 300)}`).toBe(e.matrix[actor] === 200 ? 400 : e.matrix[actor])
      }
      const answer = await callAs('user', e.method, e.valid(world))
      expect(answer.status, answer.text.slice(0, 300)).toBe(e.matrix.user)
    },
    120_000,
  )
})
