import { HttpHandler, type DefaultBodyType, type HttpHandlerMethod, type HttpResponseResolver, type PathParams } from 'msw'
import type { z } from 'zod'
import { HTTP_STATUS_BY_CODE, SlippageError, formatCentsAsDollars, isExchangeError } from '../src/exchange'
import { DB_OUTDATED_MESSAGE } from '../src/api/db-version-events'
import { requestStarted } from './quiet'

/** An expected failure with its HTTP status; the message is shown to the person. */
export class HttpError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

export const MAX_BODY_BYTES = 16 * 1024

/** The reason phrases msw's HttpResponse gives the statuses these handlers answer. */
const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
}

const encoder = new TextEncoder()

/**
 * A JSON answer, as msw's HttpResponse.json makes it (status text, Content-Type and
 * Content-Length) but without the Blob it builds to measure the length: in Chromium a Blob
 * is registered with the browser process, 5-12% of an in-page API call's time. The body is
 * encoded once, and its length is the Content-Length. Answers that set a cookie keep
 * HttpResponse, which hands Set-Cookie to msw's cookie handling.
 */
export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  const bytes = encoder.encode(JSON.stringify(body))
  const status = init.status ?? 200
  return new Response(bytes, {
    status,
    statusText: STATUS_TEXT[status] ?? '',
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.byteLength), ...init.headers },
  })
}

function jsonError(status: number, message: string) {
  return json({ message }, { status })
}

/** Reads a JSON body: 413 when too large, 400 when missing or not JSON. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) throw new HttpError(413, 'Request body is too large')
  if (!text.trim()) throw new HttpError(400, 'Request body is required')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON')
  }
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
        ? `${field} is ${fieldValue(data, field) === undefined ? 'required' : 'invalid'}`
        : (issue?.message ?? 'Invalid request')
  throw new HttpError(400, message)
}

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
  return jsonError(500, 'Something went wrong in the in-browser exchange. Nothing was saved.')
}

export type ResolverInfo = Parameters<HttpResponseResolver<PathParams, DefaultBodyType>>[0]
type Resolver = (info: ResolverInfo) => Promise<Response>

/** Wraps a resolver so every failure answers JSON `{ message }` and nothing escapes. */
function safe(resolver: Resolver): Resolver {
  return async (info) => {
    // Background writers wait while requests are in flight (mocks/quiet.ts).
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

const NO_MATCH = { match: { matches: false, params: {} }, cookies: {} }
const MALFORMED = { match: { matches: true, params: {} }, cookies: {} }

/**
 * Whether a request's path has a percent-escape that does not decode (/api/markets/%ff). msw's
 * path matching decodes the path and throws URIError on one, which msw answers with a 500
 * carrying the stack. The server's app refuses such paths before its handlers
 * (scripts/static-path.mjs's hasMalformedEscape).
 */
function hasMalformedPath(request: Request): boolean {
  if (!request.url.includes('%')) return false
  try {
    decodeURIComponent(new URL(request.url).pathname)
    return false
  } catch {
    return true
  }
}

const notFound = () => jsonError(404, 'Not found')

/**
 * An msw HttpHandler that rules itself out cheaply. msw tries the handlers in order and
 * parses the request for each before asking whether it matches: the URL, every cookie
 * (document.cookie and msw's cookie store, appended to the request again each time) and the
 * path pattern, compiled anew. With about fifty /api handlers that was most of msw's share of
 * a call. A handler for another method, or whose path's fixed start is not in the URL, cannot
 * match, so it answers "no match" first; the others match exactly as msw does.
 */
export class ApiHandler extends HttpHandler {
  readonly #fixedStart: string

  constructor(method: HttpHandlerMethod, path: string, resolver: HttpResponseResolver<PathParams, DefaultBodyType>) {
    // A path with a malformed escape names nothing: 404, the API's error shape (see parse).
    super(method, path, (info) => (hasMalformedPath(info.request) ? notFound() : resolver(info)))
    // '*/api/markets/:id' → '/api/markets/'; msw's path patterns ignore case.
    this.#fixedStart = path.replace(/^\*/, '').split(/[:*(]/)[0]!.toLowerCase()
  }

  /** False when this handler cannot match the request (true does not mean it matches). */
  protected mayMatch(request: Request): boolean {
    const { method } = this.info
    const sameMethod =
      typeof method === 'string' ? method.toUpperCase() === request.method.toUpperCase() : method.test(request.method)
    return sameMethod && request.url.toLowerCase().includes(this.#fixedStart)
  }

  override parse(args: Parameters<HttpHandler['parse']>[0]): ReturnType<HttpHandler['parse']> {
    if (!this.mayMatch(args.request)) return Promise.resolve(NO_MATCH)
    // msw's matching would throw on a malformed escape: this handler takes the request instead,
    // and its resolver answers 404.
    return hasMalformedPath(args.request) ? Promise.resolve(MALFORMED) : super.parse(args)
  }
}

const handler = (method: string) => (path: string, resolver: Resolver) => new ApiHandler(method, `*${path}`, safe(resolver))

/** Route helpers: `route.get('/api/x', resolver)` matches /api/x on any origin. */
export const route = {
  get: handler('GET'),
  post: handler('POST'),
  patch: handler('PATCH'),
  put: handler('PUT'),
  delete: handler('DELETE'),
}
