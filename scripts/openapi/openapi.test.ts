import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROUTES } from '../../src/api/contract/routes'
import { OPENAPI_PATH, renderOpenApiDocument } from './write'

type Json = Record<string, any>

function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refs(n, out))
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value)
      else refs(value, out)
    }
  }
  return out
}

describe('docs/openapi.json', () => {
  const rendered = renderOpenApiDocument()
  const doc = JSON.parse(rendered) as Json

  it('is what the route table and the contract schemas generate (run `npm run openapi` after changing them)', () => {
    expect(readFileSync(resolve(OPENAPI_PATH), 'utf8')).toBe(rendered)
  })

  it('has one operation per route, each with its success and error answers', () => {
    for (const route of ROUTES) {
      const op = doc.paths[route.path]?.[route.method.toLowerCase()]
      expect(op, `${route.method} ${route.path}`).toBeDefined()
      expect(Object.keys(op.responses)).toContain(String(route.success.status))
      if (route.auth !== 'public') expect(Object.keys(op.responses)).toContain('401')
      for (const [status, answer] of Object.entries(op.responses as Record<string, Json>)) {
        if (Number(status) >= 400)
          expect(answer.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' })
      }
    }
  })

  it('declares exactly the path parameters each path template names', () => {
    for (const route of ROUTES) {
      const named = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort()
      expect(Object.keys(route.params?.shape ?? {}).sort(), route.path).toEqual(named)
    }
  })

  it('resolves every $ref', () => {
    for (const ref of refs(doc)) {
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<any>((node, key) => node?.[key], doc)
      expect(target, ref).toBeDefined()
    }
  })
})
