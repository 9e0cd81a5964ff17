import type { Plugin } from 'vite'

/**
 * The page a visit starts on is a lazy chunk the browser only hears of once the main chunk has
 * run: one more round trip before anything shows, on a slow network the biggest single wait.
 * This writes each first page's files into index.html (a meta tag); public/theme-init.js, which
 * runs first, preloads those of the page this visit will show (modulepreload), so they download
 * alongside the main chunk. Keys: 'home' (signed in at /), 'landing' (signed out at /),
 * 'market' (/market/…). Pages main.tsx loads before its first render (src/routes/first-page.ts).
 *
 * It also puts the first pages' modules into a few chunks: one per set of first pages that need
 * a module ('page-market', 'page-home-market', ...), and, for modules other code loaded on demand
 * needs too (other pages, the in-browser exchange), one more per set ('page-market-shared', ...).
 * Left to itself the bundler makes a chunk for every set of importers (of some forty) sharing a
 * module, so the market page came in 29 small files: on a slow phone network each costs a round
 * trip, six at a time (Lighthouse's simulated LCP on /market/ID: 2.8 s before, 2.2–2.7 s after).
 * No module is in two chunks; a first page loads no module it does not use; a page's own chunks
 * are loaded by first pages only (e2e/first-screen.e2e.ts checks both); other code may load a
 * '-shared' chunk holding a few modules it does not use.
 * And everything the entry loads statically, packages included, goes into the entry's own chunk.
 * Left to itself the bundler split that into ten files by which lazy chunks share each module
 * (React, the router, the query client...), though every visit loads them all: one file
 * compresses better (a remote-mode cold visit to /: 131 KB of gzip in 18 files before, 127 KB in 8
 * after) and needs no further hints. Lazy chunks import what they share with it from the entry,
 * which has always run before them. The price: a package's index imports all its parts, so the
 * entry also holds a few the landing page never uses (react-query's mutation and infinite-list
 * hooks, about 1.4 KB of gzip, which home and market need at once anyway); the signed-out landing
 * still loads less than before (123 KB, now 118). Other packages are left to the bundler.
 */
const FIRST_PAGES: Record<string, string> = {
  home: '/src/features/markets/home-page.tsx',
  landing: '/src/features/auth/landing-page.tsx',
  market: '/src/features/market/market-page.tsx',
}

interface ChunkLike {
  type: 'chunk' | 'asset'
  fileName: string
  facadeModuleId?: string | null
  isEntry?: boolean
  imports?: string[]
  moduleIds?: string[]
}

export function firstPagePreload(): Plugin {
  let remote = ''
  let root = ''
  // Which first pages (their keys, joined) need each module, beyond what the main chunk holds:
  // worked out once the module graph is known (buildEnd), read when chunks are made (after it).
  const pagesOf = new Map<string, string>()
  // What the entry loads statically, packages included (buildEnd too).
  let mainIds = new Set<string>()
  return {
    name: 'foresight-first-page-preload',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [{
                  debugName: 'main',
                  name: 'main',
                  test: (id: string) => mainIds.has(id),
                  includeDependenciesRecursively: false,
                }, {
                  debugName: 'first pages',
                  name: (id: string) => (pagesOf.has(id) ? `page-${pagesOf.get(id)}` : null),
                  test: (id: string) => pagesOf.has(id),
                  includeDependenciesRecursively: false,
                }],
              },
            },
          },
        },
      }
    },
    configResolved(config) {
      remote = String(config.env.VITE_API_BASE_URL ?? '').trim()
      root = config.root
    },
    buildEnd() {
      pagesOf.clear()
      const ids = [...this.getModuleIds()]
      const staticClosure = (from: string[]): Set<string> => {
        const seen = new Set<string>()
        const stack = [...from]
        while (stack.length) {
          const id = stack.pop()!
          if (seen.has(id)) continue
          seen.add(id)
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
        return seen
      }
      mainIds = staticClosure(ids.filter((id) => this.getModuleInfo(id)?.isEntry))
      const pages = Object.entries(FIRST_PAGES).flatMap(([key, source]) => {
        const id = ids.find((m) => m.endsWith(source))
        return id ? [{ key, id }] : []
      })
      // What the code loaded on demand elsewhere needs (other pages, the in-browser exchange...).
      const dynamicEntries = new Set(ids.flatMap((id) => [...(this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])]))
      const elsewhere = staticClosure([...dynamicEntries].filter((id) => !pages.some((p) => p.id === id)))
      const needs = new Map<string, string[]>()
      for (const page of pages) {
        for (const id of staticClosure([page.id])) {
          if (mainIds.has(id) || !grouped(id, root)) continue
          needs.set(id, [...(needs.get(id) ?? []), page.key])
        }
      }
      // Modules needed elsewhere too go into chunks of their own, which that code loads as well,
      // so it never fetches (or runs) a page's own code.
      for (const [id, keys] of needs) pagesOf.set(id, [...keys.sort(), ...(elsewhere.has(id) ? ['shared'] : [])].join('-'))
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Record<string, ChunkLike> | undefined
        if (!bundle) return html
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
        // What the entry already loads (its static imports) needs no second hint.
        const entry = chunks.find((c) => c.isEntry)
        const loaded = new Set<string>(entry ? closure(entry, bundle) : [])
        const pages: Record<string, string[]> = {}
        for (const [key, source] of Object.entries(FIRST_PAGES)) {
          const page = chunks.find((c) => c.facadeModuleId?.endsWith(source)) ?? chunks.find((c) => c.moduleIds?.some((id) => id.endsWith(source)))
          if (!page) throw new Error(`first-page preload: no chunk for ${source}`)
          pages[key] = closure(page, bundle).filter((f) => !loaded.has(f)).map((f) => `/${f}`)
        }
        return {
          html,
          tags: [
            { tag: 'meta', attrs: { name: 'foresight-first-pages', content: JSON.stringify(pages) }, injectTo: 'head-prepend' },
            // A build pointed at a remote backend (its URL: theme-init.js works out the data source
            // as src/config.ts does): no readable session cookie says who is signed in.
            ...(remote ? [{ tag: 'meta', attrs: { name: 'foresight-remote', content: remote }, injectTo: 'head-prepend' as const }] : []),
          ],
        }
      },
    },
  }
}

/**
 * The app's own modules (under src/), but not the API contract's schemas (src/api/contract/:
 * only its constants reach the screens; the rest is dropped as unused, which a module placed in
 * a chunk by name would not be), nor packages (left to the bundler).
 */
function grouped(id: string, root: string): boolean {
  if (!id.startsWith(`${root}/src/`)) return false
  return !id.startsWith(`${root}/src/api/contract/`) || id === `${root}/src/api/contract/constants.ts`
}

/** `chunk` and every chunk it imports statically, transitively (each once). */
function closure(chunk: ChunkLike, bundle: Record<string, ChunkLike>): string[] {
  const seen = new Set<string>([chunk.fileName])
  const visit = (c: ChunkLike) => {
    for (const file of c.imports ?? []) {
      if (seen.has(file)) continue
      seen.add(file)
      const next = bundle[file]
      if (next) visit(next)
    }
  }
  visit(chunk)
  return [...seen]
}
