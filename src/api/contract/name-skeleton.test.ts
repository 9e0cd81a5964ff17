import { describe, expect, it } from 'vitest'
import { impersonatedNames, nameKeys, namesReadAlike } from './name-skeleton'

const ADMIN = { username: 'admin', firstName: 'Alex', lastName: 'Admin' }

describe('nameKeys: what a name reads as, case and look-alike letters aside (UTS #39 skeleton)', () => {
  it.each([
    ['Alex Admin', 'Alex Admin'],
    ['ALEX  ADMIN', 'Alex Admin'],
    ['Älex Ádmin', 'Alex Admin'],
    ['alex.admin', 'Alex Admin'],
    ['alex_admin-', 'Alex Admin'],
    ['ａｌｅｘ ａｄｍｉｎ', 'Alex Admin'],
    ['Al\u0435x Admin', 'Alex Admin'], // Cyrillic е
    ['Alex Adm\u0456n', 'Alex Admin'], // Ukrainian і
    ['\u13AAlex Admin', 'Alex Admin'], // Cherokee Ꭺ
    ['\u13AALEX ADMIN', 'alex admin'], // Cherokee Ꭺ in capitals
    ['ALEX ADM\u0406N', 'alex admin'], // Cyrillic capital І
    ['\u0422om \u041Aelly', 'Tom Kelly'], // Cyrillic capitals Т and К: look-alikes only as capitals
    ['dem\u03C3', 'demo'], // Greek σ: a look-alike only in lower case
    ['Alex Adrnin', 'Alex Admin'], // rn for m
    ['DEM0', 'demo'], // digit zero
    ['𝐀𝐥𝐞𝐱 𝐀𝐝𝐦𝐢𝐧', 'Alex Admin'], // mathematical bold
    ['İlker', 'ilker'],
    ['李 小龍', '李小龍'],
    ['Agent 007', 'agent OO7'],
    ['ali', 'all'], // in capitals, I reads as l
  ])('%j reads as %j', (a, b) => {
    expect(namesReadAlike(a, b)).toBe(true)
  })

  it.each([
    ['Alex Admin', 'Alex Adams'],
    ['Alex Admin', 'Alex Admins'],
    ['Alex Admin', 'Alexa Admin'],
    ['demo', 'demo2'],
    ['demo', 'dome'],
    ['Tom Kelly', 'Tim Kelly'],
    ['李小龍', '李小虎'],
  ])('%j does not read as %j', (a, b) => {
    expect(namesReadAlike(a, b)).toBe(false)
  })

  it('gives no key to a name without letters or digits', () => {
    expect(nameKeys('!!!')).toEqual([])
    expect(nameKeys('')).toEqual([])
    expect(namesReadAlike('!!!', '???')).toBe(false)
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
    ['with a Cyrillic е', { username: 'alex2', firstName: 'Al\u0435x', lastName: 'Admin' }, ['Al\u0435x Admin']],
    ['with a Ukrainian і', { username: 'alex2', firstName: 'Alex', lastName: 'Adm\u0456n' }, ['Alex Adm\u0456n']],
    ['with a Cherokee Ꭺ', { username: 'alex2', firstName: '\u13AAlex', lastName: 'Admin' }, ['\u13AAlex Admin']],
    ['with rn for m, as a username', { username: 'adrnin', firstName: 'Sam' }, ['adrnin']],
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
