import { describe, expect, it } from 'vitest'
import { safeRedirect } from './auth'

describe('safeRedirect', () => {
  it.each([
    ['/portfolio', '/portfolio'],
    ['/market/abc?x=1', '/market/abc?x=1'],
    ['//evil.example', undefined],
    ['https://evil.example', undefined],
    ['/api/logout', undefined],
    ['/local-login?redirect=/portfolio', undefined],
    ['/register', undefined],
    ['/registered-users', '/registered-users'],
    [42, undefined],
  ])('%s → %s', (input, expected) => expect(safeRedirect(input)).toBe(expected))
})
