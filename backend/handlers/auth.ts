import { HttpResponse } from 'msw'
import type { Backend } from '../backend'
import { HttpError, route } from '../http'
import { ChangePasswordBody, LoginBody, RegisterBody, type DemoAccount } from '../../src/api/contract'
import { hashPassword, verifyPassword } from '../auth/password'
import { clearSessionCookie, endSession, startSession, toUser } from '../auth/session'
import { changeOwnPassword, unknownUserHash } from '../auth/passwords'
import { DEMO_PASSWORD_HASHES } from '../auth/demo-password-hashes'
import { DEMO_USERS } from '../../seed/demo-users'
import { createUser } from '../auth/users'

export function authHandlers(backend: Backend) {
  return [
    // Signed out: 401 from the route table's rule (backend/api-app.ts), which the app reads as "no user".
    route.get('/api/auth/user', async ({ user }) => HttpResponse.json(toUser(user))),

    route.post('/api/auth/login', async ({ input }) => {
      const body = input(LoginBody)
      const user = await backend.db.users.where('usernameKey').equals(body.username.toLowerCase()).first()
      // An unknown name costs the same check as a real one, so timing does not reveal which names exist.
      const ok = await verifyPassword(body.password, user?.password ?? unknownUserHash(backend.passwordIterations))
      if (!user || !ok) throw new HttpError(401, 'Invalid username or password')
      const cookie = await startSession(backend, user.id)
      return HttpResponse.json({ user: toUser(user) }, { headers: { 'Set-Cookie': cookie } })
    }),

    route.post('/api/auth/register', async ({ input }) => {
      const body = input(RegisterBody)
      // Hash before the transaction: nothing outside IndexedDB may be awaited inside it.
      const password = await hashPassword(body.password, backend.passwordIterations)
      const user = await createUser(backend, { ...body, password, signingUp: true })
      return HttpResponse.json({ user: toUser(user), message: 'Account created' }, { status: 201 })
    }),

    route.post('/api/auth/password', async ({ cookies, user, input }) => {
      const body = input(ChangePasswordBody)
      await changeOwnPassword(backend, user, cookies, body)
      return HttpResponse.json({ message: 'Password changed. Your other sessions are signed out.' })
    }),

    route.get('/api/auth/demo-accounts', async () => {
      // A published password works while the stored hash is still the published one (a
      // shared server replaces it at start, and a changed password replaces it too).
      const rows = await backend.db.users.bulkGet(DEMO_USERS.map((u) => u.id))
      const working = DEMO_USERS.filter((u, i) => rows[i]?.password.hash === DEMO_PASSWORD_HASHES[u.username]?.hash)
      return HttpResponse.json(
        working.map(({ username, password, role, firstName, lastName }): DemoAccount => ({
          username,
          password,
          role,
          firstName,
          lastName,
        })),
      )
    }),

    route.post('/api/auth/logout', async ({ cookies }) => {
      await endSession(backend, cookies)
      return HttpResponse.json({ message: 'Logged out' }, { headers: { 'Set-Cookie': clearSessionCookie } })
    }),
  ]
}
