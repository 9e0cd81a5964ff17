// Where a URL path may lead on disk, for both servers of the built app: `npm start`'s
// (scripts/serve.mjs) and the Foresight server's (server/app.ts). One check, so neither
// can serve a file from outside the app's folder.
import { extname, join, resolve, sep } from 'node:path'

/** Content types of the files a build holds (anything else is application/octet-stream). */
export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/** The Content-Type of a file, by its extension. */
export function contentType(file) {
  return MIME[extname(file).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * A URL path (still percent-encoded) decoded once, or null when it cannot name a file: a
 * malformed escape (`%ff`, `%`, `%zz`), a NUL byte or a backslash (a separator on Windows).
 */
export function decodeUrlPath(urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  return decoded.includes('\0') || decoded.includes('\\') ? null : decoded
}

/** Whether a URL path has a percent-escape that does not decode (`/api/markets/%ff`). */
export function hasMalformedEscape(urlPath) {
  try {
    decodeURIComponent(urlPath)
    return false
  } catch {
    return true
  }
}

/**
 * The file a URL path names inside `root`, or null when it names none there: decoded once
 * (decodeUrlPath), normalised, and then `root` itself or below `root` + separator. A sibling
 * folder whose name starts like root's (`dist-private` beside `dist`) is outside.
 */
export function resolveInside(root, urlPath) {
  const decoded = decodeUrlPath(urlPath)
  if (decoded === null) return null
  const base = resolve(root)
  const file = join(base, decoded)
  const inside = base.endsWith(sep) ? base : base + sep
  return file === base || file.startsWith(inside) ? file : null
}
