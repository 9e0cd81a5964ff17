import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ROUTES } from '../src/api/contract/routes'

/** The suite's own completeness: every fetch route in the table is checked by some file. */
describe('the conformance suite', () => {
  it('checks the answer of every route in src/api/contract/routes.ts', () => {
    const dir = new URL('.', import.meta.url)
    const sources = readdirSync(dir)
      .filter((f) => f.endsWith('.contract.ts') && f !== 'coverage.contract.ts')
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .join('\n')
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    const unchecked = ROUTES.filter((r) => !r.navigation)
      .map((r) => `${r.method} ${r.path}`)
      .filter((key) => !new RegExp(`expectOk(<[^>]*>)?\\(\\s*'${escape(key)}'`).test(sources))
    expect(unchecked).toEqual([])
  })
})
