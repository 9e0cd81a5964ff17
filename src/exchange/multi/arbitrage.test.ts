import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { netCostToBuy, poolAfterBuy } from '../fpmm'
import type { Side } from '../types'
import { answerChances, chanceSumError, planMultiTrade, poolsForChances, type AnswerPool, type MultiAction } from './arbitrage'

const even = (n: number): AnswerPool[] =>
  poolsForChances(
    Array.from({ length: n }, (_, i) => `a${i}`),
    Array.from({ length: n }, () => 1 / n),
    100,
  )

describe('planMultiTrade, worked by hand', () => {
  it('two answers at 50 %: a buy of 20 Yes on one takes 10 from its pool and 10 No from the other', () => {
    // Both pools are 100 Yes / 100 No. By symmetry the chances add up to 1 again when A's pool sells
    // as many Yes as B's sells No: s = 20 / 2 = 10. Ten contracts from a 100/100 pool cost x with
    // x² + (200 − 10)x − 10 × 100 = 0: x = (−190 + √40,100) / 2 = 5.12492… dollars, twice: $10.2498…,
    // 1,025 cents rounded up, and the 1.5 % fee 16 cents (rounded up): $10.41.
    const plan = planMultiTrade(even(2), 'a0', 'yes', 'buy', 20)
    expect(plan.arbitrage).toBeCloseTo(10, 9)
    const x = (-190 + Math.sqrt(40_100)) / 2
    expect(plan.legs.map((l) => [l.answerId, l.side, l.contracts, l.dollars])).toEqual([
      ['a0', 'yes', expect.closeTo(10, 9), expect.closeTo(x, 9)],
      ['a1', 'no', expect.closeTo(10, 9), expect.closeTo(x, 9)],
    ])
    // With two answers, No on the other one is Yes on this one: no dollars change hands in the redemption.
    expect(plan.redemptionDollars).toBe(0)
    expect(plan).toMatchObject({ netCents: 1_025, feeCents: 16, cashCents: 1_041 })
    // A: (100 + x) / (200 + 2x − 10) = 52.497… %; B the rest.
    const [a, b] = answerChances(plan.poolsAfter)
    expect(a).toBeCloseTo((100 + x) / (190 + 2 * x), 12)
    expect(a! + b!).toBeCloseTo(1, 12)
  })

  it('three answers: a buy of Yes pays back $1 a contract of its arbitrage (n − 2), and the chances add up to 1', () => {
    const pools = even(3)
    const plan = planMultiTrade(pools, 'a1', 'yes', 'buy', 30)
    const s = plan.arbitrage
    expect(s).toBeGreaterThan(0)
    expect(s).toBeLessThan(30)
    expect(plan.redemptionDollars).toBeCloseTo(s * 1, 12)
    // The two other answers are alike, so their legs are too: s No contracts each.
    expect(plan.legs[1]).toEqual({ ...plan.legs[2], answerId: 'a0' })
    // Each leg's dollars are what fpmm.ts charges for it.
    expect(plan.legs[0]!.dollars).toBeCloseTo(netCostToBuy(pools[1]!, 'yes', 30 - s), 12)
    expect(plan.legs[1]!.dollars).toBeCloseTo(netCostToBuy(pools[0]!, 'no', s), 12)
    const net = plan.legs.reduce((sum, l) => sum + l.dollars, 0) - s
    expect(plan.netCents).toBe(Math.ceil(net * 100 - 1e-7))
    expect(chanceSumError(plan.poolsAfter)).toBeCloseTo(0, 12)
    // The answer bought rose, the two others fell by the same amount each.
    const after = answerChances(plan.poolsAfter)
    expect(after[1]).toBeGreaterThan(1 / 3)
    expect(after[0]).toBeCloseTo(after[2]!, 12)
  })

  it('a buy of No on one answer buys Yes on the others (no dollars change hands) and lowers its chance', () => {
    const plan = planMultiTrade(even(4), 'a3', 'no', 'buy', 40)
    expect(plan.redemptionDollars).toBe(0)
    expect(plan.legs.slice(1).every((l) => l.side === 'yes')).toBe(true)
    const after = answerChances(plan.poolsAfter)
    expect(after[3]).toBeLessThan(0.25)
    expect(chanceSumError(plan.poolsAfter)).toBeCloseTo(0, 12)
  })

  it('a sale undoes a buy: the pools come back and the trader is out only the fees and the rounding', () => {
    const pools = poolsForChances(['a', 'b', 'c', 'd'], [0.5, 0.3, 0.15, 0.05], 500)
    for (const side of ['yes', 'no'] as const) {
      const bought = planMultiTrade(pools, 'b', side, 'buy', 120)
      const sold = planMultiTrade(bought.poolsAfter, 'b', side, 'sell', 120)
      sold.poolsAfter.forEach((pool, i) => {
        expect(pool.yesReserve).toBeCloseTo(pools[i]!.yesReserve, 6)
        expect(pool.noReserve).toBeCloseTo(pools[i]!.noReserve, 6)
      })
      const lost = bought.cashCents - sold.cashCents
      expect(lost).toBeGreaterThanOrEqual(bought.feeCents + sold.feeCents)
      expect(lost).toBeLessThanOrEqual(bought.feeCents + sold.feeCents + 2)
    }
  })

  it('refuses an unknown answer, a bad side and a quantity that is not whole', () => {
    expect(() => planMultiTrade(even(3), 'zz', 'yes', 'buy', 1)).toThrowError('Answer not found')
    expect(() => planMultiTrade(even(3), 'a0', 'maybe' as Side, 'buy', 1)).toThrowError(/Side/)
    expect(() => planMultiTrade(even(3), 'a0', 'yes', 'buy', 1.5)).toThrowError(/whole number/)
  })

  it('opens pools only for 2..20 answers whose chances add up to 100 %', () => {
    expect(() => poolsForChances(['a'], [1], 100)).toThrowError(/2 to 20 answers/)
    expect(() => poolsForChances(['a', 'b'], [0.5, 0.4], 100)).toThrowError(/add up to 100/)
    const pools = poolsForChances(['a', 'b', 'c'], [0.6, 0.3, 0.1], 100)
    answerChances(pools).forEach((p, i) => expect(p).toBeCloseTo([0.6, 0.3, 0.1][i]!, 12))
  })
})

/**
 * The market's books in real dollars: what is outstanding of each answer's Yes and No (in the pools
 * and with the traders), and the cash the market holds. Exactly one answer wins, so the market can
 * pay whoever holds what for every winner exactly when, for each answer w, Yes on w plus No on every
 * other answer adds up to its cash (docs/product.md, "Multi-answer markets", "The maths").
 */
interface Books {
  pools: AnswerPool[]
  /** Traders' holdings per answer. */
  held: { yes: number; no: number }[]
  cash: number
}

function openBooks(pools: AnswerPool[]): Books {
  // The provider mints max(Y, N) sets in each pool and takes back what the pool does not hold (as for Yes/No markets).
  const held = pools.map((p) => {
    const sets = Math.max(p.yesReserve, p.noReserve)
    return { yes: sets - p.yesReserve, no: sets - p.noReserve }
  })
  const cash = Math.max(...pools.map((_, w) => owedIfWins({ pools, held, cash: 0 }, w)))
  return { pools, held, cash }
}

/** Everything outstanding that pays if answer w wins. */
function owedIfWins(books: Books, w: number): number {
  return books.pools.reduce((sum, pool, i) => {
    const yes = pool.yesReserve + books.held[i]!.yes
    const no = pool.noReserve + books.held[i]!.no
    return sum + (i === w ? yes : no)
  }, 0)
}

/** A trade as the market books it: the trader's contracts on the answer, and the cash. */
function book(
  books: Books,
  answer: number,
  side: Side,
  action: MultiAction,
  quantity: number,
  plan: ReturnType<typeof planMultiTrade>,
): Books {
  const sign = action === 'buy' ? 1 : -1
  const held = books.held.map((h, i) => (i === answer ? { ...h, [side]: h[side] + sign * quantity } : h))
  const cash = books.cash + sign * (plan.legs.reduce((s, l) => s + l.dollars, 0) - plan.redemptionDollars)
  return { pools: [...plan.poolsAfter], held, cash }
}

/** What must hold after every trade: chances add up to 1; pools stay positive; the cash pays any winner, exactly. */
function problemsOf(books: Books): string[] {
  const problems: string[] = []
  if (Math.abs(chanceSumError(books.pools)) > 1e-9) problems.push(`chances add up to ${1 + chanceSumError(books.pools)}`)
  if (books.pools.some((p) => !(p.yesReserve > 0 && p.noReserve > 0))) problems.push('a pool ran dry')
  books.pools.forEach((_, w) => {
    const owed = owedIfWins(books, w)
    if (Math.abs(owed - books.cash) > 1e-6 * Math.max(1, books.cash))
      problems.push(`answer ${w} wins: owed ${owed}, cash ${books.cash}`)
  })
  return problems
}

const market = fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 2, maxLength: 20 }).chain((weights) => {
  const total = weights.reduce((a, b) => a + b, 0)
  const chances = weights.map((w) => 0.002 + (w / total) * (1 - 0.002 * weights.length))
  return fc.record({ chances: fc.constant(chances), depth: fc.integer({ min: 200, max: 20_000 }) })
})

const trade = fc.record({
  answer: fc.nat(),
  side: fc.constantFrom<Side>('yes', 'no'),
  action: fc.constantFrom<MultiAction>('buy', 'sell'),
  quantity: fc.integer({ min: 1, max: 400 }),
})

describe('multi-answer market properties', () => {
  it('after any sequence of buys and sales the chances add up to 100 % and the cash pays any winner exactly', () => {
    fc.assert(
      fc.property(market, fc.array(trade, { minLength: 1, maxLength: 25 }), ({ chances, depth }, trades) => {
        const ids = chances.map((_, i) => `a${i}`)
        let books = openBooks(poolsForChances(ids, chances, depth))
        expect(problemsOf(books)).toEqual([])
        for (const t of trades) {
          const answer = t.answer % ids.length
          // A trader sells only what they hold.
          const quantity = t.action === 'sell' ? Math.min(t.quantity, Math.floor(books.held[answer]![t.side])) : t.quantity
          if (quantity < 1) continue
          const plan = planMultiTrade(books.pools, ids[answer]!, t.side, t.action, quantity)
          expect(plan.arbitrage).toBeGreaterThanOrEqual(0)
          expect(plan.arbitrage).toBeLessThanOrEqual(quantity)
          expect(plan.cashCents).toBeGreaterThanOrEqual(0)
          books = book(books, answer, t.side, t.action, quantity, plan)
          expect(problemsOf(books)).toEqual([])
        }
      }),
      { numRuns: 200, seed: 35 },
    )
  })

  it('catches a trade with a step left out: no arbitrage breaks the chances, no redemption the cash', () => {
    const books = openBooks(even(5))
    // The arbitrage left out: 50 Yes straight from one pool, as a Yes/No market would.
    const pool = books.pools[2]!
    const dollars = netCostToBuy(pool, 'yes', 50)
    const alone = books.pools.map((p, i) => (i === 2 ? { id: p.id, ...poolAfterBuy(pool, 'yes', dollars, 50) } : p))
    const withoutArbitrage = {
      pools: alone,
      held: books.held.map((h, i) => (i === 2 ? { ...h, yes: h.yes + 50 } : h)),
      cash: books.cash + dollars,
    }
    expect(problemsOf(withoutArbitrage).join()).toMatch(/^chances add up to 1\.1/)
    // The redemption left out: the trader pays for No on every other answer and never gets the dollars back.
    const plan = planMultiTrade(books.pools, 'a2', 'yes', 'buy', 50)
    const withoutRedemption = {
      ...book(books, 2, 'yes', 'buy', 50, plan),
      cash: book(books, 2, 'yes', 'buy', 50, plan).cash + plan.redemptionDollars,
    }
    expect(problemsOf(withoutRedemption).join()).toMatch(/owed .*, cash/)
    // With every step, nothing is wrong.
    expect(problemsOf(book(books, 2, 'yes', 'buy', 50, plan))).toEqual([])
  })
})
