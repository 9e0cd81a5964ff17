import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ESCAPING_PATHS, SECRET, appBesideSecret, rawGet } from '../scripts/static-path.fixtures'
import type { RunningServer } from './start'
import { startTestServer } from './test/test-server'
import { SAME_ORIGIN_META } from './app'

// The server's static files come from inside APP_DIR only, through the same path check as
// `npm start`'s file server (scripts/static-path.mjs). A malformed escape in a non-API path
// (/%ff, /market/%ff) was answered with the app's page (200) before; now it is 404.
let server: RunningServer

beforeAll(async () => {
  server = await startTestServer({ appDir: appBesideSecret() })
}, 180_000)

afterAll(async () => {
  await server?.close()
})

describe("the server's static files", () => {
  it.each(ESCAPING_PATHS)('never leave APP_DIR: %s is 404 or 400', async (path) => {
    const res = await rawGet(server.url, path)
    expect(res.body).not.toContain(SECRET)
    expect([400, 404]).toContain(res.status)
  })

  it('serve the app: files with their type and caching, the page for app routes, 404 for missing files', async () => {
    const asset = await rawGet(server.url, '/assets/app-1a2b.js')
    expect(asset.status).toBe(200)
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    const compressed = await fetch(`${server.url}/assets/app-1a2b.js`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(compressed.headers.get('content-encoding')).toBe('gzip')
    expect(await compressed.text()).toContain('console.log("the app")')
    const manifest = await rawGet(server.url, '/manifest.webmanifest')
    expect(manifest.headers['content-type']).toBe('application/manifest+json')
    expect(manifest.headers['cache-control']).toBe('no-cache')
    expect(manifest.headers['x-content-type-options']).toBe('nosniff')
    expect((await rawGet(server.url, '/icon.svg')).headers['content-type']).toBe('image/svg+xml')
    const spaced = await rawGet(server.url, '/a%20b.txt')
    expect(spaced.status).toBe(200)
    expect(spaced.body).toBe('a file with a space in its name')
    for (const path of ['/', '/index.html', '/market/some-id', '/portfolio/']) {
      const page = await rawGet(server.url, path)
      expect(page.status, path).toBe(200)
      expect(page.body).toContain(SAME_ORIGIN_META)
      expect(page.headers['content-security-policy']).toContain("script-src 'self'")
      expect(page.headers['cache-control']).toBe('no-cache')
    }
    const missing = await rawGet(server.url, '/missing.js')
    expect(missing.status).toBe(404)
    expect(missing.body).toBe('Not found')
  })
})
