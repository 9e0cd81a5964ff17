import { createServer, createServerModuleRunner } from 'vite'
import { figure, percentile } from '../lib/report.mjs'

/**
 * Runs bench/node/node-bench.ts (TypeScript) in this Node process through a Vite module
 * runner, kept open while it runs (the seed module is imported on demand). No vite.config.ts:
 * the same modules the Node tests run (vitest.config.ts has no app-build aliases either).
 */
export async function runNode({ trades }) {
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  })
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false })
  try {
    const module = await runner.import(new URL('../node/node-bench.ts', import.meta.url).pathname)
    const r = await module.runNodeBench(trades)
    const round = (n) => Math.round(n)
    const round2 = (n) => Math.round(n * 100) / 100
    return {
      figures: [
        figure(
          'Node: full seed into fake-indexeddb',
          round(r.seedMs),
          'ms',
          undefined,
          `first stage alone ${round(r.seedFirstStageMs)} ms`,
        ),
        figure(
          'Node: trades/s through the handlers (msw/node)',
          round(r.tradesPerSecond),
          '/s',
          { min: 1000 },
          `${r.trades} sequential POST /api/trades`,
        ),
        figure('Node: quotes/s of the pure maker (quoteBuy)', round(r.quotesPerSecond), '/s'),
        figure(
          'Node: resolving a market with 1,000 positions p95',
          round(percentile(r.resolve1000Ms, 95)),
          'ms',
          { max: 200 },
          `POST /api/admin/markets/{id}/resolve, fake-indexeddb; ${r.resolve1000Ms.length} samples, p50 ${round(percentile(r.resolve1000Ms, 50))} ms`,
        ),
        figure(
          'Node: a buy on a 20-answer market, the exchange command alone, p95',
          Math.round(percentile(r.multiBuy20Ms, 95) * 100) / 100,
          'ms',
          undefined,
          `tradeMulti with its arbitrage, no store; ${r.multiBuy20Ms.length} samples, p50 ${Math.round(percentile(r.multiBuy20Ms, 50) * 100) / 100} ms`,
        ),
        figure(
          'Node: a buy on a 20-answer market through POST /api/trades, p95',
          round2(percentile(r.multiApiBuy20Ms, 95)),
          'ms',
          { max: 10 },
          `answerId, fake-indexeddb; ${r.multiApiBuy20Ms.length} samples, p50 ${round2(percentile(r.multiApiBuy20Ms, 50))} ms`,
        ),
        figure(
          'Node: creating a market (POST /api/admin/markets), p95',
          round2(percentile(r.createMarketMs, 95)),
          'ms',
          { max: 20 },
          `a Yes/No and a 20-answer market in turn, fake-indexeddb; ${r.createMarketMs.length} samples, p50 ${round2(percentile(r.createMarketMs, 50))} ms`,
        ),
      ],
      details: r,
    }
  } finally {
    await runner.close()
    await server.close()
  }
}
