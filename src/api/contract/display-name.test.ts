import { describe, expect, it } from 'vitest'
import { displayName, impersonatedNames, nameKey } from './display-name'

const ADMIN = { username: 'admin', firstName: 'Alex', lastName: 'Admin' }

describe('displayName', () => {
  it.each([
    [{ username: 'demo', firstName: 'Demo', lastName: 'Trader' }, 'Demo Trader'],
    [{ username: 'demo', firstName: 'Demo', lastName: null }, 'Demo'],
    [{ username: 'demo', firstName: null, lastName: 'Trader' }, 'Trader'],
    [{ username: 'demo', firstName: null, lastName: null }, 'demo'],
    [{ username: 'demo' }, 'demo'],
  ])('%j → %s', (account, name) => {
    expect(displayName(account)).toBe(name)
  })
})

describe('nameKey: what a name reads as', () => {
  it.each([
    ['Alex Admin', 'alexadmin'],
    ['ALEX  ADMIN', 'alexadmin'],
    ['Älex Ádmin', 'alexadmin'],
    ['alex.admin', 'alexadmin'],
    ['alex_admin-', 'alexadmin'],
    ['ａｌｅｘ ａｄｍｉｎ', 'alexadmin'],
    ['İlker', 'ilker'],
    ['李 小龍', '李小龍'],
    ['Agent 007', 'agent007'],
    ['!!!', ''],
  ])('%j → %j', (name, key) => {
    expect(nameKey(name)).toBe(key)
  })
})

describe("impersonatedNames: a newcomer's names that read as a protected account's", () => {
  it.each<[string, { username: string; firstName?: string; lastName?: string }, string[]]>([
    ["the admin's display name", { username: 'alex2', firstName: 'Alex', lastName: 'Admin' }, ['Alex Admin']],
    ['in other case and spacing', { username: 'alex2', firstName: 'ALEX ', lastName: ' admin' }, ['ALEX   admin']],
    ['with accents', { username: 'alex2', firstName: 'Älex', lastName: 'Admín' }, ['Älex Admín']],
    ['in full-width letters', { username: 'alex2', firstName: 'Ａｌｅｘ', lastName: 'Ａｄｍｉｎ' }, ['Ａｌｅｘ Ａｄｍｉｎ']],
    ["the admin's username as a first name", { username: 'someone', firstName: 'Admin' }, ['Admin']],
    ["the admin's display name as a username", { username: 'Alex.Admin' }, ['Alex.Admin']],
    ["the admin's username, punctuated", { username: 'ad-min', firstName: 'Sam' }, ['ad-min']],
    ['a different name', { username: 'alex2', firstName: 'Alex', lastName: 'Adams' }, []],
    ["a name containing the admin's", { username: 'alex2', firstName: 'Alex', lastName: 'Admins' }, []],
    ['only the first name', { username: 'alex2', firstName: 'Alex' }, []],
  ])('%s', (_, newcomer, copied) => {
    expect(impersonatedNames(newcomer, [ADMIN])).toEqual(copied)
  })

  it('has nothing to compare without protected accounts, and ignores names without letters or digits', () => {
    expect(impersonatedNames(ADMIN, [])).toEqual([])
    expect(impersonatedNames({ username: 'x', firstName: '!!!' }, [{ username: 'y', firstName: '???' }])).toEqual([])
  })
})
