import { request, type IncomingHttpHeaders } from 'node:http'
import type { LiveBatch } from '../../src/api/contract'

/** A live stream held open, as a screen holds it. */
export interface HeldLiveStream {
  /** Every batch received so far, in order. */
  readonly batches: LiveBatch[]
  /** Resolves with the first batch (received or to come) that `match` accepts; rejects after `timeoutMs`. */
  next(match: (batch: LiveBatch) => boolean, timeoutMs?: number): Promise<LiveBatch>
  /** Resolves when the connection has ended (either side). */
  readonly ended: Promise<void>
  close(): void
}

/** What GET /api/live answered: a stream that said `ready`, or a refusal with its JSON body. */
export type LiveAttempt =
  | { status: 200; headers: IncomingHttpHeaders; stream: HeldLiveStream }
  | { status: number; headers: IncomingHttpHeaders; body: { message?: string } }

/**
 * GET /api/live over node:http, from a chosen loopback address (`from`: 127.0.0.2, 127.0.0.3, …
 * all reach a server on 127.0.0.1), so that one test can be many clients. Resolves once the
 * stream says `ready`, or with the refusal.
 */
export function tryLiveStream(base: string, options: { cookie?: string; from?: string } = {}): Promise<LiveAttempt> {
  const url = new URL('/api/live', base)
  return new Promise((resolve, reject) => {
    const req = request(url, {
      headers: { Accept: 'text/event-stream', ...(options.cookie ? { Cookie: options.cookie } : {}) },
      localAddress: options.from,
      agent: false,
    })
    req.on('error', reject)
    req.on('response', (res) => {
      res.setEncoding('utf8')
      if (res.statusCode !== 200) {
        let text = ''
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : {} }))
        return
      }
      const batches: LiveBatch[] = []
      const waiters = new Set<() => void>()
      const ended = new Promise<void>((done) => res.on('close', done))
      let buffer = ''
      let ready = false
      const stream: HeldLiveStream = {
        batches,
        ended,
        next(match, timeoutMs = 10_000) {
          return new Promise((found, fail) => {
            let seen = 0
            const check = () => {
              for (; seen < batches.length; seen += 1) {
                if (match(batches[seen]!)) {
                  cleanup()
                  found(batches[seen]!)
                  return
                }
              }
            }
            const timer = setTimeout(() => {
              cleanup()
              fail(new Error(`no matching live batch in ${timeoutMs} ms`))
            }, timeoutMs)
            const cleanup = () => {
              clearTimeout(timer)
              waiters.delete(check)
            }
            waiters.add(check)
            check()
          })
        },
        close: () => req.destroy(),
      }
      res.on('error', () => undefined)
      res.on('data', (chunk: string) => {
        buffer += chunk
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const event = /^event: (.*)$/m.exec(block)?.[1]
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n')
          if (event === 'ready' && !ready) {
            ready = true
            resolve({ status: 200, headers: res.headers, stream })
          }
          if (event === 'batch') {
            batches.push(JSON.parse(data) as LiveBatch)
            for (const wake of waiters) wake()
          }
        }
      })
      res.on('close', () => {
        if (!ready) reject(new Error('GET /api/live ended before ready'))
      })
    })
    req.end()
  })
}
