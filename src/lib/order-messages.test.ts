import { describe, expect, it } from 'vitest'
import { paysIf } from './order-messages'

describe('paysIf: when a contract in the ticket pays $1.00', () => {
  it('names the side on a Yes/No market', () => {
    expect(paysIf('yes')).toBe('YES is right')
    expect(paysIf('no')).toBe('NO is right')
  })

  it('names the answer on one answer of a multi-answer market', () => {
    expect(paysIf('yes', 'Rebeca Grynspan')).toBe('the answer is Rebeca Grynspan')
    expect(paysIf('no', 'Rebeca Grynspan')).toBe('the answer is not Rebeca Grynspan')
  })
})
