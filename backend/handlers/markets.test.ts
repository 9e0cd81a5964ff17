import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../mocks/test/test-api'
import { snapshot } from '../../mocks/test/snapshot'
import type { Market } from '../../src/api/contract'

const setupServer = useTestServer()
// The list tests count the whole catalogue.
const setup = () => setupServer({ seed: 'full' })

describe('GET /api/categories', () => {
  it('lists the 8 categories with colours', async () => {
    const api = await setup()
    const res = await api.client().get('/api/categories')
    expect(res.status).toBe(200)
    expect(res.json.map((c: { name: string }) => c.name)).toEqual([
      'Politics',
      'Sports',
      'Economics',
      'Culture',
      'Crypto',
      'Climate',
      'Tech',
      'Science',
    ])
    for (const c of res.json) expect(c.color).toMatch(/^#[0-9a-f]{6}$/i)
  })
})

describe('GET /api/markets', () => {
  it('answers a default page of active markets with the total in X-Total-Count', async () => {
    const api = await setup()
    const res = await api.client().get('/api/markets')
    expect(res.status).toBe(200)
    expect(res.json).toHaveLength(24)
    expect(Number(res.headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(2800)
    for (const m of res.json as Market[]) {
      expect(m.status).toBe('active')
      expect(Number(m.yesPrice) + Number(m.noPrice)).toBeCloseTo(100, 10)
      expect(Number(m.yesPrice)).toBeGreaterThanOrEqual(1)
      expect(Number(m.yesPrice)).toBeLessThanOrEqual(99)
      expect(m).not.toHaveProperty('priceHistory')
      expect(m).not.toHaveProperty('hiddenLogit')
    }
    const volumes = (res.json as Market[]).map((m) => m.volume)
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a))
  })

  it('pages with limit and offset without overlap', async () => {
    const api = await setup()
    const c = api.client()
    const a = (await c.get('/api/markets?limit=10&offset=0')).json as Market[]
    const b = (await c.get('/api/markets?limit=10&offset=10')).json as Market[]
    expect(a).toHaveLength(10)
    expect(b).toHaveLength(10)
    expect(new Set([...a, ...b].map((m) => m.id)).size).toBe(20)
  })

  it('filters by category, trending, featured, and sorts New by creation date', async () => {
    const api = await setup()
    const c = api.client()
    const byCategory = await c.get('/api/markets?categoryId=crypto&limit=100')
    expect(byCategory.json.length).toBeGreaterThan(0)
    expect(byCategory.json.every((m: Market) => m.categoryId === 'crypto')).toBe(true)
    const total = Number(byCategory.headers.get('X-Total-Count'))
    expect(total).toBeGreaterThanOrEqual(byCategory.json.length)

    const trending = await c.get('/api/markets?trending=true&limit=100')
    expect(trending.json.length).toBeGreaterThan(0)
    expect(trending.json.every((m: Market) => m.trending)).toBe(true)

    const featured = await c.get('/api/markets?featured=true')
    expect(featured.json.length).toBeGreaterThanOrEqual(4)
    expect(featured.json.every((m: Market) => m.featured)).toBe(true)

    const fresh = (await c.get('/api/markets?trending=false&limit=50')).json as Market[]
    const created = fresh.map((m) => Date.parse(m.createdAt))
    expect(created).toEqual([...created].sort((x, y) => y - x))

    const both = await c.get('/api/markets?categoryId=politics&trending=true&limit=100')
    expect(both.json.every((m: Market) => m.categoryId === 'politics' && m.trending)).toBe(true)
  })

  it('searches title, description and category name', async () => {
    const api = await setup()
    const c = api.client()
    const first = ((await c.get('/api/markets?limit=1')).json as Market[])[0]
    const word = first.title.split(/\W+/).filter((w) => w.length > 4)[0]
    const found = (await c.get(`/api/markets?q=${encodeURIComponent(word)}&limit=100`)).json as Market[]
    expect(found.some((m) => m.id === first.id)).toBe(true)
    const byCategoryName = await c.get('/api/markets?q=climate&limit=5')
    expect(Number(byCategoryName.headers.get('X-Total-Count'))).toBeGreaterThan(0)
    const none = await c.get('/api/markets?q=zzqqxxnotaword')
    expect(none.json).toEqual([])
    expect(none.headers.get('X-Total-Count')).toBe('0')
  })

  it('finds exactly the listed markets whose text has every word, in list order, page by page', async () => {
    const api = await setup()
    const c = api.client()
    const { db } = api.backend
    const names = new Map((await db.categories.toArray()).map((cat) => [cat.id, cat.name]))
    const rows = await db.markets
      .where('[status+volumeCents]')
      .between(['active', -Infinity], ['active', Infinity])
      .reverse()
      .toArray()
    // Instant markets live on /instant; a multi-answer market's answers are listed with it, not on their own.
    const active = rows.filter((m) => m.kind !== 'instant' && m.kind !== 'answer')
    // A multi-answer market is found by its answers' words too.
    const answerWords = new Map<string, string>()
    for (const a of rows.filter((m) => m.kind === 'answer'))
      if (a.groupId) answerWords.set(a.groupId, `${answerWords.get(a.groupId) ?? ''} ${a.title}`)
    const fold = (t: string) =>
      t
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
    const expected = (q: string) => {
      const words = fold(q).split(/\s+/).filter(Boolean)
      return active
        .filter((m) =>
          words.every((w) =>
            fold(`${m.title} ${m.description} ${names.get(m.categoryId)} ${answerWords.get(m.id) ?? ''}`).includes(w),
          ),
        )
        .map((m) => m.id)
    }
    for (const q of ['bitcoin', 'will the', 'Écono', 'sports win', 'rate']) {
      const want = expected(q)
      expect(want.length, q).toBeGreaterThan(0)
      const pages: string[] = []
      for (let offset = 0; offset < Math.min(want.length, 150); offset += 50) {
        const res = await c.get(`/api/markets?q=${encodeURIComponent(q)}&limit=50&offset=${offset}`)
        expect(Number(res.headers.get('X-Total-Count')), q).toBe(want.length)
        pages.push(...(res.json as Market[]).map((m) => m.id))
      }
      expect(pages, q).toEqual(want.slice(0, pages.length))
      expect(pages.length, q).toBe(Math.min(want.length, 150))
    }
    // Filters the index does not apply by itself: both of trending and featured.
    const both = (await c.get('/api/markets?trending=true&featured=true&limit=100')).json as Market[]
    expect(both.every((m) => m.trending && m.featured)).toBe(true)
    const bothFound = (await c.get('/api/markets?q=will&trending=true&featured=true&limit=100')).json as Market[]
    expect(bothFound.every((m) => m.trending && m.featured)).toBe(true)
    // With a category: only its markets.
    const inCategory = (await c.get('/api/markets?q=will&categoryId=crypto&limit=100')).json as Market[]
    expect(inCategory.length).toBeGreaterThan(0)
    expect(inCategory.every((m) => m.categoryId === 'crypto')).toBe(true)
  })

  it("searches another catalogue's text once the seed in use changes (a demo reset, here or in another tab)", async () => {
    const api = await setup()
    const c = api.client()
    const { db } = api.backend
    const [first] = (await c.get('/api/markets?limit=1')).json as Market[]
    expect((await c.get('/api/markets?q=quokkaquest')).json).toEqual([])
    // Another catalogue under the same ids: another seed's identity and another title.
    const meta = await db.meta.get('seed')
    await db.meta.put({ key: 'seed', value: { ...(meta!.value as object), nowMs: (meta!.value as { nowMs: number }).nowMs + 1 } })
    await db.markets.update(first.id, { title: 'Will the quokkaquest happen?' })
    const found = (await c.get('/api/markets?q=quokkaquest')).json as Market[]
    expect(found.map((m) => m.id)).toEqual([first.id])
  })

  it.each([
    ['limit=0'],
    ['limit=101'],
    ['limit=abc'],
    ['offset=-1'],
    ['trending=yes'],
    ['categoryId=%3Cscript%3E'],
    ['q=' + 'x'.repeat(101)],
    ['unknown=1'],
    ['limit=1&limit=2'],
    ['limit=1.5'],
  ])('answers 400 { message } for %s', async (query) => {
    const api = await setup()
    const res = await api.client().get(`/api/markets?${query}`)
    expect(res.status).toBe(400)
    expect(typeof res.json.message).toBe('string')
  })

  const notDigits = [
    'limit=0x10',
    'limit=0b11',
    'limit=1e1',
    'limit=%205',
    'limit=5%20',
    'limit=%2B5',
    'limit=5.0',
    'offset=0x10',
    'offset=1e1',
    'offset=%200',
  ]
  it(`takes whole numbers in decimal digits only: 400 and nothing changed for ${notDigits.join(', ')}`, async () => {
    const api = await setup()
    const c = api.client()
    const before = await snapshot(api.backend)
    for (const query of notDigits) {
      const res = await c.get(`/api/markets?${query}`)
      expect([query, res.status, res.json.message]).toEqual([
        query,
        400,
        expect.stringMatching(/^(limit|offset) must be a whole number from \d+ to \d+, in digits$/),
      ])
    }
    expect(await snapshot(api.backend)).toBe(before)
    expect(((await c.get('/api/markets?limit=16&offset=007')).json as Market[]).length).toBe(16)
  })
})

describe('GET /api/markets/{id} and /closed', () => {
  it('answers one market with its price history', async () => {
    const api = await setup()
    const c = api.client()
    const [first] = (await c.get('/api/markets?limit=1')).json as Market[]
    const res = await c.get(`/api/markets/${first.id}`)
    expect(res.status).toBe(200)
    expect(res.json.id).toBe(first.id)
    expect(res.json.priceHistory.length).toBeGreaterThan(1)
    for (const p of res.json.priceHistory) expect(p.yesPrice + p.noPrice).toBeCloseTo(100, 6)
  })

  it.each([['no-such-market'], ['%3Cscript%3E'], ['x'.repeat(200)]])('answers 404 Market not found for %s', async (id) => {
    const api = await setup()
    const res = await api.client().get(`/api/markets/${id}`)
    expect(res.status).toBe(404)
    expect(res.json).toEqual({ message: 'Market not found' })
  })

  it('lists closed and resolved markets, most recently closed first', async () => {
    const api = await setup()
    const res = await api.client().get('/api/markets/closed')
    expect(res.status).toBe(200)
    expect(res.json.length).toBeGreaterThan(3)
    for (const m of res.json as Market[]) {
      expect(['closed', 'resolved']).toContain(m.status)
      if (m.status === 'resolved') expect(['yes', 'no']).toContain(m.resolution)
    }
    const closes = (res.json as Market[]).map((m) => Date.parse(m.closesAt))
    expect(closes).toEqual([...closes].sort((a, b) => b - a))
  })

  it('moves a market to closed once its close time passes', async () => {
    const api = await setup()
    const c = api.client()
    const soonest = await api.backend.db.markets
      .where('[status+closesAt]')
      .between(['active', -Infinity], ['active', Infinity])
      .first()
    api.advance(soonest!.closesAt - api.backend.now() + 1)
    const res = await c.get(`/api/markets/${soonest!.id}`)
    expect(res.json.status).toBe('closed')
    const list = (await c.get('/api/markets?limit=100')).json as Market[]
    expect(list.some((m) => m.id === soonest!.id)).toBe(false)
  })
})
