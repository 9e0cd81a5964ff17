import type { Plugin } from 'vite'

/**
 * Puts the modules of the pages a visit most often starts on (the routes' loaders load their
 * code before the first render: src/routes/index.tsx, src/routes/signed-in.tsx) into a few
 * chunks: one per set of first pages that need a module ('page-market', 'page-home-market', ...),
 * and, for modules that other code loaded on demand needs too (other pages, the in-browser
 * exchange), one more per set ('page-market-shared', ...). Left to itself the bundler makes a
 * chunk for every set of importers sharing a module, and on a slow phone network each small file
 * costs a round trip. No module is in two chunks; a first page loads no module it does not use;
 * other code may load a '-shared' chunk holding a few modules it does not use.
 * Everything the entry loads statically, packages included, goes into the entry's own chunk:
 * every visit loads all of it, and one file compresses better than ten. Lazy chunks import what
 * they share with it from the entry, which has always run before them.
 */
const FIRST_PAGES: Record<string, string> = {
  home: '/src/features/markets/home-page.tsx',
  landing: '/src/features/auth/landing-page.tsx',
  market: '/src/features/market/market-page.tsx',
}

export function firstPageChunks(): Plugin {
  let root = ''
  // Which first pages (their keys, joined) need each module, beyond what the main chunk holds:
  // worked out once the module graph is known (buildEnd), read when chunks are made (after it).
  const pagesOf = new Map<string, string>()
  // What the entry loads statically, packages included (buildEnd too).
  let mainIds = new Set<string>()
  return {
    name: 'foresight-first-page-chunks',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    debugName: 'main',
                    name: 'main',
                    test: (id: string) => mainIds.has(id),
                    includeDependenciesRecursively: false,
                  },
                  {
                    debugName: 'first pages',
                    name: (id: string) => (pagesOf.has(id) ? `page-${pagesOf.get(id)}` : null),
                    test: (id: string) => pagesOf.has(id),
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      }
    },
    configResolved(config) {
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
