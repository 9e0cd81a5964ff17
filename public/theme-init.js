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

// The code of the page this visit shows, and the screen a returning trader left.
;(function () {
  // The backend these answers come from, as src/config.ts getDataSource works it out: the
  // setting, else the build's (a meta tag); '' for the in-browser exchange.
  function backendUrl() {
    var setting = localStorage.getItem('foresight.apiBaseUrl')
    var built = document.querySelector('meta[name="foresight-remote"]')
    var url = setting === '' ? '' : (setting !== null ? setting : built ? built.content : '').trim()
    return url.replace(/\/+$/, '')
  }
  // Read once, for both parts below (storage blocked: no hints, nothing painted ahead).
  var url = ''
  var answers = null
  try {
    url = backendUrl()
    answers = localStorage.getItem('foresight.firstScreen')
  } catch (e) { /* as if nothing were kept */ }

  // Starts downloading the code of the page this visit shows, alongside the main chunk
  // (the file list is written into index.html at build time: scripts/first-page-preload.ts).
  ;(function () {
    try {
      var meta = document.querySelector('meta[name="foresight-first-pages"]')
      if (!meta) return
      var pages = JSON.parse(meta.content)
      var path = location.pathname
      // Signed in: the in-browser session cookie, or the kept first screen (src/api/first-screen.ts).
      // With a remote backend and nothing kept, who is signed in is unknown until it answers.
      var signedIn = answers !== null || (!url && /(^|; )fs_session=/.test(document.cookie))
      var known = signedIn || !url
      var files = path === '/' ? (known ? pages[signedIn ? 'home' : 'landing'] : null) : path.indexOf('/market/') === 0 ? pages.market : null
      for (var i = 0; files && i < files.length; i++) {
        var link = document.createElement('link')
        link.rel = 'modulepreload'
        link.href = files[i]
        document.head.appendChild(link)
      }
    } catch (e) { /* a hint only: without it the page loads a little later */ }
  })();

  // A returning, signed-in trader: the screen they last left (home or a market), painted from
  // its kept markup while the app's code loads (src/api/keep-paint.ts keeps it, under the same
  // rules as the kept answers the app restores). Inert: nothing in it can be clicked or
  // focused, and it is out of the accessibility tree; the app's first render replaces it with
  // the same screen.
  ;(function () {
    try {
      var text = localStorage.getItem('foresight.firstPaint')
      if (!text || answers === null) return
      var kept = JSON.parse(text)
      var week = 7 * 24 * 60 * 60 * 1000
      var fresh = kept && kept.format === 1 && Date.now() - kept.savedAt < week
      if (!fresh || kept.path !== location.pathname + location.search || typeof kept.html !== 'string') return
      var source = url ? JSON.stringify({ mode: 'remote', baseUrl: url }) : JSON.stringify({ mode: 'in-browser' })
      if (kept.source !== source) return
      // Still the same sign-in (in-browser: the same session cookie, by the hash kept with it,
      // as src/api/first-paint.ts currentSessionTag works it out)...
      if (!url) {
        var token = (/(?:^|; )fs_session=([^;]*)/.exec(document.cookie) || [])[1]
        if (!token) return
        var hash = 0x811c9dc5
        for (var c = 0; c < token.length; c++) {
          hash ^= token.charCodeAt(c)
          hash = Math.imul(hash, 0x01000193) >>> 0
        }
        if (kept.session !== hash.toString(16)) return
      }
      // ...and the same person as the kept answers the app restores, which it will restore (as
      // src/api/first-screen.ts reads them: same format, under a week old).
      var saved = JSON.parse(answers)
      if (!saved || saved.format !== 1 || !(Date.now() - saved.savedAt < week)) return
      var user = null
      for (var e = 0; saved.entries && e < saved.entries.length; e++) {
        var key = saved.entries[e].key
        if (key && key[0] === 'auth' && key[1] === 'user') user = saved.entries[e].data
      }
      if (!user || user.id !== kept.userId || saved.source !== source) return
      var paint = function (root) {
        if (root.firstChild) return
        var screen = document.createElement('div')
        screen.setAttribute('inert', '')
        screen.setAttribute('data-kept-paint', '')
        screen.innerHTML = kept.html
        root.appendChild(screen)
        document.documentElement.setAttribute('data-first-paint', 'kept')
        // The app replaces it within a second or two. If its code never comes (a failed load),
        // an inert copy must not pass for a working page for long.
        setTimeout(function () {
          if (screen.parentNode) screen.parentNode.removeChild(screen)
        }, 15000)
      }
      var found = document.getElementById('root')
      if (found) return paint(found)
      // This runs in <head>: paint as soon as the parser has made #root.
      var watch = new MutationObserver(function () {
        var root = document.getElementById('root')
        if (!root) return
        watch.disconnect()
        paint(root)
      })
      watch.observe(document.documentElement, { childList: true, subtree: true })
    } catch (e) { /* a head start only: without it the app paints a moment later */ }
  })();
})();
