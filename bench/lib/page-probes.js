// Installed before any page script (CDP init script, so our CSP does not apply to it).
// Records, in ms since navigation start: first paint, largest paint, the first market
// card and the first <h1> (the landing page's hero), each at the animation frame
// after it entered the DOM, i.e. when the browser is about to paint it.
;(() => {
  const bench = { fcp: null, lcp: null, firstCard: null, appCard: null, hero: null, longTasks: [] }
  window.foresightBench = bench
  const watch = (type, fn) => {
    try {
      new PerformanceObserver((list) => fn(list.getEntries())).observe({ type, buffered: true })
    } catch {
      /* unsupported */
    }
  }
  watch('paint', (entries) => {
    for (const e of entries) if (e.name === 'first-contentful-paint') bench.fcp = e.startTime
  })
  watch('longtask', (entries) => {
    for (const e of entries) bench.longTasks.push([Math.round(e.startTime), Math.round(e.duration)])
  })
  watch('largest-contentful-paint', (entries) => {
    bench.lcp = entries[entries.length - 1].startTime
  })
  const seen = { firstCard: false, appCard: false, hero: false }
  const mark = (key) => {
    seen[key] = true
    requestAnimationFrame(() => {
      bench[key] = performance.now()
    })
  }
  const check = () => {
    // firstCard: the first market card on screen, kept markup's (older builds, data-kept-paint)
    // or the app's own; appCard: the first one the app rendered (its code has run).
    if (!seen.firstCard && document.querySelector('article[data-market-id]')) mark('firstCard')
    if (!seen.appCard && document.querySelector('#root > :not([data-kept-paint]) article[data-market-id]')) mark('appCard')
    if (!seen.hero && document.querySelector('main h1')) mark('hero')
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true })
})()
