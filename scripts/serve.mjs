#!/usr/bin/env node
// Serves the built app (dist/) as a real host would: brotli/gzip compression,
// immutable caching for hashed assets, no-cache for index.html and the service
// worker, and index.html for app routes (deep links, /api/login in the in-browser mode).
import { createServer } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { brotliCompressSync, gzipSync, constants } from 'node:zlib'
import { extname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { contentType, decodeUrlPath, resolveInside } from './static-path.mjs'

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt'])

/** Content-Security-Policy for the app: no inline scripts, no eval. */
export function contentSecurityPolicy(connectSrc = []) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${connectSrc.join(' ')}`.trim(),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ')
}

/** A request's path, still percent-encoded ('//x' is a path here, not a host), or null. */
function requestPath(target = '/') {
  const href = target.startsWith('/') ? `http://localhost${target}` : target
  return URL.canParse(href) ? new URL(href).pathname : null
}

export function createStaticServer({ root, connectSrc = [] }) {
  const cache = new Map()
  const csp = contentSecurityPolicy(connectSrc)

  async function load(file) {
    const info = await stat(file).catch(() => null)
    if (!info || !info.isFile()) return null
    const hit = cache.get(file)
    if (hit && hit.mtime === info.mtimeMs) return hit
    const body = await readFile(file)
    const ext = extname(file)
    const entry = { mtime: info.mtimeMs, body, ext }
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      entry.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      entry.gz = gzipSync(body, { level: 9 })
    }
    cache.set(file, entry)
    return entry
  }

  return createServer(async (req, res) => {
    try {
      const raw = requestPath(req.url)
      // Decoded once; null for a malformed escape, a NUL byte or a backslash (scripts/static-path.mjs).
      let pathname = raw === null ? null : decodeUrlPath(raw)
      // /api belongs to the in-page exchange (or a real backend): never answer it with the app,
      // except the two browser navigations the app itself handles in the in-browser mode.
      if ((pathname ?? raw ?? '').startsWith('/api/') && pathname !== '/api/login' && pathname !== '/api/logout') {
        const body = JSON.stringify({ message: 'Not found: this server only serves the app; the API is answered in the page' })
        res.writeHead(404, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(body)
        return
      }
      // Only inside root: never in a sibling folder whose name starts like root's (dist-private).
      let file = raw === null ? null : resolveInside(root, raw)
      if (pathname === null || file === null) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
        return
      }
      let entry = pathname.endsWith('/') ? null : await load(file)
      const isNavigation = !entry && !extname(pathname)
      if (!entry && (isNavigation || pathname.endsWith('/'))) {
        file = join(root, 'index.html')
        pathname = '/index.html'
        entry = await load(file)
      }
      if (!entry) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
        return
      }
      const headers = {
        'Content-Type': contentType(file),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'same-origin',
        Vary: 'Accept-Encoding',
      }
      if (pathname.startsWith('/assets/')) headers['Cache-Control'] = 'public, max-age=31536000, immutable'
      else headers['Cache-Control'] = 'no-cache'
      if (entry.ext === '.html') headers['Content-Security-Policy'] = csp
      const accept = String(req.headers['accept-encoding'] ?? '')
      let body = entry.body
      if (entry.br && /\bbr\b/.test(accept)) {
        body = entry.br
        headers['Content-Encoding'] = 'br'
      } else if (entry.gz && /\bgzip\b/.test(accept)) {
        body = entry.gz
        headers['Content-Encoding'] = 'gzip'
      }
      headers['Content-Length'] = body.length
      res.writeHead(200, headers)
      res.end(req.method === 'HEAD' ? undefined : body)
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error))
    }
  })
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const root = resolve(process.env.DIST_DIR ?? 'dist')
  const port = Number(process.env.PORT ?? 4173)
  const host = process.env.HOST ?? '127.0.0.1'
  const backend = process.env.VITE_API_BASE_URL ? [new URL(process.env.VITE_API_BASE_URL).origin] : []
  createStaticServer({ root, connectSrc: backend }).listen(port, host, () => {
    console.log(`Foresight is running at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/  (Ctrl+C to stop)`)
  })
}
