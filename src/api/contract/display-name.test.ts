import { describe, expect, it } from 'vitest'
import { displayName, nameKey } from './display-name'

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

describe('nameKey: how a name is spelled', () => {
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
