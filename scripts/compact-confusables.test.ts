import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { confusablesModule } from './compact-confusables'

const run = (code: string): unknown => {
  const module = { exports: {} as unknown }
  new Function('module', code)(module)
  return module.exports
}

describe('the compact confusables table', () => {
  it('reads back as the package’s table: the same keys in the same order, the same values', () => {
    const json = readFileSync('node_modules/unhomoglyph/data.json', 'utf8')
    const table = run(confusablesModule(json)) as Record<string, string>
    const original = JSON.parse(json) as Record<string, string>
    expect(Object.entries(table)).toEqual(Object.entries(original))
    // Smaller than one JSON.parse of the same table (what the build shipped before).
    expect(confusablesModule(json).length).toBeLessThan(JSON.stringify(JSON.stringify(original)).length * 0.8)
  })

  it('keeps characters that are separators elsewhere, and refuses a table that uses every candidate', () => {
    const json = JSON.stringify({ '#': 'a', '"': '\\', '\u2028': ' ', x: '' })
    expect(run(confusablesModule(json))).toEqual(JSON.parse(json))
    expect(() => confusablesModule(JSON.stringify({ '#@[': ']~`' }))).toThrow(/no two free separators/)
  })
})
