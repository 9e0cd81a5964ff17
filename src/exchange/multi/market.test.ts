import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { changeSet } from '../change-set'
import { ExchangeError } from '../errors'
import { openAccount } from '../ledger'
import { positionLots } from '../lots'
import { MemoryExchange } from '../memory-exchange'
import { lpShareId, positionId } from '../positions'
import { yesProbability } from '../prices'
import { DAY, HOUSE, T0, invariantViolations } from '../testing/fixtures'
import type { AccountKind, Side } from '../types'
import { reopenWithAnswers } from './admin'
import type { MultiMarketSpec } from './market'

const CLOSE = T0 + 7 * DAY
const USERS = ['alice', 'bob', 'carol']

function spec(overrides: Partial<MultiMarketSpec> = {}): MultiMarketSpec {
  return {
    id: 'hack',
    title: 'Who wins the hackathon?',
    description: 'Judged on stage.',
    categoryId: 'tech',
    createdAt: T0,
    closesAt: CLOSE,
    answers: [
      { id: 'hack-blue', text: 'Team Blue' },
      { id: 'hack-green', text: 'Team Green' },
      { id: 'hack-red', text: 'Team Red' },
    ],
    liquidityCents: 30_000,
    providerId: HOUSE,
    ...overrides,
  }
}

function exchange(overrides: Partial<MultiMarketSpec> = {}) {
  const ex = new MemoryExchange()
  const accounts: [string, AccountKind][] = [[HOUSE, 'house'], ...USERS.map((u): [string, AccountKind] => [u, 'user'])]
  for (const [id, kind] of accounts) {
    const opened = openAccount(ex.ids, id, kind, T0)
    ex.apply(changeSet({ accounts: [opened.account], ledger: [opened.entry] }))
  }
  ex.openMulti(spec(overrides))
  return ex
}

const cash = (ex: MemoryExchange, id: string) => ex.slice.accounts.get(id)!.balanceCents
const chances = (ex: MemoryExchange) => ex.answersOf('hack').map(yesProbability)
const problems = invariantViolations
const deposits = (ex: MemoryExchange) => ex.ledger.filter((e) => e.kind === 'deposit').reduce((s, e) => s + e.amountCents, 0)
const held = (ex: MemoryExchange) => [...ex.slice.accounts.values()].reduce((s, a) => s + a.balanceCents, 0)
/** A trade on the hackathon market, a second after it opened. */
const tradeOn = (ex: MemoryExchange, accountId: string, answerId: string, side: Side, action: 'buy' | 'sell', quantity: number) =>
  ex.tradeMulti({ accountId, marketId: 'hack', answerId, side, action, quantity, now: T0 + 1 })
const marketCash = (ex: MemoryExchange) =>
  [...ex.slice.markets.values()].reduce((s, m) => s + m.collateralCents + m.feePoolCents, 0)

describe('openMultiMarket', () => {
  it('opens one pool per answer at its chance, funded by the house, the cash on the market', () => {
    const ex = exchange()
    // $300 over three answers: $100 of sets in each pool. At 1/3 a pool keeps 100 Yes and 50 No
    // (50 / 150 = 1/3) and hands the house 50 No, valued at 66.67¢: $33.34 each.
    const answers = ex.answersOf('hack')
    const round = (x: number) => Math.round(x * 1e9) / 1e9
    expect(answers.map((a) => [a.title, round(a.yesReserve), round(a.noReserve), a.kind, a.groupId])).toEqual([
      ['Team Blue', 100, 50, 'answer', 'hack'],
      ['Team Green', 100, 50, 'answer', 'hack'],
      ['Team Red', 100, 50, 'answer', 'hack'],
    ])
    expect(chances(ex).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    expect(ex.slice.markets.get('hack')).toMatchObject({ kind: 'multi', collateralCents: 30_000, status: 'active' })
    expect(ex.slice.positions.get(positionId(HOUSE, 'hack-red', 'no'))).toMatchObject({ quantity: 50, costCents: 3_334 })
    expect(ex.slice.lpShares.get(`${HOUSE}:hack`)).toMatchObject({ shares: 30_000, contributedCents: 30_000 - 3 * 3_334 })
    expect(cash(ex, HOUSE)).toBe(1_000_000 - 30_000)
    expect(problems(ex, T0)).toEqual([])
  })

  it('refuses fewer than 2 answers, chances that do not add up, and a house that cannot pay', () => {
    expect(() => exchange({ answers: [{ id: 'x', text: 'Only one' }] })).toThrowError(/2 to 20 answers/)
    expect(() => exchange({ chances: [0.5, 0.3, 0.3] })).toThrowError(/add up to 100/)
    expect(() => exchange({ liquidityCents: 2_000_000 })).toThrowError(expect.objectContaining({ code: 'INSUFFICIENT_BALANCE' }))
  })
})

describe('tradeMulti', () => {
  it('a buy of Yes on one answer: exactly those contracts, every pool moves, the chances still add up, the money balances', () => {
    const ex = exchange()
    const before = cash(ex, 'alice')
    const { plan, trade } = ex.tradeMulti({
      accountId: 'alice',
      marketId: 'hack',
      answerId: 'hack-green',
      side: 'yes',
      action: 'buy',
      quantity: 30,
      now: T0 + 1,
    })
    expect(before - cash(ex, 'alice')).toBe(plan.cashCents)
    expect(ex.slice.positions.get(positionId('alice', 'hack-green', 'yes'))).toMatchObject({
      quantity: 30,
      costCents: plan.cashCents,
    })
    // Alice holds nothing on the other answers: the arbitrage's No contracts were turned into her Yes.
    expect(ex.slice.positions.get(positionId('alice', 'hack-blue', 'no'))).toBeUndefined()
    expect(trade).toMatchObject({ marketId: 'hack-green', side: 'yes', action: 'buy', quantity: 30, cashCents: plan.cashCents })
    const [blue, green, red] = chances(ex)
    expect(green).toBeGreaterThan(1 / 3)
    expect(blue).toBeCloseTo(red!, 12)
    expect(blue! + green! + red!).toBeCloseTo(1, 12)
    // Every answer's chart has a point for the trade, at its chance now.
    ex.answersOf('hack').forEach((a, i) => {
      expect(ex.slice.histories.get(a.id)!.points.at(-1)).toEqual({
        t: T0 + 1,
        y: expect.closeTo([blue, green, red][i]! * 100, 1),
      })
    })
    expect(ex.slice.markets.get('hack')).toMatchObject({ collateralCents: 30_000 + plan.netCents, feePoolCents: plan.feeCents })
    expect(held(ex) + marketCash(ex)).toBe(deposits(ex))
    expect(problems(ex, T0 + 1)).toEqual([])
  })

  it('sells what the trader holds, and refuses more', () => {
    const ex = exchange()
    const at = T0 + 1
    ex.tradeMulti({ accountId: 'bob', marketId: 'hack', answerId: 'hack-red', side: 'no', action: 'buy', quantity: 40, now: at })
    const sale = ex.tradeMulti({
      accountId: 'bob',
      marketId: 'hack',
      answerId: 'hack-red',
      side: 'no',
      action: 'sell',
      quantity: 15,
      now: at,
    })
    expect(sale.trade.costBasisCents).toBeGreaterThan(0)
    expect(ex.slice.positions.get(positionId('bob', 'hack-red', 'no'))!.quantity).toBe(25)
    expect(() =>
      ex.tradeMulti({
        accountId: 'bob',
        marketId: 'hack',
        answerId: 'hack-red',
        side: 'no',
        action: 'sell',
        quantity: 26,
        now: at,
      }),
    ).toThrowError('You hold 25 NO contracts')
    expect(chances(ex).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    expect(problems(ex, at)).toEqual([])
  })

  it('refuses an unknown answer, a closed market, and a Yes/No command on the market or an answer', () => {
    const ex = exchange()
    const buy = { accountId: 'alice', marketId: 'hack', side: 'yes' as const, action: 'buy' as const, quantity: 5 }
    expect(() => ex.tradeMulti({ ...buy, answerId: 'nope', now: T0 })).toThrowError('Answer not found')
    expect(() => ex.tradeMulti({ ...buy, answerId: 'hack-red', now: CLOSE })).toThrowError(
      expect.objectContaining({ code: 'MARKET_CLOSED' }),
    )
    expect(() => ex.buy({ accountId: 'alice', marketId: 'hack', side: 'yes', quantity: 5, now: T0 })).toThrowError(
      expect.objectContaining({ code: 'ANSWER_REQUIRED' }),
    )
    expect(() => ex.buy({ accountId: 'alice', marketId: 'hack-red', side: 'yes', quantity: 5, now: T0 })).toThrowError(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    )
    expect(() => ex.settle({ marketId: 'hack-red', resolution: 'yes', now: CLOSE })).toThrowError(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    )
    // Every other command on one Yes/No pool refuses them too: the market (400) and an answer (404).
    for (const [marketId, code] of [
      ['hack', 'ANSWER_REQUIRED'],
      ['hack-red', 'NOT_FOUND'],
    ] as const) {
      const refusedWith = expect.objectContaining({ code })
      expect(() =>
        ex.marketTrade({ accountId: 'alice', marketId, side: 'yes', action: 'buy', quantity: 5, now: T0 }),
      ).toThrowError(refusedWith)
      expect(() =>
        ex.placeOrder({
          accountId: 'alice',
          marketId,
          side: 'yes',
          action: 'buy',
          quantity: 5,
          limitPriceCents: 20,
          now: T0,
          expiresAt: null,
        }),
      ).toThrowError(refusedWith)
      expect(() => ex.addFunding({ accountId: 'alice', marketId, amountCents: 10_000, now: T0 })).toThrowError(refusedWith)
      expect(() => ex.resolve({ marketId, resolution: 'void', now: T0, resolvedBy: 'admin', note: null })).toThrowError(
        refusedWith,
      )
    }
    expect(problems(ex, T0)).toEqual([])
  })

  it('charts the traded answer, and another answer only when its chart would read differently', () => {
    // Twenty answers, $500 each: one contract moves the others by far less than a tenth of a point.
    const answers = Array.from({ length: 20 }, (_, i) => ({ id: `hack-a${i + 1}`, text: `Team ${i + 1}` }))
    const ex = exchange({ answers, liquidityCents: 1_000_000 })
    const at = T0 + 5 * 60_000
    const small = ex.tradeMulti({
      accountId: 'alice',
      marketId: 'hack',
      answerId: 'hack-a3',
      side: 'yes',
      action: 'buy',
      quantity: 1,
      now: at,
    })
    expect(small.changes.histories.map((h) => h.marketId)).toEqual(['hack-a3'])
    expect(small.changes.markets).toHaveLength(21)
    // A big one moves them all past a tenth of a point: each gets a point.
    const big = ex.tradeMulti({
      accountId: 'bob',
      marketId: 'hack',
      answerId: 'hack-a7',
      side: 'yes',
      action: 'buy',
      quantity: 2_000,
      now: at + 1,
    })
    expect(big.changes.histories).toHaveLength(20)
    // Either way, every chart ends at its answer's chance (to its tenth of a point).
    for (const a of ex.answersOf('hack')) {
      expect(ex.slice.histories.get(a.id)!.points.at(-1)!.y).toBeCloseTo(yesProbability(a) * 100, 1)
    }
  })

  it('counts a trader once on the market, and once on each answer they trade', () => {
    const ex = exchange()
    for (const answerId of ['hack-blue', 'hack-red', 'hack-blue'])
      ex.tradeMulti({ accountId: 'alice', marketId: 'hack', answerId, side: 'yes', action: 'buy', quantity: 5, now: T0 + 1 })
    expect(ex.slice.markets.get('hack')!.traderCount).toBe(1)
    expect(ex.answersOf('hack').map((a) => a.traderCount)).toEqual([1, 0, 1])
  })
})

describe('settleMultiMarket', () => {
  function traded() {
    const ex = exchange()
    tradeOn(ex, 'alice', 'hack-green', 'yes', 'buy', 30)
    tradeOn(ex, 'bob', 'hack-red', 'no', 'buy', 40)
    tradeOn(ex, 'carol', 'hack-blue', 'yes', 'buy', 20)
    return ex
  }

  it("pays the winner's Yes and every other answer's No $1.00, the house the rest, and resolves every answer", () => {
    const ex = traded()
    const before = Object.fromEntries(USERS.map((u) => [u, cash(ex, u)]))
    const result = ex.settleMulti({ marketId: 'hack', outcome: { answerId: 'hack-green' }, now: CLOSE })
    // Alice's 30 Yes on Green win; Bob's 40 No on Red win (Red lost); Carol's Yes on Blue loses.
    expect(cash(ex, 'alice') - before.alice!).toBe(3_000)
    expect(cash(ex, 'bob') - before.bob!).toBe(4_000)
    expect(cash(ex, 'carol') - before.carol!).toBe(0)
    expect(ex.slice.markets.get('hack')).toMatchObject({
      status: 'resolved',
      resolution: 'yes',
      winningAnswerId: 'hack-green',
      collateralCents: 0,
      feePoolCents: 0,
    })
    expect(ex.answersOf('hack').map((a) => [a.id, a.status, a.resolution])).toEqual([
      ['hack-blue', 'resolved', 'no'],
      ['hack-green', 'resolved', 'yes'],
      ['hack-red', 'resolved', 'no'],
    ])
    expect(result.paidToProvidersCents).toBeGreaterThan(0)
    // Lots read as a Yes/No market's do.
    const green = ex.slice.markets.get('hack-green')!
    expect(positionLots(ex.slice.positions.get(positionId('alice', 'hack-green', 'yes'))!, green).map((l) => l.status)).toEqual([
      'won',
    ])
    expect(held(ex)).toBe(deposits(ex))
    expect(problems(ex, CLOSE)).toEqual([])
    expect(() => ex.settleMulti({ marketId: 'hack', outcome: 'void', now: CLOSE + 1 })).toThrowError(
      expect.objectContaining({ code: 'ALREADY_RESOLVED' }),
    )
  })

  it('a void refunds each trader what they put in: everyone ends where they began', () => {
    const ex = exchange()
    const start = Object.fromEntries(USERS.map((u) => [u, cash(ex, u)]))
    tradeOn(ex, 'alice', 'hack-green', 'yes', 'buy', 30)
    tradeOn(ex, 'alice', 'hack-green', 'yes', 'sell', 10)
    tradeOn(ex, 'bob', 'hack-red', 'no', 'buy', 40)
    ex.settleMulti({ marketId: 'hack', outcome: 'void', now: CLOSE })
    for (const u of USERS) expect(cash(ex, u)).toBe(start[u])
    // The house gets its liquidity back: nobody took a profit out, so the cash was all theirs and its.
    expect(cash(ex, HOUSE)).toBe(1_000_000)
    expect(ex.answersOf('hack').every((a) => a.resolution === 'void')).toBe(true)
    expect(held(ex)).toBe(deposits(ex))
    expect(problems(ex, CLOSE)).toEqual([])
  })

  it('refuses before the close and an unknown answer', () => {
    const ex = traded()
    expect(() => ex.settleMulti({ marketId: 'hack', outcome: { answerId: 'hack-green' }, now: CLOSE - 1 })).toThrowError(
      expect.objectContaining({ code: 'NOT_CLOSED' }),
    )
    expect(() => ex.settleMulti({ marketId: 'hack', outcome: { answerId: 'nope' }, now: CLOSE })).toThrowError('Answer not found')
  })
})

describe('reopenWithAnswers', () => {
  const reanswer = (ex: MemoryExchange, answers: { id: string; text: string }[], now = T0 + 1) => {
    const answerIds = new Set(ex.answersOf('hack').map((a) => a.id))
    const done = reopenWithAnswers(
      {
        market: ex.slice.markets.get('hack')!,
        answers: ex.answersOf('hack'),
        positions: [...ex.slice.positions.values()].filter((p) => answerIds.has(p.marketId)),
        lpShare: ex.slice.lpShares.get(lpShareId(HOUSE, 'hack'))!,
        houseId: HOUSE,
      },
      answers,
      now,
      ex.ids,
    )
    ex.apply(done.changes)
    // The store deletes what it drops in the same transaction (backend/handlers/market-admin.ts).
    for (const id of done.droppedAnswerIds) {
      ex.slice.markets.delete(id)
      ex.slice.histories.delete(id)
    }
    for (const id of done.droppedPositionIds) ex.slice.positions.delete(id)
    return done
  }

  it('opens the market again with other answers before its first trade: all alike, no cash moves, the dropped ones go', () => {
    const ex = exchange({ createdBy: 'admin-1' })
    const houseCash = cash(ex, HOUSE)
    const before = ex.slice.markets.get('hack')!
    const answers = [
      { id: 'hack-blue', text: 'Team Blue' },
      { id: 'hack-gold', text: 'Team Gold' },
      { id: 'hack-grey', text: 'Team Grey' },
      { id: 'hack-pink', text: 'Team Pink' },
    ]
    const done = reanswer(ex, answers)
    expect(done.droppedAnswerIds).toEqual(['hack-green', 'hack-red'])
    expect(ex.slice.markets.get('hack')!.answerIds).toEqual(answers.map((a) => a.id))
    expect(ex.answersOf('hack').map((a) => a.title)).toEqual(answers.map((a) => a.text))
    for (const chance of chances(ex)) expect(chance).toBeCloseTo(0.25, 6)
    expect(ex.slice.markets.get('hack')!.collateralCents).toBe(before.collateralCents)
    expect(cash(ex, HOUSE)).toBe(houseCash)
    expect([...ex.slice.positions.values()].some((p) => p.marketId === 'hack-red' || p.marketId === 'hack-green')).toBe(false)
    expect(ex.slice.histories.get('hack-gold')!.points).toHaveLength(1)
    expect(problems(ex, T0 + 1)).toEqual([])
    // It trades and settles as a market opened with these answers would.
    tradeOn(ex, 'alice', 'hack-gold', 'yes', 'buy', 40)
    expect(chances(ex).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
    expect(problems(ex, T0 + 1)).toEqual([])
    ex.settleMulti({ marketId: 'hack', outcome: { answerId: 'hack-gold' }, now: CLOSE })
    expect(problems(ex, CLOSE)).toEqual([])
    expect(held(ex)).toBe(deposits(ex))
  })

  it('refuses once anyone traded, a catalogue market, and a closed one', () => {
    const answers = [
      { id: 'hack-blue', text: 'Team Blue' },
      { id: 'hack-gold', text: 'Team Gold' },
    ]
    const traded = exchange({ createdBy: 'admin-1' })
    tradeOn(traded, 'bob', 'hack-red', 'no', 'buy', 3)
    expect(() => reanswer(traded, answers)).toThrowError('The answers change only before the first trade')
    expect(() => reanswer(exchange(), answers)).toThrowError('Only a market an admin made opens again')
    expect(() => reanswer(exchange({ createdBy: 'admin-1' }), answers, CLOSE)).toThrowError('This market is closed')
  })
})

describe('multi-answer market properties', () => {
  const step = fc.record({
    user: fc.constantFrom(...USERS),
    answer: fc.nat(),
    side: fc.constantFrom<Side>('yes', 'no'),
    action: fc.constantFrom<'buy' | 'sell'>('buy', 'buy', 'sell'),
    quantity: fc.integer({ min: 1, max: 300 }),
  })
  const answerCount = fc.integer({ min: 2, max: 20 })
  const ending = fc.oneof(fc.constant('void' as const), fc.nat())

  it('money never changes and every winner can be paid, through trades, refusals and the settlement', () => {
    fc.assert(
      fc.property(answerCount, fc.array(step, { maxLength: 30 }), ending, (n, steps, end) => {
        const answers = Array.from({ length: n }, (_, i) => ({ id: `hack-${i}`, text: `Team ${i}` }))
        const ex = exchange({ answers, liquidityCents: 10_000 * n })
        steps.forEach((s, i) => {
          try {
            const answerId = answers[s.answer % n]!.id
            ex.tradeMulti({
              accountId: s.user,
              marketId: 'hack',
              answerId,
              side: s.side,
              action: s.action,
              quantity: s.quantity,
              now: T0 + i,
            })
          } catch (error) {
            if (!(error instanceof ExchangeError)) throw error
          }
          expect(problems(ex, T0 + i)).toEqual([])
          expect(chances(ex).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
          expect(held(ex) + marketCash(ex)).toBe(deposits(ex))
        })
        ex.settleMulti({ marketId: 'hack', outcome: end === 'void' ? 'void' : { answerId: answers[end % n]!.id }, now: CLOSE })
        expect(problems(ex, CLOSE)).toEqual([])
        expect(held(ex)).toBe(deposits(ex))
      }),
      { numRuns: 120, seed: 35 },
    )
  })
})
