import type { ForesightDB } from '../db'

/** The meta row of the event settings (absent: sign-up open). */
export const EVENT_KEY = 'event'

export interface EventSettings {
  signupOpen: boolean
  /** People who had joined before the last event reset (their accounts started over; they stay the room's). */
  keptJoiners: string[]
}

/** Read inside the caller's transaction (over meta). */
export async function eventSettings(db: ForesightDB): Promise<EventSettings> {
  const row = (await db.meta.get(EVENT_KEY))?.value as Partial<EventSettings> | undefined
  return { signupOpen: row?.signupOpen ?? true, keptJoiners: row?.keptJoiners ?? [] }
}
