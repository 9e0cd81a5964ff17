import type { Plugin } from 'vite'

/**
 * The page a visit starts on is a lazy chunk the browser only hears of once the main chunk has
 * run: one more round trip before anything shows, on a slow network the biggest single wait.
 * This writes each first page's files into index.html (a meta tag); public/theme-init.js, which
 * runs first, preloads those of the page this visit will show (modulepreload), so they download
 * alongside the main chunk. Keys: 'home' (signed in at /), 'landing' (signed out at /),
 * 'market' (/market/…). Pages main.tsx loads before its first render (src/routes/first-page.ts).
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
}

export function firstPagePreload(): Plugin {
  let remote = ''
  return {
    name: 'foresight-first-page-preload',
    apply: 'build',
    configResolved(config) {
      remote = String(config.env.VITE_API_BASE_URL ?? '').trim()
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Record<string, ChunkLike> | undefined
        if (!bundle) return html
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
        // What the entry already loads (its static imports) needs no second hint.
        const entry = chunks.find((c) => c.isEntry)
        const loaded = new Set<string>(entry ? [entry.fileName, ...closure(entry, bundle)] : [])
        const pages: Record<string, string[]> = {}
        for (const [key, source] of Object.entries(FIRST_PAGES)) {
          const page = chunks.find((c) => c.facadeModuleId?.endsWith(source))
          if (!page) throw new Error(`first-page preload: no chunk for ${source}`)
          pages[key] = [page.fileName, ...closure(page, bundle)].filter((f) => !loaded.has(f)).map((f) => `/${f}`)
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

/** Every chunk `chunk` imports statically, transitively. */
function closure(chunk: ChunkLike, bundle: Record<string, ChunkLike>): string[] {
  const seen = new Set<string>()
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
