import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import pg from 'pg'
import { escapeLiteral, inlineParams } from './sql'

describe('SQL literals', () => {
  it('escapes text exactly as pg.escapeLiteral does', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom("'", '\\', 'a', '"', '$', 'é', '\n') }),
      fc.string({ unit: 'binary' }),
    )
    fc.assert(
      fc.property(text, (t) => {
        expect(escapeLiteral(t)).toBe(pg.escapeLiteral(t))
      }),
      { numRuns: 3000 },
    )
    for (const t of ['', "'", '\\', "it's", 'a\\b', "'\\'", JSON.stringify({ title: 'say "hi" \\ it\'s' })]) {
      expect(escapeLiteral(t)).toBe(pg.escapeLiteral(t))
    }
  })

  it('writes parameters into a statement', () => {
    expect(
      inlineParams({ text: 'SELECT $1, $2::json, $3, $10', params: ["o'k", '{"a":"\\\\"}', null, 1, 2, 3, 4, 5, 6, true] }),
    ).toBe(`SELECT 'o''k',  E'{"a":"\\\\\\\\"}'::json, NULL, TRUE`)
  })
})
