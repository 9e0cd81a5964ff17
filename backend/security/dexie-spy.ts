import type { DBCore, DBCoreMutateRequest, DBCoreTable, Middleware } from 'dexie'
import type { ForesightDB } from '../db'

/** Re-opens the database with a DBCore middleware (Dexie builds its stacks on open). */
async function reopenWith(db: ForesightDB, middleware: Middleware<DBCore>): Promise<void> {
  db.close({ disableAutoOpen: false })
  db.use(middleware)
  await db.open()
}

function wrapTables(down: DBCore, wrap: (table: DBCoreTable) => Partial<DBCoreTable>): DBCore {
  return {
    ...down,
    table: (name: string) => {
      const table = down.table(name)
      return { ...table, ...wrap(table) }
    },
  }
}

export interface WriteWatch {
  /** Writes whose transaction committed, by table, since the last reset. */
  committed(): string[]
  reset(): void
}

/**
 * Records every write whose transaction COMMITTED (a write in a transaction that
 * rolled back changed nothing). A rejected request must leave this empty.
 */
export async function watchCommittedWrites(db: ForesightDB): Promise<WriteWatch> {
  let committed: string[] = []
  await reopenWith(db, {
    stack: 'dbcore',
    name: 'write-watch',
    create: (down) =>
      wrapTables(down, (table) => ({
        // A plain .then on Dexie's promise (no async function): it keeps the transaction's zone.
        mutate: (req: DBCoreMutateRequest) =>
          table.mutate(req).then((result) => {
            const trans = req.trans as unknown as EventTarget
            trans.addEventListener('complete', () => {
              committed.push(`${req.type} ${table.name}`)
            })
            return result
          }),
      })),
  })
  return {
    committed: () => [...committed],
    reset: () => {
      committed = []
    },
  }
}

export interface Fault {
  /** Fails the n-th (1-based) write to `table` from now on with `error()`; 0 disarms. */
  arm(table: string, error: () => unknown, nth?: number): void
  disarm(): void
  /** How many writes the armed fault has seen. */
  seen(): number
}

/**
 * Fault injection: a write to one table throws midway through a command, after
 * other writes of the same transaction were issued. Nothing may be left behind.
 */
export async function injectFaults(db: ForesightDB): Promise<Fault> {
  let armed: { table: string; error: () => unknown; nth: number } | null = null
  let seen = 0
  await reopenWith(db, {
    stack: 'dbcore',
    name: 'fault-injection',
    create: (down) =>
      wrapTables(down, (table) => ({
        mutate: (req: DBCoreMutateRequest) => {
          if (armed && armed.table === table.name && ++seen >= armed.nth) {
            return Promise.reject(armed.error())
          }
          return table.mutate(req)
        },
      })),
  })
  return {
    arm(table, error, nth = 1) {
      armed = { table, error, nth }
      seen = 0
    },
    disarm() {
      armed = null
    },
    seen: () => seen,
  }
}

export interface HeldRead {
  /** Resolves once the read is being held. */
  heldAt: Promise<void>
  /** Lets the held read answer. */
  release(): void
}

/**
 * Holds back the answer of the first read outside a write transaction that `matches`,
 * until released: a deterministic moment for another request to land in. `onWrite`
 * sees every write request, so `matches` can depend on what was written before.
 */
export async function holdRead(
  db: ForesightDB,
  matches: (table: string, key: unknown) => boolean,
  onWrite: (table: string, req: DBCoreMutateRequest) => void = () => undefined,
): Promise<HeldRead> {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let reached!: () => void
  const heldAt = new Promise<void>((resolve) => {
    reached = resolve
  })
  let armed = true
  await reopenWith(db, {
    stack: 'dbcore',
    name: 'hold-read',
    create: (down) => ({
      ...down,
      table: (name: string) => {
        const table = down.table(name)
        return {
          ...table,
          mutate: (req) => {
            onWrite(name, req)
            return table.mutate(req)
          },
          get: async (req) => {
            const row = await table.get(req)
            if (armed && (req.trans as unknown as IDBTransaction).mode === 'readonly' && matches(name, req.key)) {
              armed = false
              reached()
              await released
            }
            return row
          },
        }
      },
    }),
  })
  return { heldAt, release }
}
