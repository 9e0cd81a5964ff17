import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

/** BENCH_BUILD_DIR lets a saved build be measured again (e.g. the code before a change). */
export const BUILD_DIR = resolve(process.env.BENCH_BUILD_DIR ?? 'bench/results/build')
export const APP_DIST = `${BUILD_DIR}/app`
export const REMOTE_DIST = `${BUILD_DIR}/remote`
export const BLANK_DIST = `${BUILD_DIR}/blank`
/** The remote-mode build points here; the bench answers it with recorded in-browser answers. */
export const REMOTE_API_ORIGIN = 'http://127.0.0.1:4349'

function vite(args, env = {}) {
  // vitest-style NODE_ENV=test would make a development bundle: force production.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--emptyOutDir', ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env },
  })
}

/** Builds the three variants the bench serves (in-browser app, remote-mode app, blank page). */
export function buildAll({ skip = false } = {}) {
  const ready = [APP_DIST, REMOTE_DIST, BLANK_DIST].every((d) => existsSync(`${d}/index.html`))
  if (skip && ready) return { rebuilt: false }
  const env = { ...process.env }
  delete env.VITE_API_BASE_URL
  const started = performance.now()
  vite(['--outDir', APP_DIST], { VITE_API_BASE_URL: '' })
  vite(['--outDir', REMOTE_DIST], { VITE_API_BASE_URL: REMOTE_API_ORIGIN })
  vite(['--config', 'bench/blank/vite.config.mjs', '--outDir', BLANK_DIST])
  return { rebuilt: true, seconds: (performance.now() - started) / 1000 }
}
