import { isSimTraderId } from '../../src/exchange'
import { simTraderProfile } from '../../seed/sim-traders'
import { displayName } from '../../src/api/contract/display-name'
import type { ForesightDB } from '../db'

/** A trader's public face: simulated traders from the seed's profiles, people from users. */
export interface TraderProfile {
  id: string
  name: string
  username: string
  simulated: boolean
}

/** Profiles by id; ids without one (the house account, unknown ids) are left out. */
export async function loadProfiles(db: ForesightDB, ids: readonly string[]): Promise<Map<string, TraderProfile>> {
  const simIds = ids.filter(isSimTraderId)
  const userIds = ids.filter((id) => !isSimTraderId(id))
  // Simulated traders' profiles are derived from their ids (seed/sim-traders.ts); a database
  // seeded by release 1 still holds stored ones, which keep their names.
  const [stored, users] = await Promise.all([db.simTraders.bulkGet(simIds), db.users.bulkGet(userIds)])
  const profiles = new Map<string, TraderProfile>()
  simIds.forEach((id, i) => {
    const s = stored[i] ?? simTraderProfile(id)
    if (s) profiles.set(s.id, { id: s.id, name: `${s.firstName} ${s.lastName}`, username: s.username, simulated: true })
  })
  for (const u of users) {
    if (!u) continue
    profiles.set(u.id, { id: u.id, name: displayName(u), username: u.username, simulated: false })
  }
  return profiles
}
