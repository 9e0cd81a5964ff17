import { describe, expect, it } from 'vitest'
import { CATEGORIES } from './categories'

/** WCAG relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

describe('category colours', () => {
  it.each(CATEGORIES.map((c) => [c.name, c.color]))('%s (%s) is readable on light and dark backgrounds', (_, color) => {
    expect(color).toMatch(/^#[0-9A-F]{6}$/)
    expect(contrast(color, '#FFFFFF')).toBeGreaterThanOrEqual(3)
    expect(contrast(color, '#0B1220')).toBeGreaterThanOrEqual(3)
  })

  it('ids are unique lowercase names', () => {
    expect(CATEGORIES.map((c) => c.id)).toEqual(CATEGORIES.map((c) => c.name.toLowerCase()))
  })
})
