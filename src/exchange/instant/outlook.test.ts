import { describe, expect, it } from 'vitest';
import { instantOutlook } from './outlook';

describe('instantOutlook: expected outcome and confidence from the price and trader count', () => {
  it.each<[string, number, number, 'yes' | 'no' | null, 'yes' | 'no', number]>([
    ['no traders yet: the opening price counts 40%', 8_000, 0, null, 'yes', 62], // 50 + 30 × 2/5
    ['the price favours YES', 8_000, 5, null, 'yes', 71], // 50 + 30 × 7/10
    ['the price favours NO', 2_500, 15, null, 'no', 71], // 50 + 25 × 17/20 = 71.25
    ['a coin flip leans YES', 5_000, 100, null, 'yes', 50],
    ['many traders: close to the price', 9_000, 995, null, 'yes', 90], // 50 + 40 × 997/1000 = 89.9
    ['never 100% before resolution', 9_900, 1_000_000, null, 'yes', 99],
    ['resolved: the resolution, for sure', 3_000, 10, 'yes', 'yes', 100],
  ])('%s', (_, yesBp, traderCount, resolution, outcome, confidence) => {
    expect(instantOutlook({ yesBp, traderCount, resolution })).toEqual({ expectedOutcome: outcome, confidence });
  });
});
