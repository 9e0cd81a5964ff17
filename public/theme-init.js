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
    var kept = localStorage.getItem('foresight.firstScreen') !== null
    var setting = localStorage.getItem('foresight.apiBaseUrl')
    var remote = setting ? true : setting === '' ? false : !!document.querySelector('meta[name="foresight-remote"]')
    var signedIn = kept || (!remote && /(^|; )fs_session=/.test(document.cookie))
    var known = signedIn || !remote
    var files = path === '/' ? (known ? pages[signedIn ? 'home' : 'landing'] : null) : path.indexOf('/market/') === 0 ? pages.market : null
    for (var i = 0; files && i < files.length; i++) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = files[i]
      document.head.appendChild(link)
    }
  } catch (e) { /* a hint only: without it the page loads a little later */ }
})();
