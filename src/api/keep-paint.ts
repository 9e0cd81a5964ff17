import { dataSourceId, getDataSource } from '../config'
import { currentSessionTag, FIRST_PAINT_KEY, forgetFirstPaint } from './first-paint'

/**
 * Keeps the screen on show as markup for the next visit to paint at once (see first-paint.ts).
 * Only needed when the page is left: loaded after the first screen's content (first-screen.ts).
 */

const FIRST_PAINT_FORMAT = 1
/** A screen's markup is tens of KB; far more means something unexpected is on it. */
const MAX_CHARS = 400_000
/** Not kept: what is only on show for a moment, and what is marked data-transient (also the balance: the portfolio is never kept). */
const TRANSIENT = '[data-transient], [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="tooltip"], script, noscript'

interface KeptPaint {
  format: typeof FIRST_PAINT_FORMAT
  /** Path and query string: painted again only at exactly this address (filters included). */
  path: string
  /** The data source (as src/config.ts names it): painted again only against the same one. */
  source: string
  /** Whose screen: painted again only while the kept answers are this person's. */
  userId: string
  /** In-browser mode: a hash of the session cookie it was kept under (another sign-in: not painted). */
  session: string
  savedAt: number
  html: string
}

/** Pages whose first screen the kept answers can render at once. */
function isPaintablePath(path: string): boolean {
  return path === '/' || /^\/market\/[^/]+$/.test(path)
}

/** A sticky or fixed element (the app's header) is where it is pinned, not where the page starts it. */
const pinned = (element: Element) => ['sticky', 'fixed'].includes(getComputedStyle(element).position)

/**
 * A copy of `element` down to `limit` px (viewport coordinates): what lies below is left out,
 * so keeping costs little when the page is left (only the top is copied) and painting it
 * again costs little too; the app's first render fills in the rest. Pinned elements are kept
 * whole wherever the page is scrolled to (the next visit opens at the top, where they are).
 */
function copyTop(element: Element, limit: number): Element {
  const copy = element.cloneNode(false) as Element
  for (const child of element.childNodes) {
    if (!(child instanceof Element)) {
      copy.appendChild(child.cloneNode(true))
      continue
    }
    const box = child.getBoundingClientRect()
    const whole = (box.width === 0 && box.height === 0) || box.bottom <= limit
    if (whole || pinned(child)) copy.appendChild(child.cloneNode(true))
    else if (box.top <= limit) copy.appendChild(copyTop(child, limit))
  }
  return copy
}

/** The screen in `root` as kept markup, or null when it is not a screen worth painting ahead. */
function paintOf(root: Element, path: string): string | null {
  if (!isPaintablePath(path)) return null
  // The screen itself, not 'Loading...' or skeletons: a market card or the market's title.
  if (!root.querySelector('main article h3, main h1')) return null
  // About two screens from the top, as the page is scrolled now (the next visit opens at the top).
  const copy = copyTop(root, Math.max(window.innerHeight, 900) * 2 - window.scrollY)
  copy.querySelectorAll(TRANSIENT).forEach((node) => node.remove())
  const html = copy.innerHTML
  return html.length > MAX_CHARS ? null : html
}

/**
 * Keeps the screen on show now (call when the page is hidden or left) as `userId`'s (null:
 * nobody is signed in, so nothing is kept); forgets what was kept otherwise. (Not called while
 * the page still shows the kept screen: first-screen.ts leaves that as it is.)
 */
export function keepPaint(root: Element | null, where: { pathname: string; search: string }, userId: string | null): void {
  const html = userId && root ? paintOf(root, where.pathname) : null
  if (!html || !userId) return forgetFirstPaint()
  const source = getDataSource()
  const kept: KeptPaint = {
    format: FIRST_PAINT_FORMAT,
    path: where.pathname + where.search,
    source: dataSourceId(source),
    userId,
    session: currentSessionTag(source),
    savedAt: Date.now(),
    html,
  }
  try {
    localStorage.setItem(FIRST_PAINT_KEY, JSON.stringify(kept))
  } catch {
    forgetFirstPaint()
  }
}
