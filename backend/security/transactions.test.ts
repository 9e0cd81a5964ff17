import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../mocks/test/test-api'
import { simulateUntil } from '../simulation'
import { RESOLUTION_DELAY_MS } from '../../src/exchange'
import { ENDPOINTS } from './endpoints'
import { guardTransactions } from './transaction-guard'
import { ACTORS, createWorld } from './world'

const setup = useTestServer()

describe('one command, one transaction, nothing outside IndexedDB awaited inside it', () => {
  it(
    'no endpoint, seeding or settlement calls Web Crypto, fetch or timers inside a transaction',
    { timeout: 180_000 },
    async () => {
      const guard = guardTransactions()
      try {
        const world = await createWorld(await setup())
        const wipes = ENDPOINTS.filter((e) => e.wipes)
        for (const actor of ACTORS) {
          for (const endpoint of ENDPOINTS.filter((e) => !e.wipes)) {
            const cookie = await world.session(actor)
            const answer = await world.call(cookie ? { cookie } : 'anon', { method: endpoint.method, ...endpoint.valid(world) })
            expect
              .soft(answer.status, `${endpoint.method} ${endpoint.route} as ${actor}: ${answer.text.slice(0, 200)}`)
              .toBe(endpoint.matrix[actor])
          }
        }
        const first = (
          await world.api.backend.db.markets.filter((m) => m.status === 'active' && m.kind === undefined).sortBy('closesAt')
        )[0]
        world.api.advance(first.closesAt + RESOLUTION_DELAY_MS + 1 - world.api.backend.now())
        expect((await simulateUntil(world.api.backend, world.api.backend.now())).resolved).toBeGreaterThan(0)
        for (const endpoint of wipes) {
          const answer = await world.call('user', { method: endpoint.method, ...endpoint.valid(world) })
          expect.soft(answer.status, `${endpoint.method} ${endpoint.route}`).toBe(endpoint.matrix.user)
        }
      } finally {
        guard.restore()
      }
      expect(guard.violations()).toEqual([])
    },
  )
})

/** Source files of the API and its store, and of the browser's wiring around them (tests and test helpers aside). */
function backendSources(): string[] {
  return [...sourcesIn('backend'), ...sourcesIn('mocks')]
}

function sourcesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'test' || name === 'security' ? [] : sourcesIn(path)
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : []
  })
}

/** Calls that run their arguments in a transaction: Dexie's, and answerOnce() (backend/idempotency.ts), which wraps one. */
const OPENS_TRANSACTION = /\.transaction\(|\banswerOnce\(/g

/** The text of each call that opens a transaction: from its opening parenthesis to its match. */
function transactionBodies(source: string): string[] {
  const bodies: string[] = []
  for (const match of source.matchAll(OPENS_TRANSACTION)) {
    const at = match.index
    let depth = 0
    let i = at + match[0].length - 1
    for (; i < source.length; i++) {
      if (source[i] === '(') depth++
      else if (source[i] === ')' && --depth === 0) break
    }
    bodies.push(source.slice(at, i + 1))
  }
  return bodies
}

const FORBIDDEN = [
  'crypto.subtle',
  'fetch(',
  'setTimeout',
  'setInterval',
  'delay(',
  'navigator.locks',
  'hashPassword',
  'verifyPassword',
  'bodyFingerprint',
  'readJsonBody',
  'request.json',
  'request.text',
  'new Promise',
]

describe('static audit of every transaction in backend/ and mocks/', () => {
  it('finds the transactions', () => {
    expect(backendSources().flatMap((f) => transactionBodies(readFileSync(f, 'utf8'))).length).toBeGreaterThan(8)
  })

  // A route that declares its command's tables (route.post(path, resolver, { tables })) has its
  // resolver run inside the transaction by the API app (backend/api-app.ts): its file is read whole.
  const commandRoutes = sourcesIn('backend/handlers').filter((f) => /\{ tables: /.test(readFileSync(f, 'utf8')))

  it("finds the routes that run in their command's transaction", () => {
    expect(commandRoutes.map((f) => f.replace(/\\/g, '/')).sort()).toEqual([
      'backend/handlers/liquidity.ts',
      'backend/handlers/orders.ts',
      'backend/handlers/trades.ts',
    ])
  })

  it.each(commandRoutes)('%s awaits nothing outside IndexedDB anywhere (its routes run inside a transaction)', (file) => {
    const source = readFileSync(file, 'utf8')
    expect(FORBIDDEN.filter((word) => source.includes(word))).toEqual([])
  })

  it.each(backendSources().filter((f) => transactionBodies(readFileSync(f, 'utf8')).length > 0))(
    '%s awaits nothing outside IndexedDB inside a transaction',
    (file) => {
      const problems = transactionBodies(readFileSync(file, 'utf8')).flatMap((body) =>
        FORBIDDEN.filter((word) => body.includes(word)).map((word) => `${word} in ${body.slice(0, 80)}…`),
      )
      expect(problems).toEqual([])
    },
  )
})
