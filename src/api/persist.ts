import type { Query, QueryClient, QueryKey } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import {
  type PersistedClient,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  removeOldestQuery,
} from '@tanstack/react-query-persist-client'
import { dataSourceId, getDataSource } from '../config'
import { AUTH_USER_KEY } from './auth'
import { sessionToken } from './backend'

/**
 * The answers the first screens showed (who is signed in, categories, the market lists, the
 * markets opened), kept in localStorage by TanStack Query's persister. The next start puts them
 * back before the first render, marked stale, so a returning trader sees their markets at
 * once, also offline, while the same queries refetch. Signing out or a demo reset forgets them.
 * docs/start-up.md tells the whole start-up.
 */
const ANSWERS_KEY = 'foresight.firstScreen'
const AUTH_USER_HASH = JSON.stringify(AUTH_USER_KEY)
/** Older than this, last-seen prices mislead more than a skeleton does. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** Raised when the kept shape changes: older copies are dropped. */
const FORMAT = 1

/** Which queries a first screen needs: anything else is not worth the storage or the risk. */
function isKept(key: QueryKey): boolean {
  const [a, b] = key
  return (
    (a === 'auth' && b === 'user') ||
    a === 'categories' ||
    (a === 'markets' && (b === 'list' || b === 'closed' || b === 'infinite' || b === 'detail'))
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
function lastGoodAnswers(saved: PersistedClient): PersistedClient {
  const queries = saved.clientState.queries.map((query) =>
    query.state.status === 'error' && query.state.data !== undefined
      ? {
          ...query,
          state: { ...query.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null },
        }
      : query,
  )
  return { ...saved, clientState: { ...saved.clientState, queries } }
}

/** The client whose answers are kept, and the sign-in they were last answered under. */
let kept: QueryClient | null = null
let answeredUnder = ''
const signedIn = () => Boolean(kept?.getQueryData(AUTH_USER_KEY))

/** Signed out (by the time a save is written), nothing is kept. */
const options: Parameters<typeof createAsyncStoragePersister>[0] = {
  key: ANSWERS_KEY,
  storage: {
    getItem: (key) => localStorage.getItem(key),
    setItem: (key, value) => (signedIn() ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
    removeItem: (key) => localStorage.removeItem(key),
  },
  serialize: (saved) => JSON.stringify({ ...lastGoodAnswers(saved), buster: buster(answeredUnder) }),
  // Storage full: the oldest answer goes first, until the rest fits.
  retry: removeOldestQuery,
}
/** Saves at most once a second while the page is used... */
const persister = createAsyncStoragePersister(options)
/** ...and at once when it is left or hidden (no timers: done before the page goes). */
const leaving = createAsyncStoragePersister({ ...options, throttleTime: 0 })

/** Forgets the kept answers (signing out, a demo reset). */
export function forgetAnswers(): void {
  try {
    void persister.removeClient()
  } catch {
    /* storage unavailable: nothing kept */
  }
}

/**
 * Puts the kept answers back (stale, so each refetches as soon as a screen shows it) and keeps
 * saving them from now on. Resolves to whether a signed-in person was restored.
 */
export async function persistAnswers(client: QueryClient): Promise<boolean> {
  await persistQueryClientRestore({ queryClient: client, persister, maxAge: MAX_AGE_MS, buster: buster() }).catch(() => undefined)
  await client.invalidateQueries({ refetchType: 'none' })
  kept = client
  // The sign-in whose answers these are: one made in another tab since must not get them.
  answeredUnder = sessionTag()
  client.getQueryCache().subscribe(({ type, query }) => {
    if (type !== 'updated' || query.queryHash !== AUTH_USER_HASH || query.state.status !== 'success') return
    answeredUnder = sessionTag()
    if (!signedIn()) forgetAnswers()
  })
  const dehydrateOptions = {
    // An answer, also one whose latest refetch failed (lastGoodAnswers keeps it as the answer).
    shouldDehydrateQuery: (q: Query) => signedIn() && q.state.data !== undefined && isKept(q.queryKey),
    shouldDehydrateMutation: () => false,
    serializeData: firstPageOnly,
  }
  persistQueryClientSubscribe({ queryClient: client, persister, dehydrateOptions })
  const save = () => void persistQueryClientSave({ queryClient: client, persister: leaving, dehydrateOptions })
  window.addEventListener('pagehide', save)
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && save())
  return signedIn()
}
