import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'

interface HandlerServer {
  url: string
  close: () => Promise<void>
}

interface ServeOptions {
  port?: number
  /** Runs before each request (a test backend's frozen clock can tick here). */
  beforeRequest?: () => void
}

/**
 * Serves the in-browser exchange's API app (backend/handlers's inBrowserApi) over real loopback
 * HTTP, for the conformance suite: real cookies and headers, every client's session exactly
 * the Cookie header it sends.
 */
export async function serveApi(app: Pick<Hono<never>, 'fetch'>, options: ServeOptions = {}): Promise<HandlerServer> {
  const server = await new Promise<ReturnType<typeof serve>>((done) => {
    const started = serve(
      {
        fetch: (request) => {
          options.beforeRequest?.()
          return app.fetch(request)
        },
        port: options.port ?? 0,
        hostname: '127.0.0.1',
      },
      () => done(started),
    )
  })
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
