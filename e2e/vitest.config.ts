import { defineConfig } from 'vitest/config'
import { LongestFirstSequencer } from '../scripts/test-sequencer.mjs'

// Real-browser tests: Debian's Chromium driven by playwright-core against the built app.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    // One file at a time, the longest first. E2E_WORKERS=2 runs a file on each core of this machine
    // (548 s against 725 s here), but the phone keyboard test's ticket then failed to open once in six
    // full runs (e2e/keyboard.e2e.ts; the same race 719910e narrowed): not the default until that is found.
    maxWorkers: Number(process.env.E2E_WORKERS) || 1,
    sequence: { sequencer: LongestFirstSequencer },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page catches up on its own clock (answers in flight, refreshes every few seconds) and CI machines are
    // loaded: a poll gives the page 10 s, not vitest's default 1 s, before it fails.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    reporters: ['default'],
  },
})
