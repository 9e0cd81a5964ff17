import { z } from './zod'
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from './constants'
import {
  NAME_CHARACTERS,
  NAME_CHARACTERS_MESSAGE,
  NAME_MARKS,
  NAME_MARKS_MESSAGE,
  NOT_ONLY_WHITESPACE,
  PASSWORD_BLANK,
} from './input-rules'
export { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from './constants'
export { PASSWORD_BLANK } from './input-rules'

export const Role = z.enum(['admin', 'user'])
export type Role = z.infer<typeof Role>

export const User = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: Role,
  createdAt: z.string(),
})
export type User = z.infer<typeof User>

const Username = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .max(40, 'Username must be at most 40 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain only letters, digits, dots, dashes and underscores')

const Password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(200, 'Password must be at most 200 characters')

export const LoginBody = z.strictObject({ username: Username, password: Password })
export type LoginBody = z.infer<typeof LoginBody>

/**
 * First and last names: only visible characters and plain spaces (checked as sent, so a
 * newline or zero-width space is refused, not trimmed away), at most 4 marks on a letter,
 * then trimmed and stored in Unicode NFC. A registration whose name or username reads as an
 * admin's is refused with 409 (name-skeleton.ts; checked against the accounts, backend/auth/users.ts).
 */
const OptionalName = z
  .string()
  .regex(NAME_CHARACTERS, NAME_CHARACTERS_MESSAGE)
  .regex(NAME_MARKS, NAME_MARKS_MESSAGE)
  .trim()
  .normalize('NFC')
  .max(60, 'Names must be at most 60 characters')
  .optional()

/** A password someone chooses (sign-up, a change, an admin's temporary one): the sign-up rules. */
export const NewPassword = Password.refine((p) => p.length >= MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT).regex(
  NOT_ONLY_WHITESPACE,
  PASSWORD_BLANK,
)

/**
 * A username someone chooses: with a letter or a digit in it. Names are told apart without their
 * punctuation (name-skeleton.ts), so "." and "-" would read as nothing and as each other.
 */
const NewUsername = Username.regex(/[A-Za-z0-9]/, 'Username must contain a letter or a digit')

export const RegisterBody = z.strictObject({
  username: NewUsername,
  password: NewPassword,
  email: z.email('Enter a valid email address').max(120).optional(),
  firstName: OptionalName,
  lastName: OptionalName,
})
export type RegisterBody = z.infer<typeof RegisterBody>

export const LoginResponse = z.object({ user: User, message: z.string().optional() })
export type LoginResponse = z.infer<typeof LoginResponse>

export const RegisterResponse = z.object({ user: User, message: z.string() })
export type RegisterResponse = z.infer<typeof RegisterResponse>

/** POST /api/auth/password: the signed-in person's own password. */
export const ChangePasswordBody = z.strictObject({
  currentPassword: Password.describe('The password in use now.'),
  newPassword: NewPassword,
})
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>

/**
 * A published demo account whose password signs in on this backend (the landing and sign-in
 * pages show only these: a shared server keeps its admin's and demo trader's passwords private).
 */
export const DemoAccount = z.object({
  username: z.string(),
  password: z.string(),
  role: Role,
  firstName: z.string(),
  lastName: z.string(),
})
export type DemoAccount = z.infer<typeof DemoAccount>
