import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { minifySync, type Plugin } from 'vite'

/**
 * public/ holds scripts the page runs as they are, before any module (theme-init.js: the
 * theme, the first page's hints, a returning trader's kept screen). Vite copies public/
 * untouched, so the build would ship their comments and long names on every cold visit's
 * critical path; this writes each one minified in its place (same name, same behaviour).
 * `vite dev` serves the readable original.
 */
export function minifyClassicScripts(files: readonly string[]): Plugin {
  let publicDir = ''
  return {
    name: 'foresight:minify-classic-scripts',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir
    },
    generateBundle() {
      for (const file of files) {
        const source = readFileSync(resolve(publicDir, file), 'utf8')
        const result = minifySync(file, source, { compress: { target: 'es2015' }, mangle: true })
        if (result.errors?.length) throw new Error(`${file}: ${result.errors.map((e) => e.message).join('; ')}`)
        // Written after public/ is copied: the minified file replaces the copy.
        this.emitFile({ type: 'asset', fileName: file, source: result.code })
      }
    },
  }
}
