import type { UserRow } from '../db'
import { HttpError } from '../http'

/** A person may read their own portfolio, trades and log; admins may read anyone's. */
export function assertCanRead(user: UserRow, userId: string): void {
  if (user.id !== userId && user.role !== 'admin') {
    throw new HttpError(403, "You can only view your own account's data")
  }
}
