import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse, type RequestHandler } from 'msw'

interface HandlerServer {
  url: string
  close: () => Promise<void>
}

interface ServeOptions {
  port?: number
  /** Runs before each request (a test backend's frozen clock can tick here). */
  beforeRequest?: () => void
}

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const method = req.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks)
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { method, headers, body })
}

/**
 * Serves msw handlers over real loopback HTTP (for the conformance suite): real
 * cookies and headers, and a plain 404 `{ message }` for anything no handler answers,
 * like a real server. msw's getResponse keeps no cookie store of its own, so every
 * client's session is exactly the Cookie header it sends.
 */
export async function serveHandlers(handlers: RequestHandler[], options: ServeOptions = {}): Promise<HandlerServer> {
  const server: Server = createServer(async (req, res) => {
    try {
      options.beforeRequest?.()
      const response =
        (await getResponse(handlers, await toRequest(req))) ?? Response.json({ message: 'Not found' }, { status: 404 })
      const headers: Record<string, string | string[]> = {}
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') headers[name] = value
      })
      const cookies = response.headers.getSetCookie()
      if (cookies.length) headers['set-cookie'] = cookies
      res.writeHead(response.status, headers)
      res.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      console.error('[handler server]', error)
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Handler server error' }))
    }
  })
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
