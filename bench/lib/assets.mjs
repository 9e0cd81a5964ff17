import { readFileSync, statSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'

const gzipCache = new Map()

/** gzip -9 size of a built file (what a host compressing with gzip sends). */
export function gzipSize(root, path) {
  const file = join(root, path)
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length)
  return gzipCache.get(file)
}

export const rawSize = (root, path) => statSync(join(root, path)).size

/** Every file the service worker precaches (its manifest in sw.js). */
export function precacheManifest(root) {
  const sw = readFileSync(join(root, 'sw.js'), 'utf8')
  return [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1])
}

/** Script URLs (same origin, .js) that started loading before `untilMs` (ms since navigation). */
export async function scriptsBefore(page, untilMs) {
  return page.evaluate((until) => {
    const origin = location.origin
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.name.startsWith(origin) && new URL(e.name).pathname.endsWith('.js') && e.startTime <= until)
      .map((e) => ({ path: new URL(e.name).pathname, start: Math.round(e.startTime), transferred: e.encodedBodySize }))
  }, untilMs)
}

/** Sizes of a list of scripts from the build on disk, biggest first. */
export function sizeScripts(root, scripts) {
  const rows = scripts.map((s) => ({ ...s, raw: rawSize(root, s.path), gzip: gzipSize(root, s.path) }))
  rows.sort((a, b) => b.gzip - a.gzip)
  const total = (key) => rows.reduce((sum, r) => sum + r[key], 0)
  return { rows, gzip: total('gzip'), raw: total('raw'), transferred: total('transferred') }
}

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10
