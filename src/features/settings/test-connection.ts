import { User } from '../../api/contract'
import { displayName } from '../../lib/use-auth'
import { nativeFetch } from '../../lib/native-fetch'

export type ConnectionResult = { ok: boolean; message: string }

const TIMEOUT_MS = 10_000

/**
 * 'Test connection': GET {base}/api/auth/user with cookies, as the app itself would.
 * 200 with a user: connected and signed in; 401: connected and signed out; anything
 * else is explained in words (status, network or CORS, this site's own CSP).
 */
export async function testConnection(baseUrl: string): Promise<ConnectionResult> {
  const origin = new URL(baseUrl).origin
  const csp = watchCspBlocks(origin)
  let response: Response
  try {
    // Not window.fetch: in the in-browser mode msw would answer this call itself.
    response = await nativeFetch(`${baseUrl}/api/auth/user`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    return { ok: false, message: explainFailure(error, origin, await csp.blocked()) }
  } finally {
    void csp.blocked()
  }
  return readAnswer(response)
}

/** What an answer to GET /api/auth/user means for the person testing. */
export async function readAnswer(response: Response): Promise<ConnectionResult> {
  if (response.status === 401) return { ok: true, message: 'Connected (signed out)' }
  const text = await response.text().catch(() => '')
  if (!response.ok) {
    return {
      ok: false,
      message: `The backend answered ${response.status}: ${serverMessage(text) || response.statusText || 'no details'}`,
    }
  }
  const user = User.safeParse(safeJson(text))
  if (!user.success) {
    return {
      ok: false,
      message: 'The backend answered, but not with a user as the API contract describes for GET /api/auth/user.',
    }
  }
  return { ok: true, message: `Connected (signed in as ${displayName(user.data)})` }
}

function explainFailure(error: unknown, origin: string, blockedByCsp: boolean): string {
  if (blockedByCsp) {
    return `This site's security policy (Content-Security-Policy connect-src) does not allow calls to ${origin}. The host serving Foresight must allow it.`
  }
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `No answer from ${origin} within ${TIMEOUT_MS / 1000} seconds.`
  }
  if (!navigator.onLine) return `You're offline, so ${origin} can't be reached.`
  return `Could not reach ${origin}. Check the URL, that the server is running, and that it allows this site with CORS (credentials included).`
}

/** Notices when this page's own CSP blocked the call (fetch only says "Failed to fetch"). */
function watchCspBlocks(origin: string) {
  let hit = false
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.blockedURI.startsWith(origin)) hit = true
  }
  document.addEventListener('securitypolicyviolation', onViolation)
  let done: Promise<boolean> | null = null
  return {
    /** The violation event is queued as a task; let it arrive before answering. */
    blocked: () =>
      (done ??= new Promise<boolean>((resolve) =>
        setTimeout(() => {
          document.removeEventListener('securitypolicyviolation', onViolation)
          resolve(hit)
        }, 0),
      )),
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function serverMessage(text: string): string {
  const body = safeJson(text)
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message
  return text.slice(0, 200)
}
