import { afterEach, describe, expect, it, vi } from 'vitest'

const original = process.env.TZ
afterEach(() => {
  if (original === undefined) delete process.env.TZ
  else process.env.TZ = original
})

/**
 * The labels of timeTicks between two local times in time zone `zone` (the modules are loaded
 * anew: the date formatter takes the time zone it starts in).
 */
async function labelsIn(
  zone: string,
  from: [number, number, number, number?, number?],
  to: [number, number, number, number?, number?],
  max: number,
) {
  process.env.TZ = zone
  vi.resetModules()
  const { timeTicks } = await import('./chart-data')
  const seconds = ([y, m, d, h = 0, min = 0]: [number, number, number, number?, number?]) =>
    new Date(y, m, d, h, min).getTime() / 1000
  return timeTicks(seconds(from), seconds(to), max).map((t) => t.label)
}

describe('time-axis ticks across a daylight-saving change', () => {
  it('Berlin, clocks forward: quarter-hour ticks skip the missing hour and never repeat a time', async () => {
    // 90 minutes pass between the two (2:00 to 3:00 does not exist): ten-minute ticks.
    expect(await labelsIn('Europe/Berlin', [2026, 2, 29, 1, 20], [2026, 2, 29, 3, 50], 12)).toEqual([
      '1:20 AM',
      '1:30 AM',
      '1:40 AM',
      '1:50 AM',
      '3:00 AM',
      '3:10 AM',
      '3:20 AM',
      '3:30 AM',
      '3:40 AM',
      '3:50 AM',
    ])
  })
  it('Berlin, clocks forward at 2 AM: the skipped hour has no tick, the others stay on even hours', async () => {
    expect(await labelsIn('Europe/Berlin', [2026, 2, 29], [2026, 2, 29, 11], 6)).toEqual([
      'Mar 29',
      '4 AM',
      '6 AM',
      '8 AM',
      '10 AM',
    ])
    expect(new Date(2026, 2, 29, 2).getHours()).toBe(3)
    // Starting between midnight and the change: still on even hours after it.
    expect(await labelsIn('Europe/Berlin', [2026, 2, 29, 1], [2026, 2, 29, 12], 6)).toEqual([
      '4 AM',
      '6 AM',
      '8 AM',
      '10 AM',
      '12 PM',
    ])
  })

  it('Cairo, clocks forward at midnight: every day keeps its date label', async () => {
    expect(await labelsIn('Africa/Cairo', [2026, 3, 20], [2026, 3, 30], 5)).toEqual([
      'Apr 20',
      'Apr 22',
      'Apr 24',
      'Apr 26',
      'Apr 28',
    ])
    expect(new Date(2026, 3, 24).getHours()).toBe(1)
  })

  it('New York, clocks back: a day of 25 hours still gets its midnights', async () => {
    expect(await labelsIn('America/New_York', [2026, 10, 1, 12], [2026, 10, 8, 12], 7)).toEqual([
      'Nov 2',
      'Nov 3',
      'Nov 4',
      'Nov 5',
      'Nov 6',
      'Nov 7',
      'Nov 8',
    ])
  })
})
