import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** What the file beside the app holds: no answer may ever contain it. */
export const SECRET = 'the-secret-beside-the-app-7f3a'

/**
 * A built app in `<tmp>/dist-x` and, beside it, a folder whose name starts like the app's:
 * `<tmp>/dist-x-private/secret.txt` (plus `<tmp>/secret.txt` in the parent).
 */
export function appBesideSecret(): string {
  const base = mkdtempSync(join(tmpdir(), 'foresight-static-'))
  const root = join(base, 'dist-x')
  mkdirSync(join(root, 'assets'), { recursive: true })
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><title>Foresight</title></head><body></body></html>')
  writeFileSync(join(root, 'assets', 'app-1a2b.js'), 'console.log("the app")\n'.repeat(100))
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Foresight"}')
  writeFileSync(join(root, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(root, 'a b.txt'), 'a file with a space in its name')
  mkdirSync(join(base, 'dist-x-private'))
  writeFileSync(join(base, 'dist-x-private', 'secret.txt'), SECRET)
  writeFileSync(join(base, 'secret.txt'), SECRET)
  return root
}

/**
 * Paths that try to leave the app's folder (raw request targets, sent as they are), or that
 * carry a NUL byte, a backslash or a malformed escape. Each must answer 404 (or 400), never a file.
 */
export const ESCAPING_PATHS = [
  '/..%2fdist-x-private%2fsecret.txt',
  '/..%2Fdist-x-private%2Fsecret.txt',
  '/%2e%2e%2fdist-x-private%2fsecret.txt',
  '/%2E%2E%2Fdist-x-private%2Fsecret.txt',
  '/%2e%2e/dist-x-private/secret.txt',
  '/.%2e/dist-x-private/secret.txt',
  '/../dist-x-private/secret.txt',
  '/..%2fsecret.txt',
  '/../secret.txt',
  '/assets/..%2f..%2fdist-x-private%2fsecret.txt',
  '/assets/%2e%2e%2f%2e%2e%2fdist-x-private%2fsecret.txt',
  '//..%2fdist-x-private%2fsecret.txt',
  '/..%5cdist-x-private%5csecret.txt',
  '/%5c..%5cdist-x-private%5csecret.txt',
  '/..\\dist-x-private\\secret.txt',
  '/..%2fdist-x-private%2fsecret.txt%00',
  '/..%2fdist-x-private%2fsecret.txt%00.html',
  '/index.html%00.txt',
  '/%00',
  '/%252e%252e%252fdist-x-private%252fsecret.txt',
  '/%252e%252e/dist-x-private/secret.txt',
  '/..%252fdist-x-private%252fsecret.txt',
  '/..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc%2fhostname',
  '/%ff',
  '/%',
  '/%zz',
  '/market/%ff',
  '/assets/%ff.js',
  '/..%ff%2fdist-x-private%2fsecret.txt',
  '/%c0%ae%c0%ae%2fdist-x-private%2fsecret.txt',
]

export interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

/** GET with the request target sent exactly as given (fetch would normalise it first). */
export function rawGet(base: string, path: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(base)
  return new Promise((done, fail) => {
    const req = request({ host: hostname, port, path, method: 'GET', headers: { 'Accept-Encoding': 'identity' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      )
      res.on('error', fail)
    })
    req.on('error', fail)
    req.end()
  })
}
