import { defineConfig } from 'vitest/config'

// Real-browser tests: Debian's Chromium driven by playwright-core against the built app.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page catches up on its own clock (answers in flight, refreshes every few seconds) and CI machines are
    // loaded: a poll gives the page 10 s, not vitest's default 1 s, before it fails.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    reporters: ['default'],
  },
})
