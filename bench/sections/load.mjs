import { figure, median } from '../lib/report.mjs'
import { MOBILE, newContext, probeTime, signIn, throttle, waitForFullCatalogue, sawHome } from '../lib/chromium.mjs'

/**
 * Page loads on an emulated phone (412×823, touch) with the CPU slowed 4× (CDP
 * Emulation.setCPUThrottlingRate), served from loopback by scripts/serve.mjs. Times are
 * ms from navigation start to the frame that paints the element (page-probes.js):
 * - cold, signed out: brand-new profile, "/" until the landing page's <h1>;
 * - cold, signed in: a profile signed in through the API and fully seeded, HTTP cache
 *   cleared (CDP Network.clearBrowserCache), no service worker; "/" until the first market card
 *   on screen (a build that paints kept markup before its code runs, as older ones did under
 *   data-kept-paint, counts that card; the note gives the app's own card too);
 * - repeat, offline: service worker installed and controlling, context offline, "/" until
 *   the first market card;
 * each against the blank Vite + React page (cold; repeat = warm HTTP cache) in the same run.
 */
export async function runLoad({ browser, app, blank, runs }) {
  const samples = {
    signedOut: [],
    signedIn: [],
    offline: [],
    blankCold: [],
    blankRepeat: [],
    fcpSignedOut: [],
    lcpSignedIn: [],
    appSignedIn: [],
    appOffline: [],
    kept: [],
  }
  for (let i = 0; i < runs; i++) {
    const out = await coldSignedOut(browser, app)
    samples.signedOut.push(out.hero)
    samples.fcpSignedOut.push(out.fcp)
    const signedIn = await coldSignedIn(browser, app)
    samples.signedIn.push(signedIn.card)
    samples.appSignedIn.push(signedIn.appCard)
    samples.lcpSignedIn.push(signedIn.lcp)
    const offline = await repeatOffline(browser, app)
    samples.offline.push(offline.card)
    samples.appOffline.push(offline.appCard)
    samples.kept.push(signedIn.kept && offline.kept ? 1 : 0)
    const b = await blankVisits(browser, blank)
    samples.blankCold.push(b.cold)
    samples.blankRepeat.push(b.repeat)
  }
  const keptAll = samples.kept.every((k) => k === 1)
  const m = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v.filter((x) => x != null))]))
  const ratio = (a, b) => (a && b ? Math.round((a / b) * 100) / 100 : null)
  const figures = [
    figure(
      'load, cold, signed out → landing painted (4× CPU, phone)',
      m.signedOut,
      'ms',
      undefined,
      `${ratio(m.signedOut, m.blankCold)}× blank; FCP ${Math.round(m.fcpSignedOut)} ms`,
    ),
    figure(
      'load, cold, signed in → first market card (4× CPU, phone)',
      m.signedIn,
      'ms',
      { max: 1500 },
      `${ratio(m.signedIn, m.blankCold)}× blank; LCP ${Math.round(m.lcpSignedIn)} ms; the app's own card ${Math.round(m.appSignedIn)} ms${keptAll ? ' (the kept screen painted first)' : ''}`,
    ),
    figure(
      'load, repeat offline (SW) → first market card (4× CPU)',
      m.offline,
      'ms',
      { max: 500 },
      `${ratio(m.offline, m.blankRepeat)}× blank repeat; the app's own card ${Math.round(m.appOffline)} ms`,
    ),
    figure(
      'load, blank Vite + React page, cold → card (4× CPU)',
      m.blankCold,
      'ms',
      undefined,
      `repeat ${Math.round(m.blankRepeat)} ms`,
    ),
  ]
  return { figures, details: { runs, samples, medians: m } }
}

async function coldSignedOut(browser, app) {
  const context = await newContext(browser, { baseURL: app.url, device: MOBILE })
  const page = await context.newPage()
  await throttle(page)
  await page.goto('/')
  const hero = await probeTime(page, 'hero')
  const fcp = await page.evaluate(() => window.foresightBench.fcp)
  await context.close()
  return { hero, fcp }
}

/** A returning signed-in visitor whose HTTP cache is cold (see above). */
async function coldSignedIn(browser, app) {
  const context = await newContext(browser, { baseURL: app.url, device: MOBILE })
  const page = await context.newPage()
  await signIn(page)
  await waitForFullCatalogue(page)
  await sawHome(page)
  const cdp = await throttle(page)
  await cdp.send('Network.clearBrowserCache')
  await page.goto('/')
  const card = await probeTime(page, 'firstCard')
  const appCard = await probeTime(page, 'appCard')
  const { lcp, kept } = await page.evaluate(() => ({
    lcp: window.foresightBench.lcp,
    kept: document.documentElement.dataset.firstPaint === 'kept',
  }))
  await context.close()
  return { card, appCard, lcp, kept }
}

async function repeatOffline(browser, app) {
  const context = await newContext(browser, { baseURL: app.url, device: MOBILE, serviceWorkers: 'allow' })
  const page = await context.newPage()
  await signIn(page)
  await waitForFullCatalogue(page)
  await sawHome(page)
  // Installed (precache complete) and controlling this page (clientsClaim).
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 120_000,
    polling: 250,
  })
  await context.setOffline(true)
  await throttle(page)
  await page.goto('/')
  const card = await probeTime(page, 'firstCard')
  const appCard = await probeTime(page, 'appCard')
  const kept = await page.evaluate(() => document.documentElement.dataset.firstPaint === 'kept')
  await context.close()
  return { card, appCard, kept }
}

async function blankVisits(browser, blank) {
  const context = await newContext(browser, { baseURL: blank.url, device: MOBILE })
  const page = await context.newPage()
  await throttle(page)
  await page.goto('/')
  const cold = await probeTime(page, 'firstCard')
  await page.goto('/')
  const repeat = await probeTime(page, 'firstCard')
  await context.close()
  return { cold, repeat }
}
