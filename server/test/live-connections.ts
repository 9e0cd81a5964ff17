import { request, type IncomingHttpHeaders } from 'node:http'
import type { LiveBatch } from '../../src/api/contract'
import { batchLog, readEvents } from './live-stream'

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
      const log = batchLog()
      const ended = new Promise<void>((done) => res.on('close', done))
      let buffer = ''
      let ready = false
      const stream: HeldLiveStream = { batches: log.batches, ended, next: log.next, close: () => req.destroy() }
      res.on('error', () => undefined)
      res.on('data', (chunk: string) => {
        buffer = readEvents(buffer + chunk, (event, data) => {
          if (event === 'ready' && !ready) {
            ready = true
            resolve({ status: 200, headers: res.headers, stream })
          }
          if (event === 'batch') log.push(JSON.parse(data) as LiveBatch)
        })
      })
      res.on('close', () => {
        if (!ready) reject(new Error('GET /api/live ended before ready'))
      })
    })
    req.end()
  })
}
