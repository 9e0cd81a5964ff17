/**
 * The seeded demo accounts. Their credentials are public on purpose: the landing
 * and sign-in pages show them for walkthroughs. Only password hashes are stored.
 */
export interface DemoUser {
  id: string
  username: string
  password: string
  firstName: string
  lastName: string
  email: string
  role: 'admin' | 'user'
}

export const DEMO_USERS: readonly DemoUser[] = [
  { id: 'demo-user', username: 'demo', password: 'demo123', firstName: 'Demo', lastName: 'Trader', email: 'demo@foresight.example', role: 'user' },
  { id: 'admin-user', username: 'admin', password: 'admin123', firstName: 'Alex', lastName: 'Admin', email: 'admin@foresight.example', role: 'admin' },
]
