import { describe, expect, it } from 'vitest';
import { FLOW_BUCKET_MS, flowBucketId } from '../trade-flow';
import type { FlowBucketRow } from '../trade-flow';
import { DAY_MS, HOUR_MS, dailyVolatility, priceAt } from './signals';
import { categoryTrend, sentimentSeries, weightedMomentum } from './trends';

describe('priceAt', () => {
  const points = [{ t: 0, y: 40 }, { t: 100, y: 60 }, { t: 200, y: 50 }];
  it.each([
    [-50, 40], [0, 40], [50, 50], [100, 60], [150, 55], [200, 50], [999, 50],
  ])('at %i → %i', (t, y) => {
    expect(priceAt(points, t)).toBe(y);
  });

  it('defaults to 50 without history', () => {
    expect(priceAt([], 0)).toBe(50);
  });
});

describe('dailyVolatility', () => {
  const now = 10 * DAY_MS;
  it.each([
    ['no history', [], 0],
    ['a flat line', [{ t: 0, y: 50 }, { t: now, y: 50 }], 0],
    // 1 cent every 4 hours is sqrt(6) ≈ 2.45 cents a day.
    ['a steady climb of 1¢ per 4 hours', Array.from({ length: 43 }, (_, i) => ({ t: now - (42 - i) * 4 * HOUR_MS, y: 20 + i })), Math.sqrt(6)],
    ['a history younger than one step', [{ t: now - HOUR_MS, y: 10 }, { t: now, y: 90 }], 0],
  ])('%s', (_, series, expected) => {
    expect(dailyVolatility(series, now)).toBeCloseTo(expected, 6);
  });
});

describe('categoryTrend', () => {
  it.each([
    ['rising prices and YES buying: bullish', [{ change24h: 4, volumeCents: 100 }], 300, 100, 'bullish', 75, 75],
    ['falling prices and NO buying: bearish', [{ change24h: -8, volumeCents: 100 }], 0, 100, 'bearish', 100, 0],
    ['nothing moving: neutral at 50', [{ change24h: 0, volumeCents: 100 }], 0, 0, 'neutral', 0, 50],
    ['a small rise: neutral', [{ change24h: 0.5, volumeCents: 100 }], 0, 0, 'neutral', 6, 50],
    ['price up but money leaning NO: they cancel', [{ change24h: 4, volumeCents: 1 }], 0, 500, 'neutral', 0, 0],
  ] as const)('%s', (_, markets, yes, no, trend, strength, sentiment) => {
    const result = categoryTrend({ markets, yesFlowCents: yes, noFlowCents: no, volumeCents: 245_000_000 });
    expect(result).toMatchObject({ trend, strength, sentiment, volume: 2.45 });
  });

  it('weights momentum by volume', () => {
    expect(weightedMomentum([{ change24h: 10, volumeCents: 300 }, { change24h: -2, volumeCents: 100 }])).toBe(7);
    expect(weightedMomentum([])).toBe(0);
  });
});

describe('sentimentSeries', () => {
  const now = Date.UTC(2026, 0, 2, 15, 30);
  const thisHour = Date.UTC(2026, 0, 2, 15);
  const bucket = (categoryId: string, hour: number, yesCents: number, noCents: number): FlowBucketRow => ({
    id: flowBucketId(categoryId, hour), categoryId, hour, yesCents, noCents, trades: 1,
  });

  it('sums categories per hour over the last 24 hours, null where nobody traded', () => {
    const series = sentimentSeries([
      bucket('crypto', thisHour, 300, 100),
      bucket('sports', thisHour, 0, 200),
      bucket('crypto', thisHour - 3 * FLOW_BUCKET_MS, 50, 0),
      bucket('crypto', thisHour - 24 * FLOW_BUCKET_MS, 999, 0),
    ], now);
    expect(series).toHaveLength(24);
    expect(series[0]?.time).toBe(thisHour - 23 * FLOW_BUCKET_MS);
    expect(series[23]).toEqual({ time: thisHour, sentiment: 50, volumeCents: 600, trades: 2 });
    expect(series[20]).toEqual({ time: thisHour - 3 * FLOW_BUCKET_MS, sentiment: 100, volumeCents: 50, trades: 1 });
    expect(series.filter((p) => p.sentiment === null)).toHaveLength(22);
  });
});
