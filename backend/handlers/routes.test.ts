import { describe, expect, it } from 'vitest'
import { ROUTES } from '../../src/api/contract/routes'
import { toMswPath } from '../../src/api/contract/route-spec'
import { createTestBackend } from '../../mocks/node'
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

  it('declares each path parameter, with the 404 words for one that names nothing', () => {
    for (const route of ROUTES) {
      const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])
      expect({ path: route.path, params: Object.keys(route.params?.shape ?? {}) }).toEqual({ path: route.path, params: names })
      expect({ path: route.path, notFound: !!route.notFound }).toEqual({ path: route.path, notFound: names.length > 0 })
    }
  })

  it('has unique operation ids', () => {
    const ids = ROUTES.map((r) => r.operationId)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
