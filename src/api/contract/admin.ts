import { z } from './zod'
import { Role } from './auth'

export const RoleBody = z.strictObject({ role: Role })
export type RoleBody = z.infer<typeof RoleBody>
