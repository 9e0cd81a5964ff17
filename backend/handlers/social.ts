import { HttpResponse } from 'msw'
import type { Backend } from '../backend'
import { route } from '../http'
import { loadTraders } from '../social/leaderboard'
import { loadSummary } from '../social/summary'
import { setFollowing } from '../social/follows'
import { copyTrade } from '../social/copy-trade'

/** An id from the path; a malformed one cannot exist, so it is a 404 like an unknown one. */
/** Social trading: leaderboard, summary, follow/unfollow (no body), copy-trade (no body). */
export function socialHandlers(backend: Backend) {
  return [
    route.get('/api/social/traders', async ({ user }) => {
      return HttpResponse.json(await loadTraders(backend, user.id))
    }),

    route.get('/api/social/summary', async ({ user }) => {
      return HttpResponse.json(await loadSummary(backend, user.id))
    }),

    route.post('/api/social/traders/:traderId/follow', async ({ params, user }) => {
      return HttpResponse.json(await setFollowing(backend, user.id, params.traderId, true))
    }),

    route.post('/api/social/traders/:traderId/unfollow', async ({ params, user }) => {
      return HttpResponse.json(await setFollowing(backend, user.id, params.traderId, false))
    }),

    route.post('/api/social/copy-trade/:tradeId', async ({ params, user }) => {
      const result = await copyTrade(backend, user.id, params.tradeId)
      return HttpResponse.json(result, { status: 201 })
    }),
  ]
}
