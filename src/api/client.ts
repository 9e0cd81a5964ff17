import { getDataSource } from '../config'
import { startInBrowserBackend } from './backend'
import { persistAfterSave } from '../pwa/storage'

/** A non-2xx answer. `message` is "STATUS: body text" (status text when the body is empty). */
export class ApiError extends Error {
  readonly status: number
  readonly body: string
  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
  /** The server's `{ message }`, when the body is one. */
  get serverMessage(): string | null {
    try {
      const parsed: unknown = JSON.parse(this.body)
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        const message = (parsed as { message: unknown }).message
        return typeof message === 'string' ? message : null
      }
    } catch {
      /* not JSON */
    }
    return null
  }
}

/**
 * A remote backend could not be reached (offline, server down, CORS): said in words. The app a
 * Foresight server serves talks to its own origin: a guest there reads that the server is out of
 * reach for now, not a developer's hint about CORS, which only a backend elsewhere needs.
 */
export class NetworkError extends Error {
  constructor(baseUrl: string, cause: unknown) {
    super(networkErrorMessage(baseUrl), { cause })
    this.name = 'NetworkError'
  }
}

export function networkErrorMessage(
  baseUrl: string,
  offline = typeof navigator !== 'undefined' && navigator.onLine === false,
  origin = typeof location !== 'undefined' ? location.origin : '',
): string {
  if (offline) {
    return baseUrl === origin
      ? "You're offline. Try again when you're back online."
      : `You're offline, so the backend at ${baseUrl} can't be reached. Try again when you're back online.`
  }
  return baseUrl === origin
    ? "Can't reach the server right now. Check your connection, then try again."
    : `Can't reach the backend at ${baseUrl}. Check that it is running and allows this site, then try again.`
}

export type RequestOptions = { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal }

/** The full URL of an API path for the configured data source. */
export function apiUrl(path: string): string {
  const source = getDataSource()
  return source.mode === 'remote' ? source.baseUrl + path : path
}

/** Whether a failure means nobody is signed in (a 401): the only failure that signs a person out. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}

/** The session change under way (a reset), while reads wait for it; null otherwise. */
let sessionChange: Promise<unknown> | null = null

/**
 * Runs `change` (a demo or event reset) with every read held until it settles: a read answered
 * in between would answer for the session being replaced (a 401, shown as "Couldn't load…
 * Unauthorized"). With `leaving`, the reads stay held after a success: the page is about to
 * load afresh, and nothing of the old session should draw in the meantime.
 */
export async function whileSessionChanges<T>(change: () => Promise<T>, { leaving = false } = {}): Promise<T> {
  let done!: () => void
  const held = new Promise<void>((resolve) => (done = resolve))
  const release = () => {
    done()
    if (sessionChange === held) sessionChange = null
  }
  sessionChange = held
  try {
    const result = await change()
    if (!leaving) release()
    return result
  } catch (error) {
    release()
    throw error
  }
}

/** Waits for a session change under way, or for `signal` to give up on the read. */
function afterSessionChange(signal: AbortSignal | undefined): Promise<void> | undefined {
  if (!sessionChange) return undefined
  const change = sessionChange.then(() => undefined)
  if (!signal) return change
  return Promise.race([
    change,
    new Promise<void>((_, reject) => {
      if (signal.aborted) reject(signal.reason)
      signal.addEventListener('abort', () => reject(signal.reason), { once: true })
    }),
  ])
}

/** The one way the app talks to /api: credentials included, JSON body only when present. */
export async function apiRequest(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  if (method === 'GET') await afterSessionChange(options.signal)
  const source = getDataSource()
  if (source.mode === 'in-browser') await startInBrowserBackend()
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  const init: RequestInit = { method, credentials: 'include', headers, signal: options.signal }
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    init.body = JSON.stringify(options.body)
  }
  let response: Response
  try {
    response = await fetch(apiUrl(path), init)
  } catch (error) {
    // fetch rejects with a TypeError when the network or CORS fails (not for aborts).
    if (source.mode === 'remote' && error instanceof TypeError) throw new NetworkError(source.baseUrl, error)
    throw error
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '')
    throw new ApiError(response.status, response.statusText, text)
  }
  // A save in the in-browser mode lives only on this device: ask to keep it (once).
  if (source.mode === 'in-browser') persistAfterSave(method, path)
  return response
}

/** Calls the API and parses the JSON answer (null for an empty body). */
export async function apiJson<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
  const response = await apiRequest(method, path, options)
  const text = await response.text()
  return (text ? JSON.parse(text) : null) as T
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiJson<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiJson<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiJson<T>('PATCH', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiJson<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiJson<T>('DELETE', path, options),
}

/** The message to show a person for a failed call: the server's words when it gave some. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback
  if (error instanceof NetworkError) return error.message
  return fallback
}
