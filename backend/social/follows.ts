import type { FollowResult } from '../../src/api/contract'
import type { Backend } from '../backend'
import { HttpError } from '../http'
import { logActivity } from '../activity'
import { loadProfiles } from './profiles'
import { rowKey, useRowLocks } from '../row-locks'

const followId = (followerId: string, traderId: string) => `${followerId}:${traderId}`

/**
 * Follows or unfollows a trader. Idempotent: following a trader you already follow
 * (or unfollowing one you don't) answers 200 with changed: false and writes nothing,
 * so a double click or a retry is harmless. Real changes are logged in the same
 * transaction ('trader_followed' / 'trader_unfollowed').
 */
export async function setFollowing(
  backend: Backend,
  followerId: string,
  traderId: string,
  follow: boolean,
): Promise<FollowResult> {
  const { db } = backend
  if (traderId === followerId) throw new HttpError(400, 'You cannot follow yourself')
  return db.transaction('rw', [db.follows, db.activity, db.simTraders, db.users], async () => {
    // On the server it locks this one follow, not the tables (backend/row-locks.ts): trades, which
    // write the activity log too, go on meanwhile.
    useRowLocks([rowKey.follow(followId(followerId, traderId))])
    const profile = (await loadProfiles(db, [traderId])).get(traderId)
    if (!profile) throw new HttpError(404, 'Trader not found')
    const id = followId(followerId, traderId)
    const existing = await db.follows.get(id)
    const changed = follow ? !existing : !!existing
    if (changed) {
      const now = backend.now()
      if (follow) await db.follows.add({ id, followerId, traderId, createdAt: now })
      else await db.follows.delete(id)
      await logActivity(db, {
        userId: followerId,
        action: follow ? 'trader_followed' : 'trader_unfollowed',
        details: { name: profile.name },
        metadata: {},
        timestamp: now,
      })
    }
    const followers = await db.follows.where('traderId').equals(traderId).count()
    return { traderId, isFollowing: follow, followers, changed }
  })
}
