import { execSync } from 'node:child_process'
import { resolve } from 'node:path'
import type { AddressInfo } from 'node:net'
import type { TestProject } from 'vitest/node'
import { createStaticServer } from '../scripts/serve.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

/** Builds the app (unless E2E_SKIP_BUILD=1) and serves dist/ on a free loopback port. */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // vitest sets NODE_ENV=test, which would make vite build a development bundle
    // (development React, import.meta.env.PROD false: no service worker).
    execSync('npx vite build --logLevel warn', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  }
  const server = createStaticServer({ root: resolve('dist') })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  project.provide('baseURL', `http://127.0.0.1:${port}`)
  return () => new Promise<void>((done) => server.close(() => done()))
}
