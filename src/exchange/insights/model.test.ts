import { describe, expect, it } from 'vitest'
import type { PricePoint, Side } from '../types'
import { createRng } from '../random'
import { CLEAR_CALL_CONFIDENCE, isClearCall } from './clear-call'
import { confidenceOf, directionOf, expectedMove, insightFromSignals, marketInsight, profitPotential, riskOf } from './model'
import type { MarketInsight } from './model'
import { DAY_MS, HOUR_MS } from './signals'
import type { FlowTrade, MarketSignals } from './signals'
import { keyFactors, predictionText, reasoningText } from './text'

const NOW = Date.UTC(2026, 5, 1, 12)

/** Hourly points over the last 10 days; `price(h)` is the YES price h hours ago. */
function history(price: (hoursAgo: number) => number): PricePoint[] {
  return Array.from({ length: 241 }, (_, i) => {
    const hoursAgo = 240 - i
    return { t: NOW - hoursAgo * HOUR_MS, y: price(hoursAgo) }
  })
}

/** `count` trades over the last day, `yesShare` of them buying YES, $10 each. */
function flow(count: number, yesShare: number, hoursBack = 20): FlowTrade[] {
  return Array.from({ length: count }, (_, i) => ({
    side: (i < Math.round(count * yesShare) ? 'yes' : 'no') as Side,
    action: 'buy' as const,
    cashCents: 1_000,
    createdAt: NOW - ((i % hoursBack) + 1) * HOUR_MS,
  }))
}

interface Case {
  name: string
  price: (hoursAgo: number) => number
  trades: FlowTrade[]
  closesIn: number
  expect: (insight: MarketInsight) => void
}

const rising = (h: number) => 55 - (15 * h) / 168
const falling = (h: number) => 45 + (15 * h) / 168

const cases: Case[] = [
  {
    name: 'rising: YES to rise, confident, low risk',
    price: (h) => rising(Math.min(h, 168)),
    trades: flow(12, 0.75),
    closesIn: 30 * DAY_MS,
    expect: (i) => {
      expect(i).toMatchObject({
        direction: 'yes',
        side: 'yes',
        clearCall: true,
        riskLevel: 'low',
        currentPrice: 55,
        timeframe: 'Next 7 days',
      })
      expect(i.priceTarget).toBeGreaterThan(55)
      expect(i.prediction).toBe(`YES likely to rise to ${i.priceTarget}¢`)
      expect(i.confidence).toBeGreaterThanOrEqual(75)
      expect(i.keyFactors).toContain('75% of 24h buying on YES (12 trades)')
      expect(i.reasoning).toMatch(
        /^YES has gained 2\.1¢ over the past day and is up 15\.0¢ on the week, with 75% of the last day's buying on YES; the model projects YES at \d+¢ over the next 7 days/,
      )
    },
  },
  {
    name: 'falling: NO to rise, priced on the NO side',
    price: (h) => falling(Math.min(h, 168)),
    trades: flow(12, 0.25),
    closesIn: 30 * DAY_MS,
    expect: (i) => {
      expect(i).toMatchObject({ direction: 'no', side: 'no', riskLevel: 'low', currentPrice: 55 })
      expect(i.priceTarget).toBeGreaterThan(55)
      expect(i.prediction).toBe(`NO likely to rise to ${i.priceTarget}¢`)
      expect(i.profitPotential).toBeGreaterThan(0)
      expect(i.keyFactors[0]).toBe('YES down 2.1¢ over 24h')
      expect(i.keyFactors).toContain('75% of 24h buying on NO (12 trades)')
      expect(i.reasoning).toContain("with 75% of the last day's buying on NO")
    },
  },
  {
    name: 'flat without trades: a hold at 50%, so no clear call',
    price: () => 62,
    trades: [],
    closesIn: 90 * DAY_MS,
    expect: (i) => {
      expect(i).toMatchObject({
        direction: 'hold',
        side: 'yes',
        clearCall: false,
        priceTarget: 62,
        currentPrice: 62,
        profitPotential: 0,
        confidence: 50,
        riskLevel: 'low',
      })
      expect(i.prediction).toBe('No clear call: confidence under 60%')
      expect(i.keyFactors).toEqual([
        'YES price steady over 24h',
        'YES price steady over 7 days',
        'No trades in the last 24 hours',
        'Low volatility: 0.0¢ a day over 7 days',
        'Closes in 3 months',
      ])
      expect(i.reasoning).toBe(
        'YES has held near 62¢ over the past day and is flat on the week, with no trades in the last day; ' +
          'at 50% confidence (low volatility), under the 60% a call needs, the model makes no clear call over the next 7 days.',
      )
    },
  },
  {
    name: 'flat below 50: the hold is about NO',
    price: () => 30,
    trades: [],
    closesIn: 90 * DAY_MS,
    expect: (i) => expect(i).toMatchObject({ direction: 'hold', side: 'no', priceTarget: 70, currentPrice: 70 }),
  },
  {
    name: 'volatile: high risk, confidence pulled to the floor',
    price: (h) => 50 + (Math.floor(h / 4) % 2 === 0 ? 8 : -8),
    trades: flow(6, 0.5),
    closesIn: 60 * DAY_MS,
    expect: (i) => {
      expect(i.riskLevel).toBe('high')
      expect(i.signals.volatility).toBe(16)
      expect(i.confidence).toBe(50)
      expect(i.clearCall).toBe(false)
      expect(i.keyFactors).toContain('High volatility: 16.0¢ a day over 7 days')
      expect(i.reasoning).toMatch(
        /; at 50% confidence \(high volatility\), under the 60% a call needs, the model makes no clear call over the next 7 days\.$/,
      )
    },
  },
  {
    name: 'near close: high risk and a short timeframe',
    price: (h) => rising(Math.min(h, 168)),
    trades: flow(12, 0.8),
    closesIn: 5 * HOUR_MS,
    expect: (i) => {
      expect(i).toMatchObject({ direction: 'yes', riskLevel: 'high', timeframe: 'Next 5 hours' })
      expect(i.keyFactors).toContain('Closes in 5 hours')
      expect(i.reasoning).toContain('over the next 5 hours')
    },
  },
  {
    name: 'clamping high: the YES target stops at 99¢',
    price: (h) => (h >= 24 ? 70 : 97 - h),
    trades: flow(30, 1),
    closesIn: 20 * DAY_MS,
    expect: (i) => {
      expect(i).toMatchObject({ direction: 'yes', priceTarget: 99, currentPrice: 97 })
      expect(i.profitPotential).toBe(2.1)
    },
  },
  {
    name: 'clamping low: YES cannot go under 1¢, so NO stops at 99¢',
    price: (h) => (h >= 24 ? 30 : 3 + h),
    trades: flow(30, 0),
    closesIn: 20 * DAY_MS,
    expect: (i) => expect(i).toMatchObject({ direction: 'no', side: 'no', priceTarget: 99, currentPrice: 97 }),
  },
]

describe('marketInsight', () => {
  it.each(cases)('$name', (c) => {
    const points = history(c.price)
    const input = { points, yesCents: points[points.length - 1]!.y, trades: c.trades, closesAt: NOW + c.closesIn, now: NOW }
    const insight = marketInsight(input)
    c.expect(insight)
    expect(insight.confidence).toBeGreaterThanOrEqual(50)
    expect(insight.confidence).toBeLessThanOrEqual(95)
    expect(insight.priceTarget).toBeGreaterThanOrEqual(1)
    expect(insight.priceTarget).toBeLessThanOrEqual(99)
    expect(insight.profitPotential).toBe(profitPotential(insight.priceTarget, insight.currentPrice))
    // Deterministic: the same input gives the same insight.
    expect(marketInsight(input)).toEqual(insight)
  })

  it('moves with the price: a jump in YES raises the target and flips a falling call', () => {
    const points = history((h) => falling(Math.min(h, 168)))
    const before = marketInsight({ points, yesCents: 45, trades: [], closesAt: NOW + 30 * DAY_MS, now: NOW })
    const after = marketInsight({ points, yesCents: 75, trades: flow(5, 1, 1), closesAt: NOW + 30 * DAY_MS, now: NOW })
    expect(before.direction).toBe('no')
    expect(after.direction).toBe('yes')
    expect(after.currentPrice).toBe(75)
  })

  it('ignores trades older than 48 hours and history after now', () => {
    const points = [...history(() => 50), { t: NOW + HOUR_MS, y: 90 }]
    const old = flow(10, 1).map((t) => ({ ...t, createdAt: t.createdAt - 3 * DAY_MS }))
    const insight = marketInsight({ points, yesCents: 50, trades: old, closesAt: NOW + 30 * DAY_MS, now: NOW })
    expect(insight.signals).toMatchObject({ change24h: 0, trades24h: 0, volume24hCents: 0, volumeTrend: 0 })
  })
})

function signals(fields: Partial<MarketSignals>): MarketSignals {
  return {
    yesCents: 50,
    change24h: 0,
    change7d: 0,
    volatility: 0,
    imbalance: 0,
    yesFlowPercent: 50,
    trades24h: 0,
    volume24hCents: 0,
    volumeTrend: 0,
    msToClose: 30 * DAY_MS,
    ...fields,
  }
}

describe('model parts', () => {
  it.each([
    ['no signal', {}, 0],
    ['momentum only', { change24h: 4, change7d: 8 }, 4],
    ['flow only', { imbalance: -0.5, trades24h: 10 }, -2.5],
    ["a lone trade's flow counts a fifth", { imbalance: 1, trades24h: 1 }, 1],
    ['flow without trades counts nothing', { imbalance: 1 }, 0],
    ['clamped up', { change24h: 40, change7d: 40, imbalance: 1 }, 25],
    ['clamped down', { change24h: -40, change7d: -60, imbalance: -1 }, -25],
  ])('expectedMove: %s', (_, fields, expected) => {
    expect(expectedMove(signals(fields))).toBeCloseTo(expected, 10)
  })

  it.each([
    ['floor', signals({ volatility: 20 }), 0, 'hold', 50],
    ['ceiling', signals({ change24h: 20, change7d: 20, imbalance: 1, trades24h: 60, volumeTrend: 1 }), 25, 'yes', 95],
    ['flow against the call adds nothing', signals({ change24h: 2, change7d: 2, imbalance: -0.5 }), 1, 'yes', 62],
    ['activity is halved unless volume rises', signals({ trades24h: 24, volumeTrend: -0.5 }), 0, 'hold', 54],
  ] as const)('confidenceOf: %s', (_, s, move, direction, expected) => {
    expect(confidenceOf(s, move, direction)).toBe(expected)
  })

  it.each([
    [{ volatility: 1, msToClose: 30 * DAY_MS }, 'low'],
    [{ volatility: 3, msToClose: 30 * DAY_MS }, 'medium'],
    [{ volatility: 1, msToClose: 6 * DAY_MS }, 'medium'],
    [{ volatility: 6, msToClose: 30 * DAY_MS }, 'high'],
    [{ volatility: 0, msToClose: 23 * HOUR_MS }, 'high'],
  ])('riskOf(%j) = %s', (s, expected) => {
    expect(riskOf(s)).toBe(expected)
  })

  it.each([
    [68, 62, 9.7],
    [40, 50, -20],
    [50, 50, 0],
    [10, 0, 0],
  ])('profitPotential(%i, %i) = %s', (target, current, expected) => {
    expect(profitPotential(target, current)).toBe(expected)
  })
})

/** Two points a week apart and the price now: a straight line from `weekAgo` to `now`. */
const line = (weekAgo: number, dayAgo: number, now: number): { points: PricePoint[]; yesCents: number } => ({
  points: [
    { t: NOW - 30 * DAY_MS, y: weekAgo },
    { t: NOW - 7 * DAY_MS, y: weekAgo },
    { t: NOW - DAY_MS, y: dayAgo },
    { t: NOW, y: now },
  ],
  yesCents: now,
})

const factor = (i: MarketInsight, start: string) => i.keyFactors.find((f) => f.startsWith(start))

describe('rule: volatility comes from the window of the moves beside it', () => {
  it.each<[string, { points: PricePoint[]; yesCents: number }, string, string, string]>([
    // The case that was: "Low risk, low volatility 1.9¢ a day" beside "YES down 27.0¢ over 7 days".
    [
      'a 27¢ slide over the week',
      line(70, 46.9, 43),
      'YES down 27.0¢ over 7 days',
      'Moderate volatility: 3.9¢ a day over 7 days',
      'medium',
    ],
    [
      'a 45¢ climb over the week',
      line(30, 68.6, 75),
      'YES up 45.0¢ over 7 days',
      'High volatility: 6.4¢ a day over 7 days',
      'high',
    ],
    ['a quiet week', line(50, 50.5, 51), 'YES up 1.0¢ over 7 days', 'Low volatility: 0.2¢ a day over 7 days', 'low'],
    [
      'a 10¢ drop today after a flat week',
      line(60, 60, 50),
      'YES down 10.0¢ over 7 days',
      'Moderate volatility: 3.8¢ a day over 7 days',
      'medium',
    ],
  ])('%s', (_, { points, yesCents }, move, volatility, risk) => {
    const i = marketInsight({ points, yesCents, trades: flow(6, 0.5), closesAt: NOW + 60 * DAY_MS, now: NOW })
    expect(i.keyFactors).toContain(move)
    expect(factor(i, `${volatility.split(' ')[0]} volatility`)).toBe(volatility)
    expect(i.riskLevel).toBe(risk)
    expect(i.signals.volatility).toBeGreaterThanOrEqual(Math.abs(i.signals.change7d) / 7 - 0.05)
  })
})

describe('rule: a price that moved without trades is not described as moving with no trades', () => {
  it.each<[string, { points: PricePoint[]; yesCents: number }, FlowTrade[], string, RegExp]>([
    [
      'moved 5.4¢, no trades on record',
      line(50, 55.4, 50),
      [],
      '24h move from the price history, no trade-by-trade record',
      /^YES has lost 5\.4¢ over the past day and is flat on the week, with the day's move coming from its price history \(no trade-by-trade record\);/,
    ],
    ['steady, no trades', line(50, 50, 50), [], 'No trades in the last 24 hours', /, with no trades in the last day;/],
    [
      'moved 0.4¢ (steady), no trades',
      line(50, 50.4, 50),
      [],
      'No trades in the last 24 hours',
      /held near 50¢ over the past day .*, with no trades in the last day;/,
    ],
    [
      'moved with trades',
      line(50, 55.4, 50),
      flow(4, 0),
      '100% of 24h buying on NO (4 trades)',
      /, with 100% of the last day's buying on NO;/,
    ],
  ])('%s', (_, { points, yesCents }, trades, flowText, reasoning) => {
    const i = marketInsight({ points, yesCents, trades, closesAt: NOW + 60 * DAY_MS, now: NOW })
    expect(i.keyFactors[2]).toBe(flowText)
    expect(i.reasoning).toMatch(reasoning)
    if (i.keyFactors[0] !== 'YES price steady over 24h') expect(i.reasoning).not.toMatch(/no trades/)
  })
})

describe(`rule: below ${CLEAR_CALL_CONFIDENCE}% confidence there is no clear call`, () => {
  it.each<[number, boolean]>([
    [50, false],
    [59, false],
    [60, true],
    [61, true],
    [95, true],
  ])('confidence %i%% → a call: %s', (confidence, call) => {
    expect(isClearCall(confidence)).toBe(call)
  })

  const text = (confidence: number, direction: 'yes' | 'no' | 'hold') => ({
    signals: signals({ change24h: 3, change7d: 6, trades24h: 10, imbalance: 0.4, yesFlowPercent: 70 }),
    direction,
    side: direction === 'no' ? ('no' as const) : ('yes' as const),
    priceTarget: 58,
    confidence,
    clearCall: isClearCall(confidence),
    riskLevel: 'low' as const,
    horizonMs: 7 * DAY_MS,
  })
  it.each<[number, 'yes' | 'no' | 'hold', string, RegExp]>([
    [
      59,
      'yes',
      'No clear call: confidence under 60%',
      /at 59% confidence \(low volatility\), under the 60% a call needs, the model makes no clear call over the next 7 days\.$/,
    ],
    [50, 'no', 'No clear call: confidence under 60%', /no clear call over the next 7 days\.$/],
    [
      60,
      'yes',
      'YES likely to rise to 58¢',
      /the model projects YES at 58¢ over the next 7 days, and low volatility supports 60% confidence\.$/,
    ],
    [72, 'no', 'NO likely to rise to 58¢', /the model projects NO at 58¢/],
  ])('%i%% %s → %j', (confidence, direction, prediction, reasoning) => {
    const t = text(confidence, direction)
    expect(predictionText(t)).toBe(prediction)
    expect(reasoningText(t)).toMatch(reasoning)
    expect(keyFactors(t)).toEqual(keyFactors({ ...t, clearCall: true })) // the facts do not change with the call
  })

  it('a hold (|move| < 1¢) never reaches the threshold, so it is never presented as a call (5,000 random signal sets)', () => {
    const rng = createRng(7)
    for (let run = 0; run < 5_000; run += 1) {
      const s = signals({
        change24h: (rng.next() - 0.5) * 3,
        change7d: (rng.next() - 0.5) * 3,
        imbalance: (rng.next() - 0.5) * 0.4,
        trades24h: Math.floor(rng.next() * 200),
        volumeTrend: rng.next() * 2 - 1,
        volatility: Math.round(rng.next() * 30) / 10,
      })
      if (directionOf(expectedMove(s)) !== 'hold') continue
      const insight = insightFromSignals(s)
      expect(insight.clearCall).toBe(false)
      expect(insight.prediction).toBe('No clear call: confidence under 60%')
    }
  })
})
