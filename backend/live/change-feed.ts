import type { DBCore, DBCoreMutateRequest, DBCoreTable, DBCoreTransaction, Middleware } from 'dexie'
import type { MarketRow } from '../../src/exchange'

/** The rows a committed read-write transaction wrote that live updates follow. */
export interface CommittedChanges {
  /** Markets written (the latest value of each). */
  markets: MarketRow[]
  /** People and simulated traders whose cash, holdings or orders changed. */
  accountIds: string[]
}

/** Tables followed, and the account a written row belongs to. */
const ACCOUNT_OF: Record<string, (row: Record<string, unknown>) => unknown> = {
  accounts: (row) => row.id,
  positions: (row) => row.accountId,
  orders: (row) => row.accountId,
}

interface Pending {
  markets: Map<string, MarketRow>
  accountIds: Set<string>
}

/** The transaction events the change feed listens to: IndexedDB's, and the server store's (server/store). */
interface CompletingTransaction {
  addEventListener(type: 'complete', listener: () => void): void
}

/**
 * A Dexie middleware that reports, once a read-write transaction has committed, the markets and
 * accounts it wrote; nothing for one that aborted. The same in the browser (over IndexedDB) and
 * on the server (over PostgreSQL): the source of live updates (backend/live/publisher.ts).
 */
export function changeFeed(onCommit: (changes: CommittedChanges) => void): Middleware<DBCore> {
  const pending = new WeakMap<DBCoreTransaction, Pending>()
  const record = (table: string, req: DBCoreMutateRequest) => {
    if (req.type !== 'put' && req.type !== 'add') return
    const entry = pending.get(req.trans)
    if (!entry) return
    if (table === 'markets') for (const value of req.values as MarketRow[]) entry.markets.set(value.id, value)
    else {
      const accountOf = ACCOUNT_OF[table]
      for (const value of req.values as Record<string, unknown>[]) {
        const id = accountOf(value)
        if (typeof id === 'string') entry.accountIds.add(id)
      }
    }
  }
  return {
    stack: 'dbcore',
    name: 'LiveChangeFeed',
    level: -1,
    create(down: DBCore): DBCore {
      return {
        ...down,
        transaction(stores, mode, options) {
          const trans = down.transaction(stores, mode, options)
          if (mode === 'readwrite' && stores.some((s) => s === 'markets' || s in ACCOUNT_OF)) {
            const entry: Pending = { markets: new Map(), accountIds: new Set() }
            pending.set(trans, entry)
            ;(trans as unknown as CompletingTransaction).addEventListener('complete', () => {
              if (!entry.markets.size && !entry.accountIds.size) return
              try {
                onCommit({ markets: [...entry.markets.values()], accountIds: [...entry.accountIds] })
              } catch (error) {
                console.warn('[foresight live]', error)
              }
            })
          }
          return trans
        },
        table(name: string): DBCoreTable {
          const table = down.table(name)
          if (name !== 'markets' && !(name in ACCOUNT_OF)) return table
          return {
            ...table,
            mutate: (req) => {
              record(name, req)
              return table.mutate(req)
            },
          }
        },
      }
    },
  }
}
