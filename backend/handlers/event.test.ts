import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../mocks/test/test-api'
import { snapshot } from '../../mocks/test/snapshot'
import { simulateUntil } from '../simulation'
import { EVENT_TICKER, type EventBoard, type EventState, type Market, type Portfolio } from '../../src/api/contract'

const setup = useTestServer()

describe('event mode', () => {
  it('GET and PUT /api/event: admins only; bad bodies change nothing', async () => {
    const api = await setup()
    expect((await api.client().get('/api/event')).status).toBe(401)
    const demo = await api.demo()
    expect((await demo.get('/api/event')).status).toBe(403)
    expect((await demo.put('/api/event', { signupOpen: false })).status).toBe(403)
    const admin = await api.admin()
    expect((await admin.get('/api/event')).json).toEqual({ signupOpen: true, joiners: 0 } satisfies EventState)
    const before = await snapshot(api.backend)
    for (const body of [{}, { signupOpen: 'no' }, { signupOpen: false, extra: 1 }, null]) {
      const res = await admin.put('/api/event', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.json.message).toEqual(expect.any(String))
    }
    expect(await snapshot(api.backend)).toBe(before)
  })

  it('closing sign-up refuses newcomers (403, nothing written) until it opens again; joiners are counted', async () => {
    const api = await setup()
    const admin = await api.admin()
    expect((await admin.put('/api/event', { signupOpen: false })).json).toEqual({ signupOpen: false, joiners: 0 })
    const before = await snapshot(api.backend)
    const refused = await api.client().post('/api/auth/register', { username: 'late_comer', password: 'secret123' })
    expect(refused.status).toBe(403)
    expect(refused.json.message).toBe('Sign-up is closed for now. Ask the organizer to open it.')
    expect(await snapshot(api.backend)).toBe(before)
    expect((await admin.put('/api/event', { signupOpen: true })).json).toEqual({ signupOpen: true, joiners: 0 })
    expect((await api.client().post('/api/auth/register', { username: 'late_comer', password: 'secret123' })).status).toBe(201)
    expect((await admin.get('/api/event')).json).toEqual({ signupOpen: true, joiners: 1 })
  })

  it("GET /api/event/board: the room's leaders (joiners only), its most traded markets and the latest trades", async () => {
    const api = await setup()
    expect((await api.client().get('/api/event/board')).status).toBe(401)
    const newcomer = api.client()
    expect(
      (await newcomer.post('/api/auth/register', { username: 'ana', password: 'secret123', firstName: 'Ana', lastName: 'Lima' }))
        .status,
    ).toBe(201)
    await newcomer.login('ana', 'secret123')
    const [market] = (await newcomer.get('/api/markets?limit=1')).json as Market[]
    const trade = await newcomer.post('/api/trades', { marketId: market!.id, side: 'yes', quantity: 50, price: market!.yesPrice })
    expect(trade.status, trade.text).toBe(201)
    const demo = await api.demo()
    api.advance(60_000) // the demo's trade a minute later: the newest in the ticker
    expect(
      (await demo.post('/api/trades', { marketId: market!.id, side: 'no', quantity: 5, price: market!.noPrice })).status,
    ).toBe(201)
    // Then the simulated crowd trades for ten minutes, more than the ticker holds.
    api.advance(10 * 60_000)
    await simulateUntil(api.backend, api.backend.now())
    const crowd = await api.backend.db.trades
      .where('createdAt')
      .above(api.backend.now() - 10 * 60_000)
      .toArray()
    expect(crowd.filter((t) => t.accountId.startsWith('sim-')).length).toBeGreaterThan(EVENT_TICKER)

    const board = (await demo.get('/api/event/board')).json as EventBoard
    expect(board.joiners).toBe(1)
    expect(board.signupOpen).toBe(true)
    // The demo accounts and the simulated traders are not the room: Ana alone leads.
    expect(board.leaders).toHaveLength(1)
    // Her P&L is the one her portfolio shows (the fee makes it a small loss).
    const portfolio = (await newcomer.get(`/api/portfolio/${trade.json.userId}`)).json as Portfolio
    expect(board.leaders[0]).toMatchObject({ rank: 1, name: 'Ana Lima', username: 'ana', trades: 1 })
    expect(board.leaders[0]!.totalProfit).toBe(Number(portfolio.figures.totalPnl))
    expect(board.leaders[0]!.totalProfit).toBeLessThan(0)
    const now = (await demo.get(`/api/markets/${market!.id}`)).json as Market
    // The room's market leads Most traded, ahead of the crowd's ten busy minutes.
    expect(board.markets[0]).toMatchObject({ id: market!.id, yesPrice: now.yesPrice, noPrice: now.noPrice })
    expect(board.markets.length).toBeGreaterThan(1)
    // The ticker is people's trades since the exchange was seeded: no simulated trader, not the demo's seeded past.
    expect(board.trades).toHaveLength(2)
    expect(board.trades[0]).toMatchObject({ name: 'Demo Trader', joiner: false, side: 'no', quantity: 5, marketId: market!.id })
    expect(board.trades[1]).toMatchObject({ name: 'Ana Lima', joiner: true, side: 'yes', quantity: 50, action: 'buy' })
  })

  it("the board's Most traded counts a multi-answer market once, with all its answers' trades, at its leading answer; a resolved market leaves it", async () => {
    const api = await setup()
    const admin = await api.admin()
    const made = await admin.post('/api/admin/markets', {
      kind: 'multi',
      title: 'Who wins the QA hackathon?',
      description: 'Judged on stage at the end of the day.',
      categoryId: 'tech',
      closesAt: new Date(api.backend.now() + 7 * 24 * 3_600_000).toISOString(),
      rules: 'Resolves to the team the judges name the winner.',
      answers: ['Team Red', 'Team Green', 'Team Blue'],
    })
    expect(made.status, made.text).toBe(201)
    const multi = made.json as Market
    const [red, green, blue] = multi.answers!
    const binary = await admin.post('/api/admin/markets', {
      kind: 'binary',
      title: 'Will the QA keynote start on time?',
      description: 'By 10:05 on the day, as the room sees it.',
      categoryId: 'tech',
      closesAt: new Date(api.backend.now() + 7 * 24 * 3_600_000).toISOString(),
      rules: 'Resolves YES if the keynote starts by 10:05.',
    })
    expect(binary.status, binary.text).toBe(201)
    const keynote = binary.json as Market
    const guest = api.client()
    expect((await guest.post('/api/auth/register', { username: 'zoe', password: 'secret123' })).status).toBe(201)
    await guest.login('zoe', 'secret123')
    const buy = (answerId: string, quantity: number) =>
      guest.post('/api/trades', { marketId: multi.id, answerId, side: 'yes', quantity, price: '33' })
    for (const [answer, quantity] of [
      [red!, 100],
      [blue!, 150],
      [green!, 10],
      [blue!, 20],
    ] as const)
      expect((await buy(answer.id, quantity)).status).toBe(201)
    for (let i = 0; i < 2; i++)
      expect(
        (await guest.post('/api/trades', { marketId: keynote.id, side: 'yes', quantity: 5, price: keynote.yesPrice })).status,
      ).toBe(201)

    // The crowd trades for ten minutes: the board has the exchange's busiest to show after the room's.
    api.advance(10 * 60_000)
    await simulateUntil(api.backend, api.backend.now())
    const board = (await guest.get('/api/event/board')).json as EventBoard
    expect(board.markets).toHaveLength(5)
    // Four trades on its answers: the room's most traded, once, named by the answer that leads.
    const now = (await guest.get(`/api/markets/${multi.id}`)).json as Market
    const leader = [...now.answers!].sort((a, b) => Number(b.yesPrice) - Number(a.yesPrice))[0]!
    expect(board.markets[0]).toMatchObject({
      id: multi.id,
      title: 'Who wins the QA hackathon?',
      answer: leader.text,
      yesPrice: leader.yesPrice,
    })
    expect(board.markets.filter((m) => m.id === multi.id)).toHaveLength(1)
    expect(board.markets[1]).toMatchObject({ id: keynote.id })
    expect(board.markets[1]).not.toHaveProperty('answer')
    // The ticker names an answer's trade by its market's question and the answer apart; a Yes/No trade has no answer.
    const named = board.trades.map((t) => [t.marketId, t.marketTitle, t.answer ?? '-', t.quantity].join(' | ')).sort()
    expect(named).toEqual(
      [
        `${keynote.id} | Will the QA keynote start on time? | - | 5`,
        `${keynote.id} | Will the QA keynote start on time? | - | 5`,
        `${multi.id} | Who wins the QA hackathon? | Team Red | 100`,
        `${multi.id} | Who wins the QA hackathon? | Team Blue | 150`,
        `${multi.id} | Who wins the QA hackathon? | Team Green | 10`,
        `${multi.id} | Who wins the QA hackathon? | Team Blue | 20`,
      ].sort(),
    )

    // Resolved, the keynote's market leaves the board (its prices would read as if it still traded).
    expect((await admin.post(`/api/admin/markets/${keynote.id}/resolve`, { outcome: 'yes' })).status).toBe(200)
    const after = (await guest.get('/api/event/board')).json as EventBoard
    expect(after.markets.map((m) => m.id)).not.toContain(keynote.id)
    expect(after.markets).toHaveLength(5)
  })

  it('POST /api/event/reset starts the exchange over and keeps the room: the same people, signed in, at the start amount', async () => {
    const api = await setup()
    expect((await api.client().post('/api/event/reset', { confirm: true })).status).toBe(401)
    const demo = await api.demo()
    expect((await demo.post('/api/event/reset', { confirm: true })).status).toBe(403)
    const newcomer = api.client()
    expect((await newcomer.post('/api/auth/register', { username: 'bo', password: 'secret123' })).status).toBe(201)
    const me = await newcomer.login('bo', 'secret123')
    const [market] = (await newcomer.get('/api/markets?limit=1')).json as Market[]
    expect(
      (await newcomer.post('/api/trades', { marketId: market!.id, side: 'yes', quantity: 80, price: market!.yesPrice })).status,
    ).toBe(201)
    const admin = await api.admin()
    expect((await admin.put('/api/event', { signupOpen: false })).status).toBe(200)
    api.advance(60 * 60 * 1000)

    for (const body of [undefined, {}, { confirm: false }, { confirm: true, extra: 1 }]) {
      expect((await admin.post('/api/event/reset', body)).status, JSON.stringify(body)).toBe(400)
    }
    const reset = await admin.post('/api/event/reset', { confirm: true })
    expect(reset.status, reset.text).toBe(200)
    expect(reset.json).toEqual({ signupOpen: false, joiners: 1 } satisfies EventState)
    // Still signed in, with a fresh account.
    expect((await newcomer.get('/api/auth/user')).json).toMatchObject({ id: me.id, username: 'bo' })
    const portfolio = (await newcomer.get(`/api/portfolio/${me.id}`)).json as Portfolio
    expect(portfolio.balance).toBe('10000.00')
    expect(portfolio.positions).toEqual([])
    expect((await newcomer.get(`/api/trades?userId=${me.id}`)).json).toEqual([])
    expect((await admin.get('/api/auth/user')).status).toBe(200)
    const board = (await admin.get('/api/event/board')).json as EventBoard
    expect(board.leaders).toEqual([{ rank: 1, name: 'bo', username: 'bo', totalProfit: 0, trades: 0 }])
    // The room keeps trading in the new exchange.
    const [fresh] = (await newcomer.get('/api/markets?limit=1')).json as Market[]
    expect(
      (await newcomer.post('/api/trades', { marketId: fresh!.id, side: 'no', quantity: 10, price: fresh!.noPrice })).status,
    ).toBe(201)
  })
})
