// npm run test:contract [-- --base-url URL | --server pglite|postgres] [vitest filters...]
// Runs the conformance suite against URL (or CONTRACT_BASE_URL); with --server, against a
// Foresight server it starts (server/main.ts) on the embedded PGlite or on a fresh database of
// the test PostgreSQL (TEST_DATABASE_URL); without either, against the in-browser exchange's
// handlers served on a loopback port.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)
const rest = []
let baseUrl = process.env.CONTRACT_BASE_URL ?? ''
let store = ''
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i]
  if (arg === '--base-url') baseUrl = args[(i += 1)] ?? ''
  else if (arg.startsWith('--base-url=')) baseUrl = arg.slice('--base-url='.length)
  else if (arg === '--server') store = args[(i += 1)] ?? ''
  else if (arg.startsWith('--server=')) store = arg.slice('--server='.length)
  else rest.push(arg)
}

if (store && store !== 'pglite' && store !== 'postgres') {
  console.error(`--server must be pglite or postgres, got "${store}"`)
  process.exit(2)
}

/** A fresh database on the test PostgreSQL, and how to drop it. Fails when PostgreSQL is unreachable. */
async function freshDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
  const name = `fs_contract_${process.pid}_${Date.now().toString(36)}`
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  try {
    await run(`CREATE DATABASE "${name}"`)
  } catch (error) {
    console.error(`[contract] PostgreSQL is not reachable at ${adminUrl}: ${error.message}`)
    process.exit(1)
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) }
}

/** Starts the server (simulation off, so prices move only with the suite's trades); resolves with its URL. */
function startServer(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      SIMULATION: 'off',
      DEMO_CONTROLS: 'on',
      AUTH_RATE_LIMIT: '1000000',
      PASSWORD_ITERATIONS: '1000',
      APP_DIR: join(ROOT, 'no-app'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let buffer = ''
    child.stdout.on('data', (chunk) => {
      if (buffer === null) return
      buffer += chunk
      const match = /"url":"(http[^"]+)"/.exec(buffer)
      if (match) {
        // Stop keeping the log once it listens (its request lines are read and dropped).
        buffer = null
        resolve({ child, url: match[1] })
      }
    })
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${buffer ?? ''}`)))
  })
}

let cleanup = async () => undefined
if (store) {
  const server =
    store === 'postgres'
      ? await freshDatabase().then(async (db) => {
          const started = await startServer({ DATABASE_URL: db.url, LOG_LEVEL: 'info' })
          return { ...started, drop: db.drop }
        })
      : await (async () => {
          const dir = mkdtempSync(join(tmpdir(), 'foresight-contract-'))
          const started = await startServer({ DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'info' })
          return { ...started, drop: async () => rmSync(dir, { recursive: true, force: true }) }
        })()
  baseUrl = server.url
  server.child.stdout.resume()
  cleanup = async () => {
    server.child.kill('SIGTERM')
    await new Promise((done) => server.child.once('exit', done))
    await server.drop()
  }
  console.log(`[contract] a Foresight server on ${store === 'pglite' ? 'PGlite' : 'PostgreSQL'}`)
}

if (baseUrl) {
  let url
  try {
    url = new URL(baseUrl)
  } catch {
    url = null
  }
  if (!url || !/^https?:$/.test(url.protocol)) {
    console.error(`--base-url must be an http(s) URL, got "${baseUrl}"`)
    process.exit(2)
  }
  console.log(`[contract] checking ${baseUrl}`)
}

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url))
const child = spawn(process.execPath, [vitest, 'run', '--config', 'contract/vitest.config.ts', ...rest], {
  stdio: 'inherit',
  env: { ...process.env, CONTRACT_BASE_URL: baseUrl },
})
child.on('exit', async (code, signal) => {
  await cleanup()
  process.exit(code ?? (signal ? 1 : 0))
})
