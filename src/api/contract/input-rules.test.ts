import { describe, expect, it } from 'vitest'
import { LiquidityBody } from './liquidity'
import { LogsQuery } from './logs'
import { MarketsQuery } from './markets'
import { TradeBody } from './trades'
import { RegisterBody } from './auth'
import { NAME_CHARACTERS_MESSAGE, NAME_MARKS_MESSAGE, PASSWORD_BLANK, nameProblem, wholeCents } from './input-rules'
import { PASSWORD_TOO_SHORT } from './constants'

/** The message of the first problem, or the parsed value. */
function outcome<T>(result: { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } }) {
  return result.success ? { ok: result.data } : { error: result.error.issues[0]!.message }
}

describe('money: whole cents, at most 2 decimals exactly', () => {
  it.each<[number, number | null]>([
    [12.34, 1234],
    [0.1, 10],
    [0.01, 1],
    [1, 100],
    [1_000_000, 100_000_000],
    [999_999.99, 99_999_999],
    [-5.5, -550],
    [99.999999999, null],
    [0.1 + 0.2, null],
    [10.005, null],
    [0.001, null],
    [1e-7, null],
    [1.5e-300, null],
    [2 ** 60, null],
  ])('wholeCents(%s) = %s', (dollars, cents) => {
    expect(wholeCents(dollars)).toBe(cents)
  })

  it.each<[string, unknown, { ok: unknown } | { error: string }]>([
    ['whole dollars', 5, { ok: { amount: 5 } }],
    ['cents', 1234.56, { ok: { amount: 1234.56 } }],
    ['the largest amount', 1_000_000, { ok: { amount: 1_000_000 } }],
    ['nine decimals (was charged $100.00)', 99.999999999, { error: 'amount must have at most 2 decimals (whole cents)' }],
    ['float noise (0.1 + 0.2)', 0.1 + 0.2, { error: 'amount must have at most 2 decimals (whole cents)' }],
    ['three decimals', 10.005, { error: 'amount must have at most 2 decimals (whole cents)' }],
    ['zero', 0, { error: 'amount must be greater than 0' }],
    ['negative', -0.01, { error: 'amount must be greater than 0' }],
    ['over the limit', 1_000_000.01, { error: 'amount must be at most $1,000,000' }],
    ['a string', '5', { error: 'amount must be a number of dollars' }],
    ['infinity', Infinity, { error: 'amount must be a number of dollars' }],
  ])('liquidity amount: %s', (_, amount, expected) => {
    expect(outcome(LiquidityBody.safeParse({ amount }))).toEqual(expected)
  })

  it('takes every whole-cent amount from $0.01 to $1,000,000 (a sample of 20,000 and the edges)', () => {
    const cents = [
      1,
      2,
      3,
      99,
      100,
      101,
      100_000_000,
      99_999_999,
      ...Array.from({ length: 20_000 }, (_, i) => 1 + ((i * 4_999_879) % 100_000_000)),
    ]
    const refused = cents.filter((c) => !LiquidityBody.safeParse({ amount: c / 100 }).success || wholeCents(c / 100) !== c)
    expect(refused).toEqual([])
  })

  const order = { marketId: 'm-1', side: 'yes', quantity: 1 }
  it.each<[string, boolean]>([
    ['50', true],
    ['63.4', true],
    ['63.42', true],
    ['0', true],
    ['100', true],
    ['100.00', true],
    ['07.5', true],
    ['63.425', false],
    ['-5', false],
    ['100.01', false],
    ['101', false],
    ['1e2', false],
    [' 50', false],
    ['0x10', false],
    ['', false],
    ['.5', false],
  ])('trade price %j is taken: %s', (price, ok) => {
    const result = TradeBody.safeParse({ ...order, price })
    expect(result.success).toBe(ok)
    if (!ok) expect(outcome(result)).toEqual({ error: 'price must be cents from 0 to 100 with at most 2 decimals' })
  })
})

describe('query-string integers: decimal digits only', () => {
  it.each<[string, number | null]>([
    ['16', 16],
    ['1', 1],
    ['100', 100],
    ['007', 7],
    ['0x10', null],
    ['0b11', null],
    ['0o7', null],
    ['1e1', null],
    [' 5', null],
    ['5 ', null],
    ['+5', null],
    ['-1', null],
    ['5.0', null],
    ['1_000', null],
    ['', null],
    ['Infinity', null],
    ['NaN', null],
    ['０', null],
    ['٣', null],
    ['0', null],
    ['101', null],
    ['123456789012345678901234567890', null],
  ])('limit=%j → %j', (limit, expected) => {
    const result = MarketsQuery.safeParse({ limit })
    expect(result.success ? result.data.limit : null).toBe(expected)
    if (!result.success) expect(outcome(result)).toEqual({ error: 'limit must be a whole number from 1 to 100, in digits' })
  })

  it.each<[string, string, number | null]>([
    ['offset', '0', 0],
    ['offset', '1000000', 1_000_000],
    ['offset', '0x10', null],
    ['offset', '1e3', null],
    ['offset', '1000001', null],
  ])('%s=%j → %j', (key, value, expected) => {
    const result = MarketsQuery.safeParse({ [key]: value })
    expect(result.success ? result.data.offset : null).toBe(expected)
  })

  it.each<[string, number | null]>([
    ['50', 50],
    ['10', 10],
    ['51', null],
    ['0x10', null],
    ['1e1', null],
    [' 10', null],
  ])('activity log limit=%j → %j', (limit, expected) => {
    const result = LogsQuery.safeParse({ limit })
    expect(result.success ? result.data.limit : null).toBe(expected)
  })
})

describe('names: visible characters and plain spaces, stored in NFC', () => {
  const register = (firstName: string) =>
    outcome(RegisterBody.safeParse({ username: 'someone', password: 'secret-pass', firstName }))

  it.each<[string, string]>([
    ['NUL', 'Al\u0000ex'],
    ['BEL', 'Al\u0007ex'],
    ['a newline', 'Alex\nAdmin'],
    ['a trailing newline', 'Alex\n'],
    ['a carriage return', 'Alex\r'],
    ['a tab', 'Alex\tB'],
    ['DEL', 'Alex\u007f'],
    ['a C1 control', 'Alex\u0085'],
    ['a zero-width space', 'Al\u200bex'],
    ['a zero-width joiner', 'Al\u200dex'],
    ['the right-to-left override', '\u202eAlex'],
    ['a directional isolate', '\u2066Alex\u2069'],
    ['a byte-order mark', '\ufeffAlex'],
    ['a soft hyphen', 'Al\u00adex'],
    ['a lone high surrogate', 'Alex\ud800'],
    ['a lone low surrogate', '\udc00Alex'],
    ['a Hangul filler', '\u3164'],
    ['a variation selector', 'Alex\ufe0f'],
    ['a no-break space', 'Alex\u00a0Admin'],
    ['an ideographic space', 'Alex\u3000Admin'],
    ['an em space', 'Alex\u2003Admin'],
    ['a line separator', 'Alex\u2028'],
    ['a paragraph separator', 'Alex\u2029'],
    ['a private-use character', 'Alex\ue000'],
    ['a noncharacter', 'Alex\uffff'],
    ['a tag character', 'Alex\u{e0041}'],
  ])('refuses %s', (_, name) => {
    expect(register(name)).toEqual({ error: NAME_CHARACTERS_MESSAGE })
    expect(nameProblem(name)).toBe(NAME_CHARACTERS_MESSAGE)
  })

  it('refuses more than 4 marks on one letter, and takes 4', () => {
    expect(register(`Ze${'\u0301\u0300\u0302\u0303\u0304'}d`)).toEqual({ error: NAME_MARKS_MESSAGE })
    expect(register(`Ze${'\u0301\u0300\u0302\u0303'}d`)).toMatchObject({ ok: { firstName: expect.any(String) } })
  })

  it.each<[string, string, string]>([
    ['an accent', 'José', 'José'],
    ['a decomposed accent, composed (NFC)', 'Jose\u0301', 'José'],
    ['Vietnamese, composed', 'Nguye\u0302\u0303n', 'Nguyễn'],
    ['padding spaces, trimmed', '  Ann  ', 'Ann'],
    ['a name with an apostrophe and a dash', "Anne-Marie O'Neil", "Anne-Marie O'Neil"],
    ['Chinese', '李小龍', '李小龍'],
    ['Arabic (right-to-left by itself, no override)', 'ليلى', 'ليلى'],
    ['Hindi with its vowel signs', 'प्रिया', 'प्रिया'],
    ['an emoji', 'Sam 🙂', 'Sam 🙂'],
    ['markup, stored as text', '<b>Bo</b>', '<b>Bo</b>'],
  ])('takes %s', (_, name, stored) => {
    expect(register(name)).toEqual({ ok: expect.objectContaining({ firstName: stored }) })
    expect(nameProblem(name)).toBeNull()
  })

  it('checks last names the same way', () => {
    expect(outcome(RegisterBody.safeParse({ username: 'someone', password: 'secret-pass', lastName: 'Admin\u200b' }))).toEqual({
      error: NAME_CHARACTERS_MESSAGE,
    })
  })
})

describe('passwords: not only whitespace', () => {
  const register = (password: string) => outcome(RegisterBody.safeParse({ username: 'someone', password }))
  it.each<[string, string, { ok: unknown } | { error: string }]>([
    ['eight spaces', ' '.repeat(8), { error: PASSWORD_BLANK }],
    ['tabs and spaces', ' \t \t \t ', { error: PASSWORD_BLANK }],
    ['no-break spaces', '\u00a0'.repeat(8), { error: PASSWORD_BLANK }],
    ['ideographic spaces', '\u3000'.repeat(6), { error: PASSWORD_BLANK }],
    ['newlines', '\n'.repeat(6), { error: PASSWORD_BLANK }],
    ['three spaces (too short first)', '   ', { error: PASSWORD_TOO_SHORT }],
    ['a passphrase with spaces', ' pass word ', { ok: expect.objectContaining({ password: ' pass word ' }) }],
    ['one letter among spaces', '      x', { ok: expect.objectContaining({ password: '      x' }) }],
  ])('%s', (_, password, expected) => {
    expect(register(password)).toEqual(expected)
  })
})
