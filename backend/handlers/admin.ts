import { HttpResponse } from 'msw'
import type { Backend } from '../backend'
import { HttpError, route } from '../http'
import { RoleBody, TemporaryPasswordBody } from '../../src/api/contract'
import { toUser } from '../auth/session'
import { logActivity } from '../activity'
import { setTemporaryPassword } from '../auth/passwords'

export function adminHandlers(backend: Backend) {
  const { db } = backend
  return [
    route.get('/api/admin/users', async () => {
      const users = await db.users.orderBy('createdAt').reverse().toArray()
      return HttpResponse.json(users.map(toUser))
    }),

    route.patch('/api/admin/users/:userId/role', async ({ params, user: admin, input }) => {
      const { userId } = params
      const { role } = input(RoleBody)
      if (userId === admin.id) throw new HttpError(403, 'You cannot change your own role')
      const updated = await db.transaction('rw', [db.users, db.activity], async () => {
        // Re-check inside the command: the caller may have been demoted since the route's check read them.
        if ((await db.users.get(admin.id))?.role !== 'admin') throw new HttpError(403, 'Admin access required')
        const target = await db.users.get(userId)
        if (!target) throw new HttpError(404, 'User not found')
        if (target.role === 'admin' && role === 'user' && (await db.users.where('role').equals('admin').count()) <= 1) {
          throw new HttpError(409, 'Cannot remove the last admin')
        }
        const row = { ...target, role }
        await db.users.put(row)
        await logActivity(db, {
          userId: admin.id,
          action: role === 'admin' ? 'user_promoted' : 'user_demoted',
          details: { name: [target.firstName, target.lastName].filter(Boolean).join(' ') || target.username },
          metadata: {},
          timestamp: backend.now(),
        })
        return row
      })
      return HttpResponse.json(toUser(updated))
    }),

    route.put('/api/admin/users/:userId/password', async ({ params, user: admin, input }) => {
      const { password } = input(TemporaryPasswordBody)
      return HttpResponse.json(toUser(await setTemporaryPassword(backend, admin, params.userId, password)))
    }),
  ]
}
