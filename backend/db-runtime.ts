import type { Dexie } from 'dexie'

/**
 * Dexie's 'Observability' and 'Cache' middlewares exist for liveQuery: on every write
 * they compute the touched key ranges of every index, and after every read-write commit
 * they broadcast them to all tabs (BroadcastChannel) and the page (a DOM event). Nothing
 * here uses liveQuery (the UI polls the API through TanStack Query), so that work is pure
 * overhead on each API call: profiling Node trades put a fifth of Dexie's time in it.
 * Call before the database opens (the middleware stack is built on open).
 */
export function withoutLiveQueries<T extends Dexie>(db: T): T {
  db.unuse({ stack: 'dbcore', name: 'Observability' })
  db.unuse({ stack: 'dbcore', name: 'Cache' })
  return db
}

/**
 * Another tab opened a newer schema (or deleted the database): close for good rather than
 * block it or write rows in the old shape, then `then`. Returning false skips Dexie's default
 * handler, which would reopen the old schema on the next call.
 */
export function closeOnVersionChange<T extends Dexie>(db: T, then: () => void = () => undefined): T {
  db.on('versionchange', () => {
    db.close({ disableAutoOpen: true })
    then()
    return false
  })
  return db
}
