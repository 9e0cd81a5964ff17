// npm run test:contract [-- --base-url URL] [vitest filters...]
// Runs the conformance suite against URL (or CONTRACT_BASE_URL); without one, against
// the in-browser exchange's handlers served on a loopback port.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const args = process.argv.slice(2)
const rest = []
let baseUrl = process.env.CONTRACT_BASE_URL ?? ''
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i]
  if (arg === '--base-url') baseUrl = args[(i += 1)] ?? ''
  else if (arg.startsWith('--base-url=')) baseUrl = arg.slice('--base-url='.length)
  else rest.push(arg)
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
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
