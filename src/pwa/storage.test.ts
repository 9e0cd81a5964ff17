import { describe, expect, it } from 'vitest'
import { isRealSave } from './storage'

describe('isRealSave: which writes ask for persistent storage', () => {
  it.each([
    ['POST', '/api/trades', true],
    ['POST', '/api/social/traders/t1/follow', true],
    ['PATCH', '/api/admin/users/u1/role', true],
    ['GET', '/api/trades?userId=u1', false],
    ['POST', '/api/auth/login', false],
    ['POST', '/api/auth/logout', false],
    ['POST', '/api/logs', false],
    ['POST', '/api/demo/reset', false],
  ])('%s %s → %s', (method, path, expected) => {
    expect(isRealSave(method, path)).toBe(expected)
  })
})
