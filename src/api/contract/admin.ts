import { z } from './zod'
import { NewPassword, Role } from './auth'

export const RoleBody = z.strictObject({ role: Role })
export type RoleBody = z.infer<typeof RoleBody>

/** PUT /api/admin/users/{userId}/password: a temporary password an admin hands to someone. */
export const TemporaryPasswordBody = z.strictObject({ password: NewPassword })
export type TemporaryPasswordBody = z.infer<typeof TemporaryPasswordBody>
