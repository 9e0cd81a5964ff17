import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { stripRouteDocs } from './strip-route-docs'

describe('stripRouteDocs', () => {
  it("leaves out a route table's words and keeps what the API app reads", () => {
    const source = `
      import { z } from './zod'
      const Body = z.object({ description: z.string() })
      export const ROUTES = [
        {
          method: 'GET',
          path: '/api/markets/{id}',
          summary: 'A market',
          description: 'Its ' + "page" + \`, whole\`,
          notFound: 'Market not found',
          body: Body,
          success: { status: 200, description: 'The market.', schema: Body },
          errors: { 409: 'Closed.', 422: 'No money.' },
          idempotent: true,
        },
      ]`
    const out = stripRouteDocs(source, 'routes.ts')
    expect(out).not.toMatch(/A market|page|The market\.|Closed|No money/)
    expect(out).toContain("summary: ''")
    expect(out).toContain('errors: {}')
    // Schemas, statuses, the 404 words and the flags stay.
    expect(out).toContain('z.object({ description: z.string() })')
    expect(out).toContain("notFound: 'Market not found'")
    expect(out).toContain('success: { status: 200')
    expect(out).toContain('idempotent: true')
  })

  it('keeps every route table a valid module with the same routes', () => {
    for (const file of ['routes.ts', 'routes-orders.ts', 'routes-market-admin.ts', 'routes-social.ts']) {
      const path = `src/api/contract/${file}`
      const source = readFileSync(path, 'utf8')
      const out = stripRouteDocs(source, path)
      expect(out.length).toBeLessThan(source.length)
      // The same paths and operation ids, in the same order.
      const ids = (text: string) => [...text.matchAll(/operationId: '([^']+)'/g)].map((m) => m[1])
      expect(ids(out)).toEqual(ids(source))
      expect(() => stripRouteDocs(out, path)).not.toThrow()
    }
  })
})
