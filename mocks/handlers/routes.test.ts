import { describe, expect, it } from 'vitest'
import { ROUTES } from '../../src/api/contract/routes'
import { toMswPath } from '../../src/api/contract/route-spec'
import { createTestBackend } from '../node'
import { apiRoutes } from './index'

/** "METHOD /path" of every route the API app answers. */
async function servedRoutes(): Promise<string[]> {
  const { backend } = await createTestBackend({ seed: false })
  return apiRoutes(backend).map((r) => `${r.method} ${r.path}`)
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
