import { SESSION_COOKIE } from '../../backend/backend'

/**
 * Starts the in-browser exchange (msw in the page + Dexie) once, lazily, so that it
 * never sits in front of the first paint. Only this file may load mocks/.
 */
let started: Promise<unknown> | null = null
let notBefore: Promise<unknown> = Promise.resolve()

export async function startInBrowserBackend(): Promise<void> {
  started ??= notBefore.then(() => import('../../mocks/browser')).then((m) => m.startBrowserBackend())
  await started
}

/** Whether the in-browser exchange was asked to start (its answers can be had without a cold start). */
export function inBrowserBackendStarted(): boolean {
  return started !== null
}

/**
 * A screen restored from last-seen answers (src/api/persist.ts) paints without the
 * exchange: loading and starting it waits until then, so it does not compete with that paint.
 */
export function startBackendNotBefore(moment: Promise<unknown>): void {
  if (!started) notBefore = moment
}

/**
 * In the in-browser mode the session is a cookie this page can read (msw writes the mocked
 * Set-Cookie into document.cookie): without one, asking the exchange who is signed in can
 * only answer 401, so a signed-out visit need not start it to show the landing page.
 */
export function hasInBrowserSession(): boolean {
  return sessionToken() !== null
}

/** The in-browser session cookie's value, or null without one. */
export function sessionToken(): string | null {
  if (typeof document === 'undefined') return null
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${SESSION_COOKIE}=`))
  return cookie === undefined ? null : cookie.slice(SESSION_COOKIE.length + 1)
}

/**
 * Signed out, the exchange is started before it is needed: at once on any page but the
 * landing page (sign-in and sign-up pages call it next), and on the landing page at the
 * visitor's first touch, click or key press, so reading it costs no main-thread time.
 */
export function warmUpInBrowserBackend(): void {
  if (typeof window === 'undefined' || started) return
  const start = () => void startInBrowserBackend().catch(() => undefined)
  if (window.location.pathname !== '/') {
    start()
    return
  }
  const events = ['pointerdown', 'keydown', 'touchstart'] as const
  const once = () => {
    events.forEach((e) => window.removeEventListener(e, once, true))
    start()
  }
  events.forEach((e) => window.addEventListener(e, once, { capture: true, passive: true }))
}
