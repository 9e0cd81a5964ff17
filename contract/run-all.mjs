// npm run test:contract:all
// The conformance suite against its three backends at once: the in-browser exchange's handlers, a
// server on PGlite and a server on PostgreSQL (contract/run.mjs). Each run mostly waits on its
// own server or database, so together they take about half as long as one after another (42 s
// against 79 s on this two-core machine). Each run's output is printed whole when it ends, so
// the three never interleave; the exit code is the first failure's.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const RUN = fileURLToPath(new URL('./run.mjs', import.meta.url))
const RUNS = [
  { name: 'in-browser exchange', args: [] },
  { name: 'server on PGlite', args: ['--server', 'pglite'] },
  { name: 'server on PostgreSQL', args: ['--server', 'postgres'] },
]

const codes = await Promise.all(
  RUNS.map(
    ({ name, args }) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [RUN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
        const chunks = []
        child.stdout.on('data', (chunk) => chunks.push(chunk))
        child.stderr.on('data', (chunk) => chunks.push(chunk))
        child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)))
        child.on('close', (code, signal) => {
          const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`
          process.stdout.write(`\n=== conformance: ${name}: ${status}\n${Buffer.concat(chunks).toString()}`)
          resolve(code ?? 1)
        })
      }),
  ),
)
// exitCode, not exit(): the printed output is flushed first.
process.exitCode = codes.find((code) => code !== 0) ?? 0
