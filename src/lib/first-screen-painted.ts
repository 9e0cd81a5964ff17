import { useEffect } from 'react'
import { sleep } from './async'

/** Longest wait: a screen that never shows its content must not hold back what waits on it. */
const MAX_WAIT_MS = 3_000

let painted: () => void = () => undefined
const firstScreen = new Promise<void>((resolve) => {
  painted = resolve
})
let contentShown: () => void = () => undefined
const firstContent = new Promise<void>((resolve) => {
  contentShown = resolve
})
/** Set once a page has said so: later pages and refetches have nothing left to announce. */
let shown = false

/**
 * Resolves once the first screen has painted (the app shell says so with
 * useFirstScreenPainted), or after MAX_WAIT_MS. Work that can wait starts after it.
 */
export function afterFirstScreen(): Promise<void> {
  return Promise.race([firstScreen, sleep(MAX_WAIT_MS)])
}

/**
 * Resolves once the first screen is on screen with what the visit came for (its page says so
 * with useContentShown: the market cards, the market, the landing page's pitch), not 'Loading...'
 * or skeletons; or MAX_WAIT_MS after the first screen, for pages that do not say. Code that no
 * first screen shows (the footer, the settle watcher) loads after it,
 * so it never competes with that content's own code and data.
 */
export function afterFirstContent(): Promise<void> {
  return afterFirstScreen().then(() => Promise.race([firstContent, sleep(MAX_WAIT_MS)]))
}

/** A page calls this with `ready` true once its main content (or its error) is rendered. */
export function useContentShown(ready: boolean): void {
  useEffect(() => {
    if (!ready || shown) return
    shown = true
    whenOnScreen(contentShown)
  }, [ready])
}

/**
 * Calls `then` once what was just rendered is on screen. A frame's rAF callback runs before
 * that frame is painted, and the paint reaches the screen later still: work started there (the
 * exchange's code, hundreds of KB) would be fetched and run ahead of the paint it should follow.
 * So: the first contentful paint's entry when there has been none yet (it comes once the paint is
 * presented), else the frame after next.
 */
function whenOnScreen(then: () => void): void {
  const nextFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then, 0)))
  const paintTimed = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')
  if (!paintTimed || performance.getEntriesByName('first-contentful-paint').length > 0) {
    nextFrames()
    return
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    setTimeout(then, 0)
  })
  observer.observe({ type: 'paint' })
}

/**
 * The app shell calls this: once its first render is on screen. The page a visit starts on
 * renders in that same pass (its route loads its code first), so this is the restored content,
 * or skeletons, or 'Loading...'. (A tab opened in the background paints nothing: the longest
 * wait above lets what waits go ahead.)
 */
export function useFirstScreenPainted(): void {
  useEffect(() => whenOnScreen(painted), [])
}
