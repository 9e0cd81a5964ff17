import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../../mocks/node'
import { apiRoutes } from '../handlers'
import { ENDPOINTS, endpointKey } from './endpoints'

/** "METHOD /path" of every route the API app answers. */
async function servedRoutes(): Promise<string[]> {
  const { backend } = await createTestBackend({ seed: false })
  return apiRoutes(backend).map((r) => `${r.method} ${r.path}`)
}

describe('security test coverage', () => {
  it('fuzzes and authorizes every registered endpoint (add new ones to backend/security/endpoints.ts)', async () => {
    const covered = ENDPOINTS.map(endpointKey)
    expect(new Set(covered).size, 'an endpoint is listed twice').toBe(covered.length)
    expect([...covered].sort()).toEqual([...(await servedRoutes())].sort())
  })
})
