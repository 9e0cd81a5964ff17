import { defineConfig } from 'vitest/config'

// The conformance suite: black-box HTTP checks of the API contract against one base URL
// (CONTRACT_BASE_URL, or the in-browser handlers served on loopback when unset).
export default defineConfig({
  test: {
    include: ['contract/**/*.contract.ts'],
    globalSetup: ['contract/global-setup.ts'],
    environment: 'node',
    // One server, shared state (sessions, roles, the demo clock): one file at a time.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
