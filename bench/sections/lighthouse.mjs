import { chromium } from 'playwright-core'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { figure } from '../lib/report.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH, signIn, waitForFullCatalogue, sawHome } from '../lib/chromium.mjs'

// Beside the three ports of BENCH_PORT_BASE: two checkouts benching at once must not share it.
const DEBUG_PORT = Number(process.env.BENCH_PORT_BASE ?? 4341) + 3

/**
 * Lighthouse (the npm package, default mobile preset: simulated slow 4G and 4× CPU) on
 * Debian's Chromium, started by playwright with a debugging port Lighthouse connects to.
 * Signed-in runs sign in first in the same profile, then clear the HTTP cache and run with
 * disableStorageReset so the session and the seeded IndexedDB stay.
 */
export async function runLighthouse({ app, blank, runs = 3 }) {
  let lighthouse
  try {
    lighthouse = (await import('lighthouse')).default
  } catch {
    return {
      figures: [figure('Lighthouse', null, '', undefined, 'not installed: npm install (devDependency lighthouse@12)')],
      details: {},
    }
  }
  // Scores of one page move by several points from run to run here: each figure is the median
  // run of `runs` (Lighthouse's own advice for a score to compare), with every run's score shown.
  const median = async (origin, path, signedIn) => {
    const all = []
    for (let i = 0; i < runs; i++) all.push(await audit(lighthouse, origin, path, signedIn))
    const ranked = [...all].sort((a, b) => (a.score ?? -1) - (b.score ?? -1))
    return { ...ranked[Math.floor((ranked.length - 1) / 2)], scores: all.map((r) => r.score) }
  }
  const blankRun = await median(blank.url, '/', false)
  const out = await median(app.url, '/', false)
  const signedIn = await median(app.url, '/', true)
  const market = await median(app.url, '/market/:id', true)
  const row = (name, r) =>
    figure(
      `Lighthouse mobile performance: ${name}`,
      r.score,
      '',
      { min: 95 },
      `median of ${r.scores.join(', ')}; ${r.score && blankRun.score ? `${Math.round((r.score / blankRun.score) * 100) / 100}× blank (${blankRun.score}); ` : ''}FCP ${r.fcp}, LCP ${r.lcp}, TBT ${r.tbt}, SI ${r.si}, CLS ${r.cls}`,
    )
  return {
    figures: [row('/ signed out', out), row('/ signed in', signedIn), row('/market/ID signed in', market)],
    details: { runs, blank: blankRun, signedOut: out, signedIn, market },
  }
}

/** `path` may hold ':id', replaced by the first market of the list (signed-in runs). */
async function audit(lighthouse, origin, path, signedIn) {
  const profile = mkdtempSync(join(tmpdir(), 'foresight-lh-'))
  // No service worker while signing in: Lighthouse's visit must fetch the app over the network.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
    serviceWorkers: 'block',
  })
  try {
    let marketId = null
    if (signedIn) {
      const page = context.pages()[0] ?? (await context.newPage())
      await signIn(page, { origin })
      await waitForFullCatalogue(page)
      await sawHome(page)
      marketId = await page.evaluate(async () => (await (await fetch('/api/markets?limit=1')).json())[0].id)
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.clearBrowserCache')
      await page.goto('about:blank')
    }
    const result = await lighthouse(origin + path.replace(':id', marketId), {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: signedIn,
    })
    const lhr = result.lhr
    // BENCH_LH_SAVE=1 keeps each whole report (bench/results/lighthouse-*.json) to dig into.
    if (process.env.BENCH_LH_SAVE)
      writeFileSync(
        `bench/results/lighthouse-${origin.split(':').pop()}${signedIn ? '-in' : ''}${path.replace(/[/:]+/g, '-')}.json`,
        JSON.stringify(lhr),
      )
    const show = (id) => lhr.audits[id]?.displayValue ?? 'n/a'
    return {
      marketId,
      score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
      fcp: show('first-contentful-paint'),
      lcp: show('largest-contentful-paint'),
      tbt: show('total-blocking-time'),
      si: show('speed-index'),
      cls: show('cumulative-layout-shift'),
      error: lhr.runtimeError?.message ?? null,
      // What to fix first: the element that is the LCP and its phases, the shifting elements,
      lcpElement: lcpElement(lhr),
      // the costliest scripts, the main-thread work.
      layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
        .slice(0, 5)
        .map((i) => ({ score: i.score, node: i.node?.snippet ?? i.node?.selector })),
      bootup: (lhr.audits['bootup-time']?.details?.items ?? [])
        .slice(0, 6)
        .map((i) => ({ url: i.url, total: Math.round(i.total), scripting: Math.round(i.scripting) })),
      mainThread: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map(
        (i) => `${i.groupLabel ?? i.group}: ${Math.round(i.duration)} ms`,
      ),
    }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

/** The LCP element's markup and the time split of its phases (TTFB, load delay, render delay). */
function lcpElement(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
  const node = tables[0]?.items?.[0]?.node
  const phases = (tables[1]?.items ?? []).map((i) => `${i.phase} ${Math.round(i.timing)} ms`)
  return node ? { snippet: node.snippet, selector: node.selector, phases } : null
}
