import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { LongestFirstSequencer } from '../scripts/test-sequencer.mjs'

// Real-browser tests: Debian's Chromium driven by playwright-core against the built app.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    // A file on each core, the longest first: on this two-core machine the suite took 548 s against
    // 725 s one file at a time (each file has its own browser and, where it needs one, its own server).
    // At most four (a container may see its host's cores, not its own share); E2E_WORKERS=1 runs them one at a time.
    maxWorkers: Number(process.env.E2E_WORKERS) || Math.min(availableParallelism(), 4),
    sequence: { sequencer: LongestFirstSequencer },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page catches up on its own clock (answers in flight, refreshes every few seconds) and CI machines are
    // loaded: a poll gives the page 10 s, not vitest's default 1 s, before it fails.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    reporters: ['default'],
  },
})
