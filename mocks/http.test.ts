import { describe, expect, it } from 'vitest'
import { HttpHandler, HttpResponse } from 'msw'
import { ApiHandler, json } from './http'

const headersOf = (r: Response) => Object.fromEntries(r.headers.entries())

describe('json()', () => {
  it.each([
    [{ message: 'Market not found' }, 404],
    [[{ id: 'm-1', title: 'Élection présidentielle — 2027 ✓ 🚀' }], 200],
    [{ user: null, note: 'emoji 👩‍🚀 and CJK 市场' }, 201],
  ])('answers what HttpResponse.json answers for %j (%i)', async (body, status) => {
    const headers = { 'X-Total-Count': '7' }
    const mine = json(body, { status, headers })
    const msw = HttpResponse.json(body, { status, headers })
    expect([mine.status, mine.statusText]).toEqual([msw.status, msw.statusText])
    expect(headersOf(mine)).toEqual(headersOf(msw))
    expect(await mine.text()).toBe(await msw.text())
  })
})

describe('ApiHandler', () => {
  const resolver = () => new Response('ok')
  const paths = ['*/api/markets', '*/api/markets/:id', '*/api/markets/closed', '*/api/liquidity/:poolId/add', '*/api/*']
  const urls = [
    'http://a.test/api/markets',
    'http://a.test/api/markets/',
    'http://a.test/API/Markets?x=1',
    'http://a.test/api/markets/m-1',
    'http://a.test/api/markets/closed',
    'http://a.test/api/liquidity/p-1/add',
    'http://a.test/api/liquidity/p-1/remove',
    'http://a.test/api/markets/m-1/x',
    'http://a.test/other/api/markets',
    'http://a.test/api/markets%2Fm-1',
    'http://a.test/',
  ]
  it("matches exactly the requests msw's own handler matches, with the same params", async () => {
    let matched = 0
    for (const path of paths) {
      for (const method of ['GET', 'POST']) {
        // the request's method; both handlers are GET handlers
        const mine = new ApiHandler('GET', path, resolver)
        const theirs = new HttpHandler('GET', path, resolver)
        for (const url of urls) {
          const request = () => new Request(url, { method })
          const matches = await theirs.test({ request: request() })
          expect.soft(await mine.test({ request: request() }), `${method} ${url} against ${path}`).toBe(matches)
          if (!matches) continue
          matched++
          expect((await mine.parse({ request: request() })).match).toEqual((await theirs.parse({ request: request() })).match)
        }
      }
    }
    expect(matched).toBeGreaterThan(5)
  })
})
