import { dataSourceId, getDataSource, type DataSource } from '../config'
import { sessionToken } from './backend'

/**
 * The screen a signed-in trader last left (home or a market), kept as markup so the next
 * visit paints it while the app's code is still loading: public/theme-init.js puts it in
 * #root, inert (it cannot be clicked or focused, and is out of the accessibility tree), and
 * React replaces it with the same screen built from the kept answers (src/api/first-screen.ts)
 * on its first render. It is painted only when those answers will be restored too (same
 * page, same data source, still signed in, under a week old), and forgotten with them.
 * Nothing transient (toasts, prompts, open menus or dialogs) is kept.
 */
const FIRST_PAINT_KEY = 'foresight.firstPaint'
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

/**
 * Which sign-in this browser holds now: in the in-browser mode an FNV-1a hash (32 bits, hex)
 * of the session cookie, so sign-ins are told apart without storing one (public/theme-init.js
 * works out the same); with a remote backend the cookie is not readable: ''.
 */
export function currentSessionTag(source: DataSource = getDataSource()): string {
  if (source.mode === 'remote') return ''
  const token = sessionToken() ?? ''
  let hash = 0x811c9dc5
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16)
}

/** Pages whose first screen the kept answers can render at once. */
function isPaintablePath(path: string): boolean {
  return path === '/' || /^\/market\/[^/]+$/.test(path)
}

export function forgetFirstPaint(): void {
  try {
    localStorage.removeItem(FIRST_PAINT_KEY)
  } catch {
    /* storage unavailable: nothing kept */
  }
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
 * nobody is signed in, so nothing is kept); forgets what was kept otherwise. A page still
 * showing the kept screen (the app has not rendered yet) leaves it as it is.
 */
export function keepPaint(root: Element | null, where: { pathname: string; search: string }, userId: string | null): void {
  if (root?.querySelector('[data-kept-paint]')) return
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
