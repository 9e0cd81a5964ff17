import type { z } from './zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call an endpoint. 'signed-in': 401 without a session. 'admin': also 403
 * without the admin role. 'own-or-admin': the path or query names a user; 403 unless
 * it is the caller or the caller is an admin.
 */
export type AuthRule = 'public' | 'signed-in' | 'admin' | 'own-or-admin'

export interface ResponseHeaderSpec {
  description: string
  schema: z.ZodType
}

/** One endpoint of the API, as the handlers serve it and the conformance suite checks it. */
export interface RouteSpec {
  method: HttpMethod
  /** OpenAPI path template, e.g. /api/markets/{id}. */
  path: string
  operationId: string
  tag: string
  summary: string
  description?: string
  auth: AuthRule
  /** Path parameters, one key per {name} in the path. */
  params?: z.ZodObject
  /**
   * With `params`: the 404 message when a path parameter cannot name anything (a malformed id),
   * the same words the route answers when it names nothing stored ("Market not found").
   */
  notFound?: string
  query?: z.ZodObject
  /** The JSON request body (required when present). */
  body?: z.ZodType
  success: {
    status: number
    description: string
    /** The JSON body; absent for redirects. */
    schema?: z.ZodType
    headers?: Record<string, ResponseHeaderSpec>
  }
  /** Statuses beyond the ones the auth rule and body imply, with when they happen. */
  errors?: Record<number, string>
  /** Accepts an Idempotency-Key header (replays the first answer). */
  idempotent?: boolean
  /** The answer sets (login) or clears (logout, demo reset) the session cookie. */
  sessionCookie?: 'sets' | 'clears'
  /** A browser navigation (redirects), not a fetch: msw does not serve it. */
  navigation?: boolean
  /** Demo controls of the in-browser exchange: a real backend does not implement them. */
  inBrowserOnly?: boolean
}

/** "/api/markets/{id}" → "/api/markets/:id" (msw's path syntax). */
export function toMswPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1')
}

/** The error statuses an endpoint can answer, with a description each. */
export function errorStatuses(route: RouteSpec): Record<number, string> {
  const out: Record<number, string> = {}
  if (route.body || route.query) out[400] = 'Invalid input: the message names the first problem.'
  if (route.body) out[413] = 'The body is larger than 16 KiB.'
  if (route.auth !== 'public') out[401] = 'Not signed in (no session cookie, or an unknown or expired one).'
  if (route.auth === 'admin') out[403] = 'Signed in without the admin role.'
  if (route.auth === 'own-or-admin') out[403] = "Another user's data, and the caller is not an admin."
  if (route.notFound) out[404] = `${route.notFound}.`
  if (route.inBrowserOnly) {
    out[403] =
      'On the Foresight server: demo controls are off (DEMO_CONTROLS=on turns them on), or on a shared server the caller is not the admin.'
  }
  Object.assign(out, route.errors)
  out[500] = 'Unexpected server error; nothing was saved.'
  return out
}
