import { describe, expect, it } from 'vitest'
import { generatedUsername, splitName, usernameFromName } from './join-name'

describe('the sign-in name /join derives from a name', () => {
  it('keeps letters and digits, drops accents, joins the rest with underscores', () => {
    expect(usernameFromName('Rita Room')).toBe('rita_room')
    expect(usernameFromName('  José da Silva ')).toBe('jose_da_silva')
    expect(usernameFromName("Zoë O'Neil-Smith 2")).toBe('zoe_o_neil_smith_2')
    expect(usernameFromName('Ｆｕｌｌｗｉｄｔｈ')).toBe('fullwidth')
  })

  it('fits the contract: at most 40 characters, no trailing underscore', () => {
    const long = usernameFromName(`${'a'.repeat(39)} b`)
    expect(long).toBe('a'.repeat(39))
    expect(usernameFromName('x'.repeat(60))).toHaveLength(40)
  })

  it('is empty for a name with no letter A–Z or digit', () => {
    expect(usernameFromName('李明')).toBe('')
    expect(usernameFromName('***')).toBe('')
  })

  it('generates "player-" and six digits otherwise', () => {
    expect(generatedUsername(() => 0.0421)).toBe('player-042100')
    expect(generatedUsername(() => 0)).toBe('player-000000')
    expect(generatedUsername(() => 0.9999999)).toMatch(/^player-\d{6}$/)
  })

  it('splits a name into first and last names', () => {
    expect(splitName(' Rita  van Room ')).toEqual({ firstName: 'Rita', lastName: 'van Room' })
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' })
  })
})
