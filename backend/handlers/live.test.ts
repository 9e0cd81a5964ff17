import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../mocks/test/test-api'
import type { Market } from '../../src/api/contract'
import type { CommittedChanges } from '../live/change-feed'
import { batchOf } from '../live/publisher'

// The source of live updates on every store (fake IndexedDB here; the server's PostgreSQL
// stores in the "handlers on …" projects): what a committed command wrote, nothing for a refused one.
const setup = useTestServer()

describe('the change feed under the handlers', () => {
  it("reports a trade once committed: the market's new figures and the trader's account; nothing for a refused trade", async () => {
    const commits: CommittedChanges[] = []
    const api = await setup({ onCommit: (changes) => commits.push(changes) })
    const demo = await api.demo()
    const me = (await demo.get('/api/auth/user')).json as { id: string }
    const [market] = (await demo.get('/api/markets?limit=1')).json as Market[]
    commits.length = 0 // the seed's
    const touching = () => commits.filter((c) => c.markets.some((m) => m.id === market!.id) || c.accountIds.includes(me.id))

    // Selling what one does not hold: refused inside the command's transaction, which aborts.
    const refused = await demo.post('/api/trades', { marketId: market!.id, side: 'yes', quantity: 50, action: 'sell' })
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(touching()).toEqual([])

    const res = await demo.post('/api/trades', { marketId: market!.id, side: 'yes', quantity: 30, price: market!.yesPrice })
    expect(res.status, res.text).toBe(201)
    const after = (await demo.get(`/api/markets/${market!.id}`)).json as Market
    const written = touching().flatMap((c) => c.markets.filter((m) => m.id === market!.id))
    expect(written.length).toBeGreaterThan(0)
    const { markets } = batchOf({ markets: [written.at(-1)!], accountIds: [] }, api.backend.now())
    expect(markets[0]).toMatchObject({ id: market!.id, yesPrice: after.yesPrice, noPrice: after.noPrice, volume: after.volume })
    expect(touching().some((c) => c.accountIds.includes(me.id))).toBe(true)
  })
})
