import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** The exchange and the seed stay pure: no clock, no global randomness, no UI or storage imports. */
const ROOTS = ['src/exchange', 'seed']
const FORBIDDEN: readonly [string, RegExp][] = [
  ['Date.now', /\bDate\.now\b/],
  ['Math.random', /\bMath\.random\b/],
  ['timers', /\b(setTimeout|setInterval|requestAnimationFrame)\b/],
  ['UI, storage or network imports', /from ['"](react|react-dom|dexie|msw|@tanstack)[^'"]*['"]/],
  ['DOM globals', /\b(window|document|localStorage|indexedDB)\./],
  [
    'imports from the rest of the app',
    /from ['"]\.\.\/\.\.\/(?!exchange|src\/exchange)|from ['"](\.\.\/)*(src\/)?(mocks|backend|features|api|components|lib|pwa|routes)\//,
  ],
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : []
  })
}

/** Code without comments, so prose about Math.random does not count. */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
}

describe('purity', () => {
  const files = ROOTS.flatMap((root) => sourceFiles(root))

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(40)
  })

  it.each(FORBIDDEN)('no %s', (_, pattern) => {
    const offenders = files.filter((file) => pattern.test(code(file)))
    expect(offenders).toEqual([])
  })
})
