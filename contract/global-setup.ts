import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    contractBaseUrl: string
  }
}

/**
 * The server under test: CONTRACT_BASE_URL (set by `--base-url`), or else the
 * in-browser exchange's own API app with the full seed, served on a loopback port.
 */
export default async function setup(project: TestProject) {
  const given = process.env.CONTRACT_BASE_URL?.trim()
  if (given) {
    project.provide('contractBaseUrl', given.replace(/\/+$/, ''))
    return undefined
  }
  const [{ createTestBackend }, { serveApi }, { inBrowserApi }] = await Promise.all([
    import('../mocks/node'),
    import('../mocks/node-server'),
    import('../backend/handlers'),
  ])
  const { backend, advance } = await createTestBackend({ seed: 'full' })
  // The test backend's clock stands still; tick 1 ms per request, so time moves on like a real server's.
  const server = await serveApi(inBrowserApi(backend), { beforeRequest: () => advance(1) })
  project.provide('contractBaseUrl', server.url)
  console.log(`[contract] no --base-url: checking the in-browser handlers at ${server.url}`)
  return () => server.close()
}
