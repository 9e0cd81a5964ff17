import { describe, expect, it } from 'vitest'
import { formatBytes } from './format-bytes'

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [999, '999 bytes'],
    [1000, '1.0 KB'],
    [999_999, '1.0 MB'],
    [3_456_789, '3.5 MB'],
    [12_345_678, '12 MB'],
    [999_499_999, '999 MB'],
    [1_234_000_000, '1.2 GB'],
    [5_000_000_000_000, '5.0 TB'],
    [Number.NaN, '—'],
    [-1, '—'],
  ])('%s → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })
})
