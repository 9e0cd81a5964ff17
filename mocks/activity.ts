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
