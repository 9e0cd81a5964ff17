import { relative } from 'node:path'
import { BaseSequencer } from 'vitest/node'

/**
 * The order test files start in: longest first, so that no long file starts last and runs alone
 * while the other core idles (with two workers, the unit suite's 53 s file started last took
 * 5 min 20 s where 4 min 30 s would do). Vitest knows a file's duration from its last run on this
 * checkout (its cache); on a fresh clone, as in CI, it knows none and starts the largest files
 * first, so the files below carry the seconds they took here (npm test on an idle machine, two
 * workers; refresh when a file grows or shrinks by much). A file with neither starts after these,
 * largest first, as vitest orders them.
 */
/** @type {Record<string, number>} */
const SECONDS = {
  // npx vitest run
  'unit:backend/simulation-books.test.ts': 53,
  'server:server/processes.test.ts': 51,
  'server:server/security.test.ts': 33,
  'handlers on PostgreSQL:backend/handlers/demo.test.ts': 29,
  'unit:backend/demo/two-tabs.test.ts': 24,
  'handlers on PostgreSQL:backend/handlers/markets.test.ts': 19,
  'unit:backend/handlers/demo.test.ts': 17,
  'server:server/store/upgrade.test.ts': 14,
  'handlers on PostgreSQL:backend/handlers/event.test.ts': 13,
  'handlers on PostgreSQL:backend/handlers/portfolio-logs-admin.test.ts': 12,
  'unit:backend/security/api.fuzz.test.ts': 11,
  'handlers on PostgreSQL:backend/handlers/trades.test.ts': 11,
  'handlers on PostgreSQL:backend/handlers/lots.property.test.ts': 10,
  'handlers on PostgreSQL:backend/handlers/social.test.ts': 10,
  'unit:backend/handlers/markets.test.ts': 9,
  'unit:backend/house-rows.test.ts': 9,
  'unit:backend/handlers/event.test.ts': 8,
  'handlers on PostgreSQL:backend/handlers/passwords.test.ts': 8,
  'unit:backend/security/transactions.test.ts': 8,
  'unit:backend/security/auth.matrix.test.ts': 8,
  // npm run test:e2e (the browser tests' project has no name)
  ':e2e/a11y.e2e.ts': 74,
  ':e2e/toasts.e2e.ts': 50,
  ':e2e/pwa.e2e.ts': 38,
  ':e2e/trading-orders.e2e.ts': 37,
  ':e2e/phone-shell.e2e.ts': 37,
  ':e2e/security.e2e.ts': 35,
  ':e2e/event.e2e.ts': 33,
  ':e2e/session-errors.e2e.ts': 32,
  ':e2e/admin.e2e.ts': 27,
  ':e2e/auth.e2e.ts': 24,
  ':e2e/server.e2e.ts': 22,
  ':e2e/live.e2e.ts': 22,
  ':e2e/remote-mode.e2e.ts': 21,
}

export class LongestFirstSequencer extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    // Vitest's own order (its cached durations, else size) breaks the ties below.
    const base = await super.sort(files)
    const rank = new Map(base.map((spec, i) => [spec, i]))
    /** @param {import('vitest/node').TestSpecification} spec */
    const seconds = (spec) => {
      const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`
      const cached = this.ctx.cache.getFileTestResults(key)?.duration
      return cached !== undefined ? cached / 1000 : (SECONDS[key] ?? 0)
    }
    return [...base].sort((a, b) => seconds(b) - seconds(a) || (rank.get(a) ?? 0) - (rank.get(b) ?? 0))
  }
}
