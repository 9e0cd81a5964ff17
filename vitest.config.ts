import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import { LongestFirstSequencer } from './scripts/test-sequencer.mjs'

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['./mocks/test/setup.ts'],
    // Safety nets against a hang, not speed limits: with a file on each core, a CPU-heavy test or a
    // set-up (PGlite's migrations in a beforeAll took over vitest's default 10 s in a CI run here)
    // shares its core with another file.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'threads',
    // One test file per core. Vitest's default leaves one core free (a single worker on this two-core
    // machine), but most files here wait on PostgreSQL or on a server process they started: on two
    // cores the handler tests on PostgreSQL took 181 s with two workers against 305 s with one.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'mocks/**/*.test.ts',
            'backend/**/*.test.ts',
            'seed/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, '**/*.tz.test.{ts,tsx}'],
        },
      },
      // Tests that set the time zone (process.env.TZ) themselves: that takes effect only on a
      // process's main thread, so these run in child processes, not worker threads.
      { extends: true, test: { name: 'time zones', include: ['src/**/*.tz.test.{ts,tsx}'], pool: 'forks' } },
      // The Foresight server's store and routes, on PGlite and on PostgreSQL (server/test/databases.ts).
      { extends: true, test: { name: 'server', include: ['server/**/*.test.ts'], pool: 'forks' } },
      // The handler tests again, with every backend stored in the server's SQL store on PostgreSQL. PGlite runs
      // the same SQL store code: it is covered by the server's own tests and the conformance suite against a
      // server on PGlite (npm run test:contract:server), not by a third run of every handler test (262 s of CPU on two cores).
      {
        extends: true,
        test: {
          name: 'handlers on PostgreSQL',
          include: ['backend/handlers/**/*.test.ts'],
          setupFiles: ['./mocks/test/setup.ts', './server/test/store-setup.ts'],
          env: { FORESIGHT_TEST_STORE: 'postgres' },
          pool: 'forks',
        },
      },
    ],
  },
})
