import type { ForesightDB } from '../db'

/** The meta row of the event settings (absent: sign-up open). */
export const EVENT_KEY = 'event'

export interface EventSettings {
  signupOpen: boolean
}

/** Read inside the caller's transaction (over meta). */
export async function eventSettings(db: ForesightDB): Promise<EventSettings> {
  const row = (await db.meta.get(EVENT_KEY))?.value as Partial<EventSettings> | undefined
  return { signupOpen: row?.signupOpen ?? true }
}
