import { getDataSource, type DataSource } from '../config'
import { sessionToken } from './backend'

/**
 * The screen a signed-in trader last left (home or a market), kept as markup so the next
 * visit paints it while the app's code is still loading: public/theme-init.js puts it in
 * #root, inert (it cannot be clicked or focused, and is out of the accessibility tree), and
 * React replaces it with the same screen built from the kept answers (src/api/first-screen.ts)
 * on its first render. It is painted only when those answers will be restored too (same
 * page, same data source, still signed in, under a week old), and forgotten with them.
 * Nothing transient (toasts, prompts, open menus or dialogs) is kept. Keeping it is
 * src/api/keep-paint.ts, loaded once the first screen shows its content.
 */
export const FIRST_PAINT_KEY = 'foresight.firstPaint'

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

export function forgetFirstPaint(): void {
  try {
    localStorage.removeItem(FIRST_PAINT_KEY)
  } catch {
    /* storage unavailable: nothing kept */
  }
}

