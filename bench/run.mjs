#!/usr/bin/env node
// `npm run bench`: builds the app (in-browser and remote mode) and a blank Vite + React page,
// serves them from loopback with scripts/serve.mjs, measures in Debian's Chromium and in
// Node, prints figure / value / target / pass-fail with the machine, and writes a JSON copy
// to bench/results/. Options:
//   --only=bundle,load,lighthouse,api,steady,seed,node,server   run some sections (default: all)
//   --server-seconds=N  load duration per server scenario (default 30)
//   --server-scenarios=load,room,live,admin  which server scenarios (default all: the trade load;
//                       a room, people trading at their pace while the simulation runs and others
//                       join; 200 live streams' update delay; and markets admins make: listing
//                       one, resolving one of 1,000 positions)
//   --skip-build        reuse bench/results/build when present
//   --runs=N            page loads per figure (median; default 3)
//   --steady=SECONDS    steady-state window (default 60)
//   --label=NAME        added to the JSON file name (e.g. before, after)
import { loadavg } from 'node:os'
import { buildAll, APP_DIST, BLANK_DIST, REMOTE_API_ORIGIN, REMOTE_DIST } from './lib/build.mjs'
import { CHROMIUM_PATH, launch, serve } from './lib/chromium.mjs'
import { machineInfo } from './lib/machine.mjs'
import { formatMachine, formatTable, writeResults } from './lib/report.mjs'
import { kb } from './lib/assets.mjs'
import { runBundle } from './sections/bundle.mjs'
import { runLoad } from './sections/load.mjs'
import { runLighthouse } from './sections/lighthouse.mjs'
import { runApi } from './sections/api.mjs'
import { runSteady } from './sections/steady.mjs'
import { runSeed } from './sections/seed.mjs'
import { runNode } from './sections/node.mjs'
import { runServer } from './sections/server.mjs'

const SECTIONS = ['bundle', 'load', 'lighthouse', 'api', 'steady', 'seed', 'node', 'server']
// BENCH_PORT_BASE lets two checkouts bench at once without clashing.
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4341)
const PORTS = { app: PORT_BASE, remote: PORT_BASE + 1, blank: PORT_BASE + 2 }

function options(argv) {
  const get = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
  const only = get('only')?.split(',') ?? SECTIONS
  const unknown = only.filter((s) => !SECTIONS.includes(s))
  if (unknown.length) throw new Error(`unknown section(s): ${unknown.join(', ')}; known: ${SECTIONS.join(', ')}`)
  return {
    only,
    skipBuild: argv.includes('--skip-build'),
    runs: Number(get('runs') ?? 3),
    steadySeconds: Number(get('steady') ?? 60),
    label: get('label') ?? '',
    trades: Number(get('trades') ?? 1000),
    serverSeconds: Number(get('server-seconds') ?? 30),
    serverScenarios: get('server-scenarios')?.split(',') ?? ['load', 'room', 'live', 'admin'],
  }
}

async function main() {
  const opts = options(process.argv.slice(2))
  const startedAt = new Date().toISOString()
  const machine = machineInfo(CHROMIUM_PATH)
  console.log(formatMachine(machine))
  const build = buildAll({ skip: opts.skipBuild })
  if (build.rebuilt) console.log(`built app, remote-mode app and blank page in ${Math.round(build.seconds)} s`)

  const servers = {
    app: await serve(APP_DIST, PORTS.app),
    remote: await serve(REMOTE_DIST, PORTS.remote, [REMOTE_API_ORIGIN]),
    blank: await serve(BLANK_DIST, PORTS.blank),
  }
  const browser = await launch().catch(async (error) => {
    await Promise.all(Object.values(servers).map((s) => s.close()))
    throw error
  })
  const sections = {}
  const figures = []
  const run = async (name, fn) => {
    if (!opts.only.includes(name)) return
    const started = performance.now()
    process.stdout.write(`… ${name}`)
    try {
      const result = await fn()
      sections[name] = result.details
      figures.push(...result.figures)
      console.log(` (${Math.round((performance.now() - started) / 1000)} s)`)
    } catch (error) {
      console.log(` FAILED: ${error.stack ?? error}`)
      sections[name] = { error: String(error) }
      figures.push({
        name: `${name}: could not run`,
        value: null,
        unit: '',
        target: null,
        pass: false,
        note: String(error.message ?? error).slice(0, 120),
      })
    }
  }
  try {
    const ctx = {
      browser,
      ...servers,
      runs: opts.runs,
      seconds: opts.steadySeconds,
      trades: opts.trades,
      serverSeconds: opts.serverSeconds,
      serverScenarios: opts.serverScenarios,
    }
    await run('bundle', () => runBundle(ctx))
    await run('load', () => runLoad(ctx))
    await run('api', () => runApi(ctx))
    await run('seed', () => runSeed(ctx))
    await run('steady', () => runSteady(ctx))
    await browser.close()
    await run('lighthouse', () => runLighthouse(ctx))
    await run('node', () => runNode(ctx))
    await run('server', () => runServer(ctx))
  } finally {
    await browser.close().catch(() => undefined)
    await Promise.all(Object.values(servers).map((s) => s.close()))
  }

  machine.loadAverageEnd = loadavg().map((n) => Math.round(n * 100) / 100)
  console.log(`\n${formatMachine(machine)}\n`)
  console.log(formatTable(figures))
  printCriticalPath(sections.bundle)
  const file = writeResults('bench/results', { startedAt, label: opts.label, machine, options: opts, figures, sections })
  console.log(`\nJSON: ${file}`)
  const met = figures.filter((f) => f.pass === true).length
  console.log(`${met} of ${figures.filter((f) => f.pass !== null).length} budgets met`)
}

/** What the critical path holds, file by file (gzip KB). */
function printCriticalPath(bundle) {
  if (!bundle?.inBrowserSignedIn) return
  for (const [label, data] of [
    ['in-browser, signed in', bundle.inBrowserSignedIn],
    ['remote mode, signed in', bundle.remoteSignedIn],
  ]) {
    console.log(`\ncritical path, ${label}: ${kb(data.gzip)} KB gzip (${kb(data.transferred)} KB as served, brotli)`)
    for (const r of data.rows) console.log(`  ${String(kb(r.gzip)).padStart(7)} KB  ${r.path}`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
