import { runnerImport } from 'vite'
import { figure } from '../lib/report.mjs'

/** Runs bench/node/node-bench.ts (TypeScript) in this Node process through Vite's module runner. */
export async function runNode({ trades }) {
  const { module } = await runnerImport(new URL('../node/node-bench.ts', import.meta.url).pathname)
  const r = await module.runNodeBench(trades)
  const round = (n) => Math.round(n)
  return {
    figures: [
      figure('Node: full seed into fake-indexeddb', round(r.seedMs), 'ms', undefined, `first stage alone ${round(r.seedFirstStageMs)} ms`),
      figure('Node: trades/s through the handlers (msw/node)', round(r.tradesPerSecond), '/s', { min: 1000 }, `${r.trades} sequential POST /api/trades`),
      figure('Node: quotes/s of the pure maker (quoteBuy)', round(r.quotesPerSecond), '/s'),
    ],
    details: r,
  }
}
