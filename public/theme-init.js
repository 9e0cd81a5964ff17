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
