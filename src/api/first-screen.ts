import type { Query, QueryClient, QueryKey } from '@tanstack/react-query'
import { dataSourceId, getDataSource } from '../config'
import { AUTH_USER_KEY } from './auth'
import { hasInBrowserSession } from './backend'
import { currentSessionTag, forgetFirstPaint } from './first-paint'
import { afterFirstContent } from '../lib/first-screen-painted'

/**
 * The last answers the first screens showed (who is signed in, categories, the home lists,
 * the markets opened last), kept in localStorage. On the next start they are put back into
 * the query cache, marked stale, so a returning trader sees their markets at once, also
 * offline, while the exchange starts and the same queries refetch in the background.
 * Only answers the person has already seen are kept; signing out forgets them.
 */
const STORAGE_KEY = 'foresight.firstScreen'
const FORMAT = 1
/** Older than this, last-seen prices mislead more than a skeleton does. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
const RECENT_MARKETS = 6
/** The home screen's lists (all markets, featured, recently closed, categories) and a few more. */
const RECENT_LISTS = 8
const SAVE_DELAY_MS = 1_000

interface Entry {
  key: QueryKey
  data: unknown
  updatedAt: number
}

interface Saved {
  format: number
  source: string
  savedAt: number
  entries: Entry[]
}

/** In the in-browser mode kept answers count only while this browser still holds a session. */
const signedInHere = () => getDataSource().mode === 'remote' || hasInBrowserSession()

/** Which queries a first screen needs: anything else is not worth the storage or the risk. */
function kind(key: QueryKey): 'user' | 'list' | 'detail' | null {
  const [a, b] = key
  if (a === 'auth' && b === 'user') return 'user'
  if (a === 'categories') return 'list'
  if (a === 'markets' && (b === 'list' || b === 'closed')) return 'list'
  if (a === 'markets' && b === 'infinite') return 'list'
  if (a === 'markets' && b === 'detail') return 'detail'
  return null
}

/** An infinite list keeps its first page only: the rest load again on "Load More". */
function storable(query: Query): unknown {
  const data = query.state.data as { pages?: unknown[]; pageParams?: unknown[] } | undefined
  if (data && Array.isArray(data.pages) && Array.isArray(data.pageParams)) {
    return { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
  }
  return data
}

function collect(client: QueryClient): Entry[] | null {
  const queries = client.getQueryCache().getAll().filter((q) => q.state.status === 'success' && kind(q.queryKey))
  const user = queries.find((q) => kind(q.queryKey) === 'user')
  if (!user?.state.data) return null
  const latest = (k: 'list' | 'detail', count: number) => queries.filter((q) => kind(q.queryKey) === k)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt).slice(0, count)
  const lists = latest('list', RECENT_LISTS)
  const details = latest('detail', RECENT_MARKETS)
  return [user, ...lists, ...details].map((q) => ({ key: q.queryKey, data: storable(q), updatedAt: q.state.dataUpdatedAt }))
}

/** What keeps the screen's markup (keep-paint.ts): null until loaded, after the first screen's content. */
let paintKeeper: typeof import('./keep-paint') | null = null

/** Cancels a save still waiting (set by keepFirstScreen): what is forgotten stays forgotten. */
let cancelPendingSave: () => void = () => undefined

export function forgetFirstScreen(): void {
  cancelPendingSave()
  try {
    localStorage.removeItem(STORAGE_KEY)
  } catch {
    /* storage unavailable: nothing kept */
  }
  forgetFirstPaint()
}

function save(client: QueryClient): void {
  const entries = collect(client)
  if (!entries) return forgetFirstScreen()
  const saved: Saved = { format: FORMAT, source: dataSourceId(), savedAt: Date.now(), entries }
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(saved))
  } catch {
    // Full or blocked storage only costs the next start its head start.
    forgetFirstScreen()
  }
}

function read(): Saved | null {
  try {
    const text = localStorage.getItem(STORAGE_KEY)
    const saved = text ? (JSON.parse(text) as Saved) : null
    const fresh = saved && saved.format === FORMAT && Date.now() - saved.savedAt < MAX_AGE_MS
    return fresh && saved.source === dataSourceId() && Array.isArray(saved.entries) ? saved : null
  } catch {
    return null
  }
}

/**
 * Puts the last-seen answers back (stale, so they refetch as soon as a screen uses them).
 * In the in-browser mode they count only while this browser still holds a session.
 * Returns whether anything was restored.
 */
export function restoreFirstScreen(client: QueryClient): boolean {
  const saved = read()
  if (!saved || !signedInHere()) {
    forgetFirstScreen()
    return false
  }
  for (const entry of saved.entries) {
    if (!kind(entry.key) || entry.data === undefined) continue
    client.setQueryData(entry.key, entry.data, { updatedAt: entry.updatedAt })
    void client.invalidateQueries({ queryKey: entry.key, exact: true, refetchType: 'none' })
  }
  return saved.entries.some((e) => kind(e.key) === 'user' && e.data)
}

/**
 * Saves (debounced) whenever one of those queries gets a new answer; signing out forgets.
 * A save still pending when the page goes away (closed, reloaded, left, sent to the
 * background) is made then, and the screen on show is kept as markup (src/api/keep-paint.ts;
 * a page left before its first screen's content showed keeps nothing new).
 */
export function keepFirstScreen(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null
  void afterFirstContent().then(() => import('./keep-paint')).then((m) => {
    paintKeeper = m
    // From now on, leaving keeps the screen (tools and tests wait for this mark before leaving).
    performance.mark('foresight:keeps-screen')
  }, () => undefined)
  cancelPendingSave = () => {
    if (timer) clearTimeout(timer)
    timer = null
  }
  // The session this page last learned who is signed in under: after a sign-in in another tab
  // the cookie is someone else's, and this page's screens are not theirs to keep.
  let userSession: string | null = null
  const sameSession = () => userSession === null || userSession === currentSessionTag()
  // Leaving fires 'visibilitychange' and then 'pagehide': the screen is kept once.
  let keptAt = -Infinity
  const flush = () => {
    if (!sameSession()) return cancelPendingSave()
    if (timer) {
      clearTimeout(timer)
      timer = null
      save(client)
    }
    if (performance.now() - keptAt < 1_000) return
    keptAt = performance.now()
    // Whose screen: the person this page shows, while signed in (theme-init.js paints it only
    // while the kept answers are theirs too).
    const shown = client.getQueryData<{ id?: string } | null>(AUTH_USER_KEY)?.id ?? null
    const root = document.getElementById('root')
    // Still showing the kept screen (the app has not rendered yet): it stays as it is.
    if (root?.querySelector('[data-kept-paint]')) return
    if (paintKeeper) paintKeeper.keepPaint(root, location, signedInHere() ? shown : null)
    // Left before the capture's code came: an older kept screen would be painted next time over
    // the newer answers just saved, so it goes.
    else forgetFirstPaint()
  }
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush()
  }
  window.addEventListener('pagehide', flush)
  document.addEventListener('visibilitychange', onHidden)
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !kind(event.query.queryKey)) return
    if (kind(event.query.queryKey) === 'user' && !event.query.state.data) return forgetFirstScreen()
    if (kind(event.query.queryKey) === 'user') userSession = currentSessionTag()
    if (timer) return
    timer = setTimeout(() => {
      timer = null
      if (sameSession()) save(client)
    }, SAVE_DELAY_MS)
  })
  return () => {
    unsubscribe()
    window.removeEventListener('pagehide', flush)
    document.removeEventListener('visibilitychange', onHidden)
  }
}
