import type { LiveBatch } from '../../src/api/contract'

export interface LiveStreamReader {
  /** Every batch received so far, in order. */
  readonly batches: LiveBatch[]
  /** Resolves with the first batch (received or to come) that `match` accepts; rejects after `timeoutMs`. */
  next(match: (batch: LiveBatch) => boolean, timeoutMs?: number): Promise<LiveBatch>
  close(): void
}

/** GET /api/live as a screen would hold it: parses its Server-Sent Events; resolves once the stream says it is ready. */
export async function openLiveStream(base: string, cookie = ''): Promise<LiveStreamReader> {
  const abort = new AbortController()
  const response = await fetch(`${base}/api/live`, {
    headers: { Accept: 'text/event-stream', ...(cookie ? { Cookie: cookie } : {}) },
    signal: abort.signal,
  })
  if (response.status !== 200 || !response.body) throw new Error(`GET /api/live: ${response.status}`)
  const log = batchLog()
  let ready!: () => void
  const readyOnce = new Promise<void>((resolve) => (ready = resolve))
  void (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer = readEvents(buffer + decoder.decode(chunk, { stream: true }), (event, data) => {
          if (event === 'ready') ready()
          if (event === 'batch') log.push(JSON.parse(data) as LiveBatch)
        })
      }
    } catch {
      // aborted
    }
  })()
  await readyOnce
  return { batches: log.batches, next: log.next, close: () => abort.abort() }
}

/** The batches a stream has received, and a wait for the first (received or to come) that matches. */
export function batchLog() {
  const batches: LiveBatch[] = []
  const waiters = new Set<() => void>()
  return {
    batches,
    push(batch: LiveBatch): void {
      batches.push(batch)
      for (const wake of waiters) wake()
    },
    next(match: (batch: LiveBatch) => boolean, timeoutMs = 10_000): Promise<LiveBatch> {
      return new Promise((resolve, reject) => {
        let seen = 0
        const check = () => {
          for (; seen < batches.length; seen += 1) {
            if (match(batches[seen]!)) {
              cleanup()
              resolve(batches[seen]!)
              return
            }
          }
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(new Error(`no matching live batch in ${timeoutMs} ms; got ${JSON.stringify(batches).slice(0, 500)}`))
        }, timeoutMs)
        const cleanup = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        waiters.add(check)
        check()
      })
    },
  }
}

/** Hands each complete Server-Sent Event in `buffer` to `onEvent`; returns the rest (an event still arriving). */
export function readEvents(buffer: string, onEvent: (event: string | undefined, data: string) => void): string {
  let rest = buffer
  let end
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end)
    rest = rest.slice(end + 2)
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => line.slice(6))
      .join('\n')
    onEvent(/^event: (.*)$/m.exec(block)?.[1], data)
  }
  return rest
}
