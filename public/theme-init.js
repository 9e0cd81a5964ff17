// Runs before the app: applies the stored theme (localStorage "theme") or the
// system preference, so the page never flashes the wrong theme.
(function () {
  var theme = null
  try { theme = localStorage.getItem('theme') } catch (e) { /* storage blocked */ }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  }
  var root = document.documentElement
  root.classList.toggle('dark', theme === 'dark')
  root.style.colorScheme = theme
})();

// Starts the app. The built index.html names its scripts in a meta tag instead of loading
// them itself (scripts/first-page-preload.ts), so that this can choose when: at once, or,
// when a kept screen is painted first, right after that paint, so the screen a returning
// trader left shows without waiting behind the app's code. With them go the files of the
// page this visit shows (modulepreload), so they download alongside the main chunk.
;(function () {
  var started = false
  var start = function () {
    if (started) return
    started = true
    try {
      var head = document.head
      var add = function (rel, href) {
        var link = document.createElement('link')
        link.rel = rel
        link.crossOrigin = ''
        link.href = href
        head.appendChild(link)
      }
      var files = firstPageFiles()
      var app = document.querySelector('meta[name="foresight-app"]')
      var parts = app ? JSON.parse(app.content) : null
      if (parts) {
        for (var i = 0; i < parts.preload.length; i++) add('modulepreload', parts.preload[i])
      }
      for (var j = 0; files && j < files.length; j++) add('modulepreload', files[j])
      if (parts) {
        var script = document.createElement('script')
        script.type = 'module'
        script.crossOrigin = ''
        script.src = parts.entry
        head.appendChild(script)
      }
    } catch (e) {
      // The entry itself must load whatever else failed.
      var entry = document.querySelector('meta[name="foresight-app"]')
      if (entry) {
        var fallback = document.createElement('script')
        fallback.type = 'module'
        fallback.src = JSON.parse(entry.content).entry
        document.head.appendChild(fallback)
      }
    }
  }

  // The first page's files (written into index.html at build time).
  function firstPageFiles() {
    var meta = document.querySelector('meta[name="foresight-first-pages"]')
    if (!meta) return null
    var pages = JSON.parse(meta.content)
    var path = location.pathname
    // Signed in: the in-browser session cookie, or the kept first screen (src/api/first-screen.ts).
    // With a remote backend and nothing kept, who is signed in is unknown until it answers.
    var kept = localStorage.getItem('foresight.firstScreen') !== null
    var signedIn = kept || (!isRemote() && /(^|; )fs_session=/.test(document.cookie))
    var known = signedIn || !isRemote()
    return path === '/' ? (known ? pages[signedIn ? 'home' : 'landing'] : null) : path.indexOf('/market/') === 0 ? pages.market : null
  }

  function isRemote() {
    var setting = localStorage.getItem('foresight.apiBaseUrl')
    return setting ? true : setting === '' ? false : !!document.querySelector('meta[name="foresight-remote"]')
  }

  // A returning, signed-in trader: the screen they last left, from its kept markup (kept by
  // src/api/first-paint.ts under the same rules as the answers the app restores). Inert:
  // nothing in it can be clicked or focused, and it is out of the accessibility tree; the
  // app's first render replaces it with the same screen.
  function keptPaint() {
    var text = localStorage.getItem('foresight.firstPaint')
    if (!text || localStorage.getItem('foresight.firstScreen') === null) return null
    var kept = JSON.parse(text)
    var remote = isRemote()
    var session = remote || /(^|; )fs_session=/.test(document.cookie)
    var fresh = kept && kept.format === 1 && Date.now() - kept.savedAt < 7 * 24 * 60 * 60 * 1000
    if (!fresh || !session || kept.remote !== remote || kept.path !== location.pathname || typeof kept.html !== 'string') return null
    return kept
  }

  function paint(root, kept) {
    if (root.firstChild) return
    var screen = document.createElement('div')
    screen.setAttribute('inert', '')
    screen.setAttribute('data-kept-paint', '')
    screen.innerHTML = kept.html
    root.appendChild(screen)
    document.documentElement.setAttribute('data-first-paint', 'kept')
  }

  var kept = null
  try { kept = keptPaint() } catch (e) { kept = null }
  if (!kept) return start()
  var painted = function (root) {
    try { paint(root, kept) } catch (e) { /* a head start only */ }
    // Right after that frame (or soon, where frames wait: a tab in the background).
    requestAnimationFrame(function () { setTimeout(start, 0) })
    setTimeout(start, 100)
  }
  var found = document.getElementById('root')
  if (found) return painted(found)
  // This runs in <head>: paint as soon as the parser has made #root.
  var watch = new MutationObserver(function () {
    var root = document.getElementById('root')
    if (!root) return
    watch.disconnect()
    painted(root)
  })
  watch.observe(document.documentElement, { childList: true, subtree: true })
})();
