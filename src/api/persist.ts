import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { dataSourceId, getDataSource } from '../config'
import { AUTH_USER_KEY } from './auth'
import { sessionToken } from './backend'

/**
 * The answers the first screens showed (who is signed in, categories, the market lists, the
 * markets opened, the person's portfolio), kept in localStorage with TanStack Query's dehydrate and
 * hydrate (a few lines here instead of its persister packages, which every visit's first chunk
 * carried). The next start puts them back before the first render, marked stale, so a returning
 * trader sees their markets at once, also offline, while the same queries refetch. Signing out or
 * a demo reset forgets them. docs/start-up.md tells the whole start-up.
 */
const ANSWERS_KEY = 'foresight.firstScreen'
const AUTH_USER_HASH = JSON.stringify(AUTH_USER_KEY)
/** Older than this, last-seen prices mislead more than a skeleton does. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** Raised when the kept shape changes: older copies are dropped. */
const FORMAT = 1
/** Saves at most once a second while the page is used (and at once when it is left or hidden). */
const SAVE_INTERVAL_MS = 1_000

/** What localStorage holds: the shape TanStack Query's persister used, so older copies still restore. */
interface KeptAnswers {
  buster: string
  timestamp: number
  clientState: DehydratedState
}

/**
 * Which queries a first screen needs: anything else is not worth the storage or the risk. The
 * person's portfolio (a market page's "Your position" and the Sell in its trade bar) is among
 * them: left out, it came in after the first paint and pushed the market page's chart down (a
 * layout shift on every visit to a market they hold). It is keyed by the person's id, so it
 * never shows for someone else. Not the header's own copy of it
 * (src/features/shell/cash-balance.tsx): it tells settlements apart by comparing one answer with
 * the next, and a kept answer would be compared too. Not the orders lists: their keys do not
 * say whose they are.
 */
function isKept(key: QueryKey): boolean {
  const [a, b] = key
  return (
    (a === 'auth' && b === 'user') ||
    a === 'categories' ||
    (a === 'markets' && (b === 'list' || b === 'closed' || b === 'infinite' || b === 'detail')) ||
    (a === 'portfolio' && key.length === 2)
  )
}

/**
 * Which sign-in this browser holds: in the in-browser mode an FNV-1a hash of the session cookie
 * (sign-ins told apart without storing one); with a remote backend the cookie is unreadable: ''.
 */
function sessionTag(): string {
  if (getDataSource().mode === 'remote') return ''
  const token = sessionToken()
  if (token === null) return 'signed-out'
  let hash = 0x811c9dc5
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193) >>> 0
  return hash.toString(16)
}

/** Kept answers count only for the same format, data source and sign-in. */
const buster = (session = sessionTag()) => `${FORMAT} ${dataSourceId()} ${session}`

/** An infinite list keeps its first page only: the rest load again on "Load More". */
function firstPageOnly(data: unknown): unknown {
  const list = data as { pages?: unknown[]; pageParams?: unknown[] } | undefined
  return Array.isArray(list?.pages) && Array.isArray(list.pageParams)
    ? { pages: list.pages.slice(0, 1), pageParams: list.pageParams.slice(0, 1) }
    : data
}

/**
 * A kept query whose latest refetch failed (offline, a 5xx, the demo's simulated error) keeps its
 * last good answer, saved as an answer: the next visit starts from it, signed in, and refetches it
 * (docs/product.md, Errors are not sign-outs). Saving the failure instead would forget who is
 * signed in after one failed reload.
 */
function lastGoodAnswers(state: DehydratedState): DehydratedState {
  const queries = state.queries.map((query) =>
    query.state.status === 'error' && query.state.data !== undefined
      ? {
          ...query,
          state: { ...query.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null },
        }
      : query,
  )
  return { ...state, queries }
}

/** The client whose answers are kept, and the sign-in they were last answered under. */
let kept: QueryClient | null = null
let answeredUnder = ''
const signedIn = () => Boolean(kept?.getQueryData(AUTH_USER_KEY))

const dehydrateOptions = {
  // An answer, also one whose latest refetch failed (lastGoodAnswers keeps it as the answer).
  shouldDehydrateQuery: (q: Query) => signedIn() && q.state.data !== undefined && isKept(q.queryKey),
  shouldDehydrateMutation: () => false,
  serializeData: firstPageOnly,
}

/** Set when the person signs out or resets the demo: the page is leaving, and keeps nothing. */
let stopped = false
/** The earliest time of the next save while the page is used; one save is pending at most. */
let nextSave = 0
let pending = false

/** Writes the answers now; signed out (by the time it is written), nothing is kept. */
function save(): void {
  nextSave = Date.now() + SAVE_INTERVAL_MS
  if (stopped || !kept || !signedIn()) return forgetAnswers()
  let state = lastGoodAnswers(dehydrate(kept, dehydrateOptions))
  for (;;) {
    const answers: KeptAnswers = { buster: buster(answeredUnder), timestamp: Date.now(), clientState: state }
    try {
      localStorage.setItem(ANSWERS_KEY, JSON.stringify(answers))
      return
    } catch {
      // Storage full: the oldest answer goes first, until the rest fits. Who is signed in goes
      // last (without it nothing else is restored): when it alone does not fit, nothing is kept.
      const others = state.queries.filter((q) => q.queryHash !== AUTH_USER_HASH)
      if (others.length === 0) return forgetAnswers()
      const oldest = others.reduce((a, b) => (b.state.dataUpdatedAt < a.state.dataUpdatedAt ? b : a))
      state = { ...state, queries: state.queries.filter((q) => q !== oldest) }
    }
  }
}

function saveSoon(): void {
  if (pending) return
  pending = true
  setTimeout(
    () => {
      pending = false
      save()
    },
    Math.max(0, nextSave - Date.now()),
  )
}

/**
 * Signing out or resetting the demo, just before the page leaves: the kept answers are forgotten
 * and none is saved again on the way out (the page's pagehide save would write them back, with
 * the signed-in person still in the cache; with a remote backend nothing else tells one sign-in's
 * answers from the next one's on this browser).
 */
export function stopKeepingAnswers(): void {
  stopped = true
  forgetAnswers()
}

/** Forgets the kept answers (nobody signed in: signed out in another tab, a session that ended). */
function forgetAnswers(): void {
  try {
    localStorage.removeItem(ANSWERS_KEY)
  } catch {
    /* storage unavailable: nothing kept */
  }
}

/** The kept answers if they are for this format, data source and sign-in, and under a week old. */
function restore(client: QueryClient): void {
  try {
    const text = localStorage.getItem(ANSWERS_KEY)
    if (!text) return
    const answers = JSON.parse(text) as Partial<KeptAnswers>
    const fresh = typeof answers.timestamp === 'number' && Date.now() - answers.timestamp <= MAX_AGE_MS
    if (fresh && answers.buster === buster() && answers.clientState) hydrate(client, answers.clientState)
    else forgetAnswers()
  } catch {
    // Unreadable (not JSON, or storage unavailable): start without.
    forgetAnswers()
  }
}

/**
 * Puts the kept answers back (stale, so each refetches as soon as a screen shows it) and keeps
 * saving them from now on. Resolves to whether a signed-in person was restored.
 */
export async function persistAnswers(client: QueryClient): Promise<boolean> {
  restore(client)
  await client.invalidateQueries({ refetchType: 'none' })
  kept = client
  // The sign-in whose answers these are: one made in another tab since must not get them.
  answeredUnder = sessionTag()
  client.getQueryCache().subscribe(({ type, query }) => {
    // Only a kept answer's change is worth a save: the rest (books, trades, the header's copy)
    // change often and are not written.
    if ((type !== 'added' && type !== 'removed' && type !== 'updated') || !isKept(query.queryKey)) return
    saveSoon()
    if (type !== 'updated' || query.queryHash !== AUTH_USER_HASH || query.state.status !== 'success') return
    answeredUnder = sessionTag()
    if (!signedIn()) forgetAnswers()
  })
  window.addEventListener('pagehide', save)
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && save())
  return signedIn()
}
