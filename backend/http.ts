import type { Table } from 'dexie'
import type { z } from 'zod'
import { HTTP_STATUS_BY_CODE, SlippageError, formatCentsAsDollars, isExchangeError } from '../src/exchange'
import { DB_OUTDATED_MESSAGE } from '../src/api/db-version-events'
import { requestStarted } from './quiet'
import type { UserRow } from './db'

/** An expected failure with its HTTP status; the message is shown to the person. */
export class HttpError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

export const MAX_BODY_BYTES = 16 * 1024

const encoder = new TextEncoder()

/** The bodies json() answered, so an idempotent route's answer is remembered without reading it back. */
const jsonBodies = new WeakMap<Response, unknown>()

/** The body a json() answer was made from (undefined for any other Response). */
export function answeredBody(response: Response): unknown {
  return jsonBodies.get(response)
}

/**
 * A JSON answer, as msw's HttpResponse.json makes it (Content-Type and Content-Length) but
 * without the Blob it builds to measure the length: in Chromium a Blob
 * is registered with the browser process, 5-12% of an in-page API call's time. The body is
 * encoded once, and its length is the Content-Length. Answers that set a cookie keep
 * HttpResponse, which hands Set-Cookie to msw's cookie handling.
 */
export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  const bytes = encoder.encode(JSON.stringify(body))
  const status = init.status ?? 200
  const response = new Response(bytes, {
    status,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.byteLength), ...init.headers },
  })
  jsonBodies.set(response, body)
  return response
}

export function jsonError(status: number, message: string) {
  return json({ message }, { status })
}

/** The body's text, at most MAX_BODY_BYTES (413). */
async function bodyText(request: Request): Promise<string> {
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) throw new HttpError(413, 'Request body is too large')
  return text
}

/** Reads a JSON body: 413 when too large, 400 when missing or not JSON. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await bodyText(request)
  if (!text.trim()) throw new HttpError(400, 'Request body is required')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON')
  }
}

/** A route whose table entry has no query schema takes no query: any parameter is an unknown field (400). */
export function assertNoQuery(request: Request): void {
  const keys = [...new Set(new URL(request.url).searchParams.keys())]
  if (keys.length) throw new HttpError(400, `Unknown field: ${keys.join(', ')}`)
}

/**
 * A route whose table entry has no body schema takes no body: none, an empty one or `{}` pass;
 * an object's fields are unknown fields, anything else is refused (400), as on the routes with a
 * body (strict objects).
 */
export async function assertNoBody(request: Request): Promise<void> {
  if (request.body === null) return
  const text = await bodyText(request)
  if (!text.trim()) return
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'This request takes no body')
  }
  const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : null
  if (fields === null) throw new HttpError(400, 'This request takes no body')
  if (fields.length) throw new HttpError(400, `Unknown field: ${fields.join(', ')}`)
}

/** The query string as an object; a repeated key is an error, not a silent pick. */
export function queryObject(request: Request): Record<string, string> {
  const params = new URL(request.url).searchParams
  const out: Record<string, string> = Object.create(null)
  for (const [key, value] of params) {
    if (key in out) throw new HttpError(400, `Query parameter ${key} is repeated`)
    out[key] = value
  }
  return { ...out }
}

/** Validates with a contract schema; the first problem becomes a 400 message. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.length ? String(issue.path[0]) : ''
  const message =
    issue?.code === 'unrecognized_keys'
      ? `Unknown field: ${issue.keys.join(', ')}`
      : issue?.code === 'invalid_type' && field
        ? fieldValue(data, field) === undefined
          ? `${field} is required`
          : // A field of the wrong type: the schema's own words when it has them ("amount must be a number of dollars").
            isDefaultMessage(issue.message)
            ? `${field} is invalid`
            : issue.message
        : (issue?.message ?? 'Invalid request')
  throw new HttpError(400, message)
}

/** zod's own wording ("Invalid input: expected number, received string"), not a schema's. */
const isDefaultMessage = (message: string) => message.startsWith('Invalid input')

/** A top-level field of the request data (zod 4 issues do not carry the input). */
function fieldValue(data: unknown, field: string): unknown {
  return data !== null && typeof data === 'object' && Object.hasOwn(data, field)
    ? (data as Record<string, unknown>)[field]
    : undefined
}

function isQuotaError(error: unknown): boolean {
  const e = error as { name?: string; inner?: unknown; message?: string; failures?: unknown } | null
  if (!e) return false
  if (e.name === 'QuotaExceededError') return true
  if (e.inner && isQuotaError(e.inner)) return true
  // Dexie's BulkError carries the failed items' errors instead of an `inner` one.
  if (e.failures && typeof e.failures === 'object' && Object.values(e.failures).some(isQuotaError)) return true
  return e.name === 'AbortError' && /quota/i.test(e.message ?? '')
}

/** Maps a thrown error to an answer; unexpected errors become a 500 with a plain message. */
export function errorResponse(error: unknown) {
  if (error instanceof HttpError) return jsonError(error.status, error.message)
  if (error instanceof SlippageError) {
    // 409 with the current quote, so the trade ticket can show it and ask again.
    const q = error.quote
    const quote = {
      action: q.action,
      side: q.side,
      quantity: q.quantity,
      averagePrice: q.averagePriceCents.toFixed(2),
      total: formatCentsAsDollars(q.totalCents),
      priceAfter: q.priceAfterCents.toFixed(2),
    }
    return json({ message: error.message, quote }, { status: 409 })
  }
  if (isExchangeError(error)) return jsonError(HTTP_STATUS_BY_CODE[error.code], error.message)
  if (isQuotaError(error))
    return jsonError(507, 'Storage is full: free some space on this device and try again. Nothing was saved.')
  // Closed because another tab upgraded the database (mocks/browser.ts): reloading fixes it.
  if ((error as { name?: string } | null)?.name === 'DatabaseClosedError') return jsonError(503, DB_OUTDATED_MESSAGE)
  console.error('[foresight backend]', error)
  return jsonError(500, 'Something went wrong in the exchange. Nothing was saved.')
}

/** What the API app hands a route: the request, its cookies and its path's parameters. */
export interface RequestInfo {
  request: Request
  cookies: Record<string, string>
  params: Record<string, string>
}

/**
 * What a route's resolver is given: the request, the caller, the path's parameters, the query
 * and the body, as the route table's entry admitted them.
 */
export interface ResolverInfo extends RequestInfo {
  /**
   * The query or the JSON body, validated by the route table's schema before the resolver runs
   * (backend/api-app.ts): the query parsed (400 when a key repeats), the body read (413 over 16 KiB,
   * 400 missing or not JSON). `schema` must be the entry's query or body schema: it says which
   * and types the answer; naming another is a programming error. The path's `params` are checked
   * by the entry's params schema too (404 with its notFound words when one cannot name anything).
   */
  input<S extends z.ZodType>(schema: S): z.output<S>
  /**
   * The signed-in caller (an admin where the table says so), checked before the resolver runs
   * (backend/api-app.ts). Reading it on a route the table marks public is a programming error.
   */
  user: UserRow
}
export type Resolver = (info: ResolverInfo) => Promise<Response>

/**
 * The one transaction a command's resolver runs in: the tables it writes and, on the server,
 * whether it locks the rows it writes (backend/row-locks.ts) instead of whole tables.
 */
export interface CommandScope {
  tables: readonly Table[]
  rowLocked?: boolean
}

/**
 * A route as a handler module declares it: method, Hono path (/api/markets/:id), resolver, and
 * for a route the table marks idempotent the scope of its command: the API app runs the resolver
 * in that transaction with the remembered answers (backend/idempotency.ts).
 */
export interface RouteDefinition {
  method: string
  path: string
  resolver: Resolver
  command?: CommandScope
}

/** A route ready to answer (backend/api-app.ts's governRoutes): its rules applied, its failures answered. */
export interface ApiRoute {
  method: string
  path: string
  answer: (info: RequestInfo) => Promise<Response>
}

/** Wraps an answer so every failure answers JSON `{ message }` and nothing escapes. */
export function safe<I>(resolver: (info: I) => Promise<Response>): (info: I) => Promise<Response> {
  return async (info) => {
    // Background writers wait while requests are in flight (backend/quiet.ts).
    const answered = requestStarted()
    try {
      return await resolver(info)
    } catch (error) {
      return errorResponse(error)
    } finally {
      answered()
    }
  }
}

const define =
  (method: string) =>
  (path: string, resolver: Resolver, command?: CommandScope): RouteDefinition => ({ method, path, resolver, command })

/**
 * Route helpers: `route.get('/api/x', resolver)` declares GET /api/x (its rules are the table's);
 * `route.post('/api/x', resolver, { tables })` declares a command's transaction (idempotent routes).
 */
export const route = {
  get: define('GET'),
  post: define('POST'),
  patch: define('PATCH'),
  put: define('PUT'),
  delete: define('DELETE'),
}
