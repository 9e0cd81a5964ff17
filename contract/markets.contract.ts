import { beforeAll, describe, expect, it } from 'vitest'
import { TOTAL_COUNT_HEADER, type Category, type Market } from '../src/api/contract'
import { ContractClient } from './http-client'
import { expectError, expectOk } from './expect-contract'

const anon = new ContractClient()

describe('categories and markets (public)', () => {
  let categories: Category[]
  let markets: Market[]

  beforeAll(async () => {
    categories = expectOk('GET /api/categories', await anon.get('/api/categories'))
    markets = expectOk('GET /api/markets', await anon.get('/api/markets?limit=10'))
  })

  it('GET /api/categories lists categories', () => {
    expect(categories.length).toBeGreaterThan(0)
  })

  it('GET /api/markets lists active markets with X-Total-Count', async () => {
    const res = await anon.get('/api/markets?limit=10')
    const list = expectOk<Market[]>('GET /api/markets', res)
    expect(list.length).toBeGreaterThan(0)
    expect(list.length).toBeLessThanOrEqual(10)
    expect(list.every((m) => m.status === 'active')).toBe(true)
    const total = Number(res.headers.get(TOTAL_COUNT_HEADER))
    expect(Number.isInteger(total), `${TOTAL_COUNT_HEADER} header`).toBe(true)
    expect(total).toBeGreaterThanOrEqual(list.length)
  })

  it('pages with limit and offset', async () => {
    const first = expectOk<Market[]>('GET /api/markets', await anon.get('/api/markets?limit=2'))
    const second = expectOk<Market[]>('GET /api/markets', await anon.get('/api/markets?limit=2&offset=2'))
    expect(first.length).toBe(2)
    expect(second.map((m) => m.id)).not.toContain(first[0].id)
  })

  it('filters by category', async () => {
    const categoryId = markets[0].categoryId
    const list = expectOk<Market[]>(
      'GET /api/markets',
      await anon.get(`/api/markets?categoryId=${encodeURIComponent(categoryId)}&limit=20`),
    )
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((m) => m.categoryId === categoryId)).toBe(true)
  })

  it.each([
    ['limit=0'],
    ['limit=abc'],
    ['limit=101'],
    ['offset=-1'],
    ['trending=maybe'],
    ['kind=scalar'],
    ['sort=volume'],
    ['limit=1&limit=2'],
    // Whole numbers are decimal digits only.
    ['limit=0x10'],
    ['limit=0b11'],
    ['limit=1e1'],
    ['limit=%2010'],
    ['limit=10%20'],
    ['limit=%2B10'],
    ['offset=0x10'],
    ['offset=1e1'],
  ])('GET /api/markets?%s answers 400', async (query) => {
    expectError(await anon.get(`/api/markets?${query}`), 400)
  })

  it('GET /api/markets/closed lists closed and resolved markets', async () => {
    const list = expectOk<Market[]>('GET /api/markets/closed', await anon.get('/api/markets/closed'))
    expect(list.every((m) => m.status === 'closed' || m.status === 'resolved')).toBe(true)
    expect(list.filter((m) => m.status === 'resolved').every((m) => m.resolution !== null)).toBe(true)
  })

  it('GET /api/markets/{id} answers the market with its price history', async () => {
    const market = expectOk<Market>('GET /api/markets/{id}', await anon.get(`/api/markets/${markets[0].id}`))
    expect(market.id).toBe(markets[0].id)
    expect(Number(market.yesPrice) + Number(market.noPrice)).toBeCloseTo(100, 1)
    expect(Array.isArray(market.priceHistory)).toBe(true)
  })

  it.each([
    ['an unknown id', 'no-such-market-id'],
    ['a malformed id', 'bad%20id!'],
  ])('GET /api/markets/{id} answers 404 for %s', async (_, id) => {
    expectError(await anon.get(`/api/markets/${id}`), 404)
  })
})
