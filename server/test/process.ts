import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

export interface ServerProcess {
  url: string
  child: ChildProcess
  /** Every line the process logged (pino JSON). */
  lines: string[]
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>
}

/** `npm run server:only` as a child process on a free port; resolves once it listens. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PASSWORD_ITERATIONS: '1000',
      AUTH_RATE_LIMIT: '100000',
      APP_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)))
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = ''
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${lines.join('\n')}`)), 120_000)
    const read = (chunk: Buffer) => {
      buffer += chunk.toString()
      let newline
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 1)
        lines.push(line)
        try {
          const entry = JSON.parse(line) as { url?: string }
          if (entry.url) {
            clearTimeout(timer)
            resolve(entry.url)
          }
        } catch {
          // not JSON: kept in lines
        }
      }
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`server exited (${code}) before listening:\n${lines.join('\n')}`))
    })
  })
  return { url, child, lines, exited }
}

/** A loopback port nothing listens on now (for a server that must come back on the same one). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}
