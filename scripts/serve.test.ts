import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticServer } from './serve.mjs'
import { ESCAPING_PATHS, SECRET, appBesideSecret, rawGet } from './static-path.fixtures'

// `npm start`'s file server. Before the shared path check (scripts/static-path.mjs) it served
// `/..%2fdist-x-private%2fsecret.txt` (its check, `file.startsWith(root)`, had no separator) and
// answered 500 to a malformed escape (`/%ff`) and to `//..%2f…`.
let server: Server
let base: string

beforeAll(async () => {
  server = createStaticServer({ root: appBesideSecret() })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server?.closeAllConnections()
  await new Promise((done) => server?.close(done))
})

describe('scripts/serve.mjs', () => {
  it.each(ESCAPING_PATHS)('never leaves its folder: %s is 404 or 400', async (path) => {
    const res = await rawGet(base, path)
    expect(res.body).not.toContain(SECRET)
    expect([400, 404]).toContain(res.status)
  })

  it('serves the app: files with their type and caching, the page for app routes, 404 for missing files', async () => {
    const asset = await rawGet(base, '/assets/app-1a2b.js')
    expect(asset.status).toBe(200)
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    const manifest = await rawGet(base, '/manifest.webmanifest')
    expect(manifest.headers['content-type']).toBe('application/manifest+json')
    expect(manifest.headers['cache-control']).toBe('no-cache')
    expect((await rawGet(base, '/icon.svg')).headers['content-type']).toBe('image/svg+xml')
    const spaced = await rawGet(base, '/a%20b.txt')
    expect(spaced.status).toBe(200)
    expect(spaced.body).toBe('a file with a space in its name')
    for (const path of ['/', '/index.html', '/market/some-id', '/portfolio/']) {
      const page = await rawGet(base, path)
      expect(page.status, path).toBe(200)
      expect(page.body).toContain('<title>Foresight</title>')
      expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    }
    expect((await rawGet(base, '/missing.js')).status).toBe(404)
    const api = await rawGet(base, '/api/markets')
    expect(api.status).toBe(404)
    expect(api.headers['content-type']).toBe('application/json')
  })
})
