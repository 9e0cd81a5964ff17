import type { ActivityRow, ForesightDB } from './db'
import { randomIds } from './exchange-store'

/** Adds an activity entry; call inside the transaction of what it records. */
export function logActivity(db: ForesightDB, entry: Omit<ActivityRow, 'id'>): Promise<string> {
  return db.activity.add({ id: randomIds.next('act'), ...entry })
}
