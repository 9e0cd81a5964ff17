import type { ActivityRow, ForesightDB } from './db'
import { randomIds } from './exchange-store'

let sequence = 0

/**
 * Ids that sort in the order entries were written (time, then a per-tab counter, then a
 * random suffix against collisions between tabs), so two entries written in the same
 * millisecond still list newest first.
 */
function activityId(timestamp: number): string {
  sequence = (sequence + 1) % 1_000_000
  const time = Math.max(0, Math.floor(timestamp)).toString(36).padStart(9, '0')
  return `act-${time}-${sequence.toString(36).padStart(4, '0')}-${randomIds.next('r').slice(2, 8)}`
}

/** Adds an activity entry; call inside the transaction of what it records. */
export function logActivity(db: ForesightDB, entry: Omit<ActivityRow, 'id'>): Promise<string> {
  return db.activity.add({ id: activityId(entry.timestamp), ...entry })
}

/** Adds several entries in one request (in order: ids sort as written); call inside the transaction of what they record. */
export function logActivities(db: ForesightDB, entries: readonly Omit<ActivityRow, 'id'>[]): Promise<unknown> {
  if (entries.length === 0) return Promise.resolve()
  return db.activity.bulkAdd(entries.map((entry) => ({ id: activityId(entry.timestamp), ...entry })))
}

interface View {
  userId: string
  action: 'portfolio_viewed' | 'trades_viewed' | 'market_viewed'
  /** market_viewed: the market's title and id. */
  details: ActivityRow['details']
  now: number
}

/**
 * Records that a page was opened: a view of the same page (the same market, for a market) whose
 * entry began within `windowMs` counts on that entry (details.views) instead of adding one, so page
 * views never drown out what the person did (docs/product.md, Activity log). Returns the entry's
 * id; call inside a transaction over the activity table.
 */
export async function logView(db: ForesightDB, { userId, action, details, now }: View, windowMs: number): Promise<string> {
  const samePage = (row: ActivityRow) =>
    row.action === action && (action !== 'market_viewed' || row.details.marketId === details.marketId)
  const joined = await db.activity
    .where('[userId+timestamp]')
    .between([userId, now - windowMs], [userId, Infinity], false, true)
    .filter(samePage)
    .last()
  if (joined) {
    await db.activity.update(joined.id, { details: { ...joined.details, ...details, views: (joined.details.views ?? 1) + 1 } })
    return joined.id
  }
  return logActivity(db, { userId, action, details, metadata: {}, timestamp: now })
}
