import { describe, expect, it } from 'vitest'
import { classifyRoleFailure, isNewThisWeek, userStats } from './user-stats'

const NOW = Date.UTC(2026, 5, 15, 12)
const ago = (ms: number) => new Date(NOW - ms).toISOString()
const DAY = 24 * 60 * 60 * 1000

describe('isNewThisWeek', () => {
  it.each([
    ['just now', ago(0), true],
    ['6 days ago', ago(6 * DAY), true],
    ['exactly 7 days ago', ago(7 * DAY), true],
    ['7 days and 1 ms ago', ago(7 * DAY + 1), false],
    ['a month ago', ago(30 * DAY), false],
    ['a clock-skewed future date', ago(-DAY), true],
    ['an unreadable date', 'not a date', false],
  ])('%s → %s', (_name, createdAt, expected) => expect(isNewThisWeek(createdAt, NOW)).toBe(expected))
})

describe('userStats', () => {
  it.each([
    ['nobody', [], { total: 0, admins: 0, regular: 0, newThisWeek: 0 }],
    [
      'a mix',
      [
        { role: 'admin', createdAt: ago(100 * DAY) },
        { role: 'user', createdAt: ago(DAY) },
        { role: 'user', createdAt: ago(8 * DAY) },
        { role: 'admin', createdAt: ago(7 * DAY) },
      ],
      { total: 4, admins: 2, regular: 2, newThisWeek: 2 },
    ],
  ] as const)('%s', (_name, users, expected) => expect(userStats([...users], NOW)).toEqual(expected))
})

describe('classifyRoleFailure', () => {
  it.each([
    ['401: {"message":"Unauthorized"}', 'unauthorized'],
    ['401: Unauthorized', 'unauthorized'],
    ['401: {"message":"Session expired"}', 'other'],
    ['403: {"message":"Unauthorized"}', 'other'],
    ['409: {"message":"Cannot remove the last admin"}', 'other'],
    ['Failed to fetch', 'other'],
  ])('%s → %s', (message, expected) => expect(classifyRoleFailure(message)).toBe(expected))
})
