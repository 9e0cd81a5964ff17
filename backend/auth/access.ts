import type { ForesightDB, UserRow } from '../db'
import { HttpError } from '../http'

/** A person may read their own portfolio, trades and log; admins may read anyone's. */
export function assertCanRead(user: UserRow, userId: string): void {
  if (user.id !== userId && user.role !== 'admin') {
    throw new HttpError(403, "You can only view your own account's data")
  }
}

/**
 * assertCanRead, then (an admin asking about someone else) 404 when there is no such person: the
 * portfolio, the trade history and the activity log answer alike for a name that is nobody's.
 */
export async function assertCanReadExisting(db: ForesightDB, user: UserRow, userId: string): Promise<void> {
  assertCanRead(user, userId)
  if (userId !== user.id && !(await db.users.get(userId))) throw new HttpError(404, 'User not found')
}
