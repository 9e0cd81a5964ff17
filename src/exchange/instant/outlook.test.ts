import { describe, expect, it } from 'vitest'
import { CLEAR_CALL_CONFIDENCE } from '../insights/clear-call'
import { instantOutlook } from './outlook'

describe('instantOutlook: expected outcome and confidence from the price and trader count', () => {
  it.each<[string, number, number, 'yes' | 'no' | null, 'yes' | 'no', number, boolean]>([
    ['no traders yet: the opening price counts 40%', 8_000, 0, null, 'yes', 62, true], // 50 + 30 × 2/5
    ['the price favours YES', 8_000, 5, null, 'yes', 71, true], // 50 + 30 × 7/10
    ['the price favours NO', 2_500, 15, null, 'no', 71, true], // 50 + 25 × 17/20 = 71.25
    ['a coin flip leans YES, but is no call', 5_000, 100, null, 'yes', 50, false],
    ['a slight lean to NO is no call (the "AI expects NO · 50%" case)', 4_900, 3, null, 'no', 51, false], // 50 + 1 × 5/8
    ['59.97% rounds to 60%: a call', 6_000, 995, null, 'yes', 60, true], // 50 + 10 × 997/1000 = 59.97 → 60
    ['59%: no call', 6_000, 30, null, 'yes', 59, false], // 50 + 10 × 32/35 = 59.1
    ['many traders: close to the price', 9_000, 995, null, 'yes', 90, true], // 50 + 40 × 997/1000 = 89.9
    ['never 100% before resolution', 9_900, 1_000_000, null, 'yes', 99, true],
    ['resolved: the resolution, for sure', 3_000, 10, 'yes', 'yes', 100, true],
  ])('%s', (_, yesBp, traderCount, resolution, outcome, confidence, clearCall) => {
    expect(instantOutlook({ yesBp, traderCount, resolution })).toEqual({ expectedOutcome: outcome, confidence, clearCall })
  })

  it(`calls only from ${CLEAR_CALL_CONFIDENCE}% confidence, the insights' threshold`, () => {
    for (let yesBp = 100; yesBp <= 9_900; yesBp += 50) {
      for (const traderCount of [0, 1, 5, 50, 500]) {
        const o = instantOutlook({ yesBp, traderCount, resolution: null })
        expect(o.clearCall).toBe(o.confidence >= CLEAR_CALL_CONFIDENCE)
      }
    }
  })
})
