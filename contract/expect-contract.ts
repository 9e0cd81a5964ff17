import { expect } from 'vitest'
import { ErrorBody } from '../src/api/contract'
import { ROUTES } from '../src/api/contract/routes'
import type { RouteSpec } from '../src/api/contract/route-spec'
import type { ContractResponse } from './http-client'

/** "METHOD /path/{param}" as written in the route table. */
export type RouteKey = `${RouteSpec['method']} /api/${string}`

export function route(key: RouteKey): RouteSpec {
  const found = ROUTES.find((r) => `${r.method} ${r.path}` === key)
  if (!found) throw new Error(`${key} is not in src/api/contract/routes.ts`)
  return found
}

function describeResponse(res: ContractResponse): string {
  return `${res.status} ${res.text.slice(0, 300)}`
}

/**
 * The route's success status and a body that parses with the route's own response
 * schema (the one the app's client relies on). Returns the parsed body.
 */
export function expectOk<T = any>(key: RouteKey, res: ContractResponse): T {
  const spec = route(key)
  expect(res.status, `${key}: ${describeResponse(res)}`).toBe(spec.success.status)
  if (!spec.success.schema) return res.json as T
  expect(res.headers.get('content-type') ?? '', `${key}: JSON content type`).toMatch(/application\/json/)
  const parsed = spec.success.schema.safeParse(res.json)
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    expect.fail(`${key}: the body does not match the contract:\n  ${issues.join('\n  ')}`)
  }
  return parsed.data as T
}

/** An error answer: the status, and a JSON `{ message }` with words in it. */
export function expectError(res: ContractResponse, status: number, message?: RegExp): string {
  expect(res.status, describeResponse(res)).toBe(status)
  const body = ErrorBody.safeParse(res.json)
  expect(body.success, `error body must be JSON { message }: ${res.text.slice(0, 200)}`).toBe(true)
  const text = body.data!.message
  expect(text.trim().length, 'the message must not be empty').toBeGreaterThan(0)
  if (message) expect(text).toMatch(message)
  return text
}
