import { figure } from '../lib/report.mjs'
import { DESKTOP, newContext, probeTime, signIn, waitForFullCatalogue, sawHome } from '../lib/chromium.mjs'
import { gzipSize, kb, precacheManifest, rawSize, scriptsBefore, sizeScripts } from '../lib/assets.mjs'
import { APP_DIST, REMOTE_API_ORIGIN, REMOTE_DIST } from '../lib/build.mjs'

/**
 * Critical-path JavaScript: the scripts a cold visit requests before it shows what the
 * visitor came for, measured with the browser's Resource Timing (what really loaded)
 * and sized from the build with gzip -9.
 * - signed out: brand-new profile, "/" until the landing page's <h1> is painted;
 * - signed in: profile already signed in and seeded, HTTP cache cleared, "/" until
 *   the first market card is painted (in-browser mode: msw, Dexie and the exchange
 *   are on this path, since the card's data comes from them).
 */
export async function runBundle({ browser, app, remote }) {
  const figures = []
  const details = {}

  // In-browser mode, signed out.
  const context = await newContext(browser, { baseURL: app.url, device: DESKTOP })
  const page = await context.newPage()
  await page.goto('/')
  const hero = await probeTime(page, 'hero')
  details.inBrowserSignedOut = sizeScripts(APP_DIST, await scriptsBefore(page, hero))

  // In-browser mode, signed in, cold HTTP cache.
  await signIn(page)
  await waitForFullCatalogue(page)
  await sawHome(page)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await page.goto('/')
  // The app's own card: what its code needs (older builds painted kept markup before any code ran).
  const card = await probeTime(page, 'appCard')
  details.inBrowserSignedIn = sizeScripts(APP_DIST, await scriptsBefore(page, card))

  // Remote mode: the same visit against a build pointed at REMOTE_API_ORIGIN, whose
  // answers are forwarded to the signed-in in-browser page above (real data, no msw).
  details.remoteSignedIn = await remoteCriticalPath(browser, remote, page)
  await context.close()

  const files = precacheManifest(APP_DIST)
  const precacheRaw = files.reduce((sum, f) => sum + rawSize(APP_DIST, f), 0)
  const precacheGzip = files
    .filter((f) => /\.(js|css|html|svg|webmanifest)$/.test(f))
    .reduce((sum, f) => sum + gzipSize(APP_DIST, f), 0)
  details.precache = { files: files.length, raw: precacheRaw, gzipOfText: precacheGzip }

  const cp = details.inBrowserSignedIn
  figures.push(
    figure(
      'critical JS, in-browser, signed in → first card (gzip)',
      kb(cp.gzip),
      'KB',
      { max: 200 },
      `${cp.rows.length} files, ${kb(cp.raw)} KB raw`,
    ),
    figure(
      'critical JS, in-browser, signed out → landing (gzip)',
      kb(details.inBrowserSignedOut.gzip),
      'KB',
      { max: 200 },
      `${details.inBrowserSignedOut.rows.length} files`,
    ),
    figure(
      'critical JS, remote mode, signed in → first card (gzip)',
      kb(details.remoteSignedIn.gzip),
      'KB',
      { max: 120 },
      details.remoteSignedIn.note,
    ),
    figure(
      'precache, whole (raw bytes)',
      kb(precacheRaw) / 1024,
      'MB',
      { max: 2 },
      `${files.length} files; ${kb(precacheGzip)} KB gzip`,
    ),
  )
  return { figures, details }
}

async function remoteCriticalPath(browser, remote, inBrowserPage) {
  const context = await newContext(browser, { baseURL: remote.url, device: DESKTOP })
  const requests = []
  await context.route(`${REMOTE_API_ORIGIN}/**`, async (route) => {
    const request = route.request()
    const cors = {
      'Access-Control-Allow-Origin': remote.url,
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Expose-Headers': 'X-Total-Count',
    }
    if (request.method() === 'OPTIONS') {
      await route.fulfill({
        status: 204,
        headers: {
          ...cors,
          'Access-Control-Allow-Headers': 'Content-Type, Accept, Idempotency-Key',
          'Access-Control-Allow-Methods': 'GET, POST, PATCH',
        },
      })
      return
    }
    const url = new URL(request.url())
    requests.push(`${request.method()} ${url.pathname}`)
    const answer = await inBrowserPage.evaluate(
      async ([path, method, body]) => {
        const res = await fetch(path, {
          method,
          body: body ?? undefined,
          credentials: 'include',
          headers: body ? { 'Content-Type': 'application/json' } : {},
        })
        return { status: res.status, body: await res.text(), total: res.headers.get('X-Total-Count') }
      },
      [url.pathname + url.search, request.method(), request.postData()],
    )
    const headers = { ...cors, 'Content-Type': 'application/json' }
    if (answer.total) headers['X-Total-Count'] = answer.total
    await route.fulfill({ status: answer.status, headers, body: answer.body })
  })
  const page = await context.newPage()
  await page.goto('/')
  const card = await probeTime(page, 'appCard').catch(() => null)
  const scripts = await scriptsBefore(page, card ?? Infinity)
  // Requests still in flight (a refetch, the live stream) would answer into a closed page.
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await context.close()
  return {
    ...sizeScripts(REMOTE_DIST, scripts),
    note: card ? `${scripts.length} files` : 'no card: remote sign-in failed',
    apiCalls: requests,
  }
}
