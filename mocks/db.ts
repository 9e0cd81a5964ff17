import Dexie, { type EntityTable } from 'dexie'
import type { Role } from '../src/api/contract'

/** A person who can sign in. Password is stored only as a PBKDF2 hash. */
export interface UserRow {
  id: string
  username: string
  /** Lower-cased username, unique: sign-in is case-insensitive. */
  usernameKey: string
  firstName: string | null
  lastName: string | null
  email: string | null
  profileImageUrl: string | null
  role: Role
  createdAt: number
  password: PasswordHash
}

export interface PasswordHash {
  algorithm: 'PBKDF2-SHA256'
  iterations: number
  salt: string
  hash: string
}

export interface SessionRow {
  token: string
  userId: string
  createdAt: number
  expiresAt: number
}

/** Small key/value facts about the database (seed version, seeded-at, sim clock...). */
export interface MetaRow {
  key: string
  value: unknown
}

export const DB_NAME = 'foresight'

export class ForesightDB extends Dexie {
  users!: EntityTable<UserRow, 'id'>
  sessions!: EntityTable<SessionRow, 'token'>
  meta!: EntityTable<MetaRow, 'key'>

  constructor(name = DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options)
    this.version(1).stores({
      users: 'id, &usernameKey, role, createdAt',
      sessions: 'token, userId, expiresAt',
      meta: 'key',
    })
  }
}
