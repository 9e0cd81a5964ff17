import { describe, expect, it } from 'vitest'
import type { HttpHandler } from 'msw'
import { ROUTES } from '../../src/api/contract/routes'
import { toMswPath } from '../../src/api/contract/route-spec'
import { createTestBackend } from '../node'

/** "METHOD /path" of every handler, except the catch-all network gate. */
async function servedRoutes(): Promise<string[]> {
  const { handlers } = await createTestBackend({ seed: false })
  return (handlers as HttpHandler[])
    .filter((h) => typeof h.info.method === 'string') // the gate matches any method (a RegExp)
    .map((h) => `${String(h.info.method)} ${String(h.info.path).replace(/^\*/, '')}`)
}

describe('the route table (src/api/contract/routes.ts)', () => {
  it('lists every endpoint the handlers serve, and the handlers serve every route it lists', async () => {
    const table = ROUTES.filter((r) => !r.navigation).map((r) => `${r.method} ${toMswPath(r.path)}`)
    expect([...(await servedRoutes())].sort()).toEqual([...table].sort())
  })

  it('has unique operation ids', () => {
    const ids = ROUTES.map((r) => r.operationId)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
