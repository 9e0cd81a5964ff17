import { describe, expect, it } from 'vitest'
import { HttpResponse } from 'msw'
import { json } from './http'

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
    expect(mine.status).toBe(msw.status)
    expect(headersOf(mine)).toEqual(headersOf(msw))
    expect(await mine.text()).toBe(await msw.text())
  })
})
