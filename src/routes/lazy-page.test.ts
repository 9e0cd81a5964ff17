import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pageCode } from './lazy-page'

const missing = new TypeError('Failed to fetch dynamically imported module: http://192.168.1.20:8787/assets/portfolio-page-x.js')

describe('pageCode', () => {
  beforeEach(() => vi.stubGlobal('location', { origin: 'http://192.168.1.20:8787' }))
  afterEach(() => vi.unstubAllGlobals())

  it('gives the code when it arrives, asking nothing else', async () => {
    const fetcher = vi.fn()
    await expect(pageCode(() => Promise.resolve({ Page: 1 }), fetcher)()).resolves.toEqual({ Page: 1 })
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('the server answers: the import error as it came (the router reloads once: a new version replaced the file)', async () => {
    const fetcher = vi.fn(() => Promise.resolve({ ok: true }))
    await expect(pageCode(() => Promise.reject(missing), fetcher)()).rejects.toBe(missing)
    expect(fetcher).toHaveBeenCalledWith('http://192.168.1.20:8787/', { method: 'HEAD', cache: 'no-store' })
  })

  it('the server is down (or answers an error): an error in words, which the router shows instead of reloading', async () => {
    for (const fetcher of [() => Promise.reject(new TypeError('Failed to fetch')), () => Promise.resolve({ ok: false })]) {
      const error = await pageCode(() => Promise.reject(missing), fetcher)().catch((e: unknown) => e as Error)
      expect(error).not.toBe(missing)
      expect((error as Error).message).toBe(
        "Couldn't load this page: the server can't be reached right now. Try again in a moment.",
      )
      // Not the router's "module not found" (its reload would land on the browser's error page).
      expect((error as Error).message).not.toMatch(/dynamically imported module|Importing a module script failed/)
      expect((error as Error).cause).toBe(missing)
    }
  })
})
