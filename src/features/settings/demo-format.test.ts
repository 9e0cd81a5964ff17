import { describe, expect, it } from 'vitest'
import { describeNetwork, describeOffset, formatLatency, formatRate } from './demo-format'

const HOUR = 3_600_000

describe('demo controls text', () => {
  it.each([
    [0, 'In step with real time'],
    [HOUR, '1 hour ahead'],
    [25 * HOUR, '1 day 1 hour ahead'],
    [7 * 24 * HOUR, '1 week ahead'],
    [(14 * 24 + 3) * HOUR + 60_000, '2 weeks 3 hours ahead'],
  ])('offset %i ms reads "%s"', (ms, text) => expect(describeOffset(ms)).toBe(text))

  it('formats latency and rates', () => {
    expect(formatLatency(250)).toBe('250 ms')
    expect(formatLatency(1500)).toBe('1.5 s')
    expect(formatLatency(5000)).toBe('5 s')
    expect(formatRate(0.2)).toBe('20%')
  })

  it('describes network conditions in one sentence', () => {
    expect(describeNetwork({ latencyMs: 0, errorRate: 0 })).toBe('Calls answer at once and never fail.')
    expect(describeNetwork({ latencyMs: 1500, errorRate: 0 })).toBe('Every call waits 1.5 s.')
    expect(describeNetwork({ latencyMs: 0, errorRate: 0.25 })).toBe('25% of calls fail.')
    expect(describeNetwork({ latencyMs: 300, errorRate: 1 })).toBe('Every call waits 300 ms and 100% of calls fail.')
  })
})
