import { HttpResponse } from 'msw'
import type { Backend } from '../backend'
import { HttpError, parseWith, readJsonBody, route } from '../http'
import { LoginBody, RegisterBody } from '../../src/api/contract'
import { hashPassword, verifyPassword } from '../auth/password'
import { clearSessionCookie, currentUser, endSession, startSession, toUser } from '../auth/session'
import { createUser } from '../auth/users'

export function authHandlers(backend: Backend) {
  return [
    route.get('/api/auth/user', async ({ cookies }) => {
      const user = await currentUser(backend, cookies)
      if (!user) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })
      return HttpResponse.json(toUser(user))
    }),

    route.post('/api/auth/login', async ({ request }) => {
      const body = parseWith(LoginBody, await readJsonBody(request))
      const user = await backend.db.users.where('usernameKey').equals(body.username.toLowerCase()).first()
      // Hash even for unknown users so timing does not reveal which usernames exist.
      const ok = user ? await verifyPassword(body.password, user.password) : (await hashPassword(body.password, 1000), false)
      if (!user || !ok) throw new HttpError(401, 'Invalid username or password')
      const cookie = await startSession(backend, user.id)
      return HttpResponse.json({ user: toUser(user) }, { headers: { 'Set-Cookie': cookie } })
    }),

    route.post('/api/auth/register', async ({ request }) => {
      const body = parseWith(RegisterBody, await readJsonBody(request))
      // Hash before the transaction: nothing outside IndexedDB may be awaited inside it.
      const password = await hashPassword(body.password, backend.passwordIterations)
      const user = await createUser(backend, { ...body, password, signingUp: true })
      return HttpResponse.json({ user: toUser(user), message: 'Account created' }, { status: 201 })
    }),

    route.post('/api/auth/logout', async ({ cookies }) => {
      await endSession(backend, cookies)
      return HttpResponse.json({ message: 'Logged out' }, { headers: { 'Set-Cookie': clearSessionCookie } })
    }),
  ]
}
