import type { User } from '../../api/contract'

export const NEW_USER_WINDOW_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

/** Joined within the last 7 days, counting a sign-up exactly 7 days ago. */
export function isNewThisWeek(createdAt: string, now: number): boolean {
  const created = new Date(createdAt).getTime()
  return Number.isFinite(created) && now - created <= NEW_USER_WINDOW_DAYS * DAY_MS
}

export interface UserStats {
  total: number
  admins: number
  regular: number
  newThisWeek: number
}

export function userStats(users: Array<Pick<User, 'role' | 'createdAt'>>, now: number): UserStats {
  const admins = users.filter((u) => u.role === 'admin').length
  return {
    total: users.length,
    admins,
    regular: users.length - admins,
    newThisWeek: users.filter((u) => isNewThisWeek(u.createdAt, now)).length,
  }
}

export type RoleUpdateFailure = 'unauthorized' | 'other'

/** A failure whose message starts with 401 and mentions Unauthorized means the session is gone (docs/product.md, Screens). */
export function classifyRoleFailure(message: string): RoleUpdateFailure {
  return message.startsWith('401') && message.includes('Unauthorized') ? 'unauthorized' : 'other'
}
