import { describe, expect, it } from 'vitest'
import type { HttpHandler } from 'msw'
import { createTestBackend } from '../node'
import { ENDPOINTS, endpointKey } from './endpoints'

/** "METHOD /path" of every handler the in-browser backend registers (the catch-all network gate aside). */
async function servedRoutes(): Promise<string[]> {
  const { handlers } = await createTestBackend({ seed: false })
  return (handlers as HttpHandler[])
    .filter((h) => typeof h.info.method === 'string')
    .map((h) => `${String(h.info.method)} ${String(h.info.path).replace(/^\*/, '')}`)
}

describe('security test coverage', () => {
  it('fuzzes and authorizes every registered endpoint (add new ones to mocks/security/endpoints.ts)', async () => {
    const covered = ENDPOINTS.map(endpointKey)
    expect(new Set(covered).size, 'an endpoint is listed twice').toBe(covered.length)
    expect([...covered].sort()).toEqual([...(await servedRoutes())].sort())
  })
})
