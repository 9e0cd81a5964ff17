import { join, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentType, decodeUrlPath, hasMalformedEscape, resolveInside } from './static-path.mjs'

const root = join(sep, 'srv', 'dist')

describe('resolveInside (scripts/static-path.mjs)', () => {
  it('finds the files inside the root', () => {
    expect(resolveInside(root, '/')).toBe(root + sep)
    expect(resolveInside(root, '')).toBe(root)
    expect(resolveInside(root, '/index.html')).toBe(join(root, 'index.html'))
    expect(resolveInside(root, '/assets/app-1a2b.js')).toBe(join(root, 'assets', 'app-1a2b.js'))
    expect(resolveInside(root, '/a%20b.txt')).toBe(join(root, 'a b.txt'))
    expect(resolveInside(root, '/assets/..%2findex.html')).toBe(join(root, 'index.html'))
    expect(resolveInside(`${root}${sep}`, '/index.html')).toBe(join(root, 'index.html'))
  })

  it('refuses a sibling whose name starts like the root, and anything else outside it', () => {
    for (const path of [
      '/..%2fdist-private%2fsecret.txt',
      '/../dist-private/secret.txt',
      '/%2e%2e%2fdist-private%2fsecret.txt',
      '/%2e%2e',
      '/..',
      '/assets/..%2f..%2fdist-private%2fsecret.txt',
      '//..%2f..%2fetc%2fpasswd',
    ]) {
      expect(resolveInside(root, path), path).toBeNull()
    }
  })

  it('refuses malformed escapes, NUL bytes and backslashes, and decodes only once', () => {
    for (const path of ['/%ff', '/%', '/%zz', '/x%e2%82', '/index.html%00', '/%00', '/..%5cdist-private%5csecret.txt', '/a\\b']) {
      expect(resolveInside(root, path), path).toBeNull()
    }
    expect(resolveInside(root, '/%252e%252e%252fsecret.txt')).toBe(join(root, '%2e%2e%2fsecret.txt'))
    expect(decodeUrlPath('/%252e')).toBe('/%2e')
  })

  it('tells a malformed escape apart, and content types by extension', () => {
    expect(['/%ff', '/%', '/%zz', '/api/markets/%e2%82'].map(hasMalformedEscape)).toEqual([true, true, true, true])
    expect(['/', '/a%20b', '/%252e', '/api/markets/%e2%82%ac'].map(hasMalformedEscape)).toEqual([false, false, false, false])
    expect(contentType('/x/app.JS')).toBe('text/javascript; charset=utf-8')
    expect(contentType('/x/manifest.webmanifest')).toBe('application/manifest+json')
    expect(contentType('/x/file.bin')).toBe('application/octet-stream')
  })
})
