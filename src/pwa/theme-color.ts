/**
 * Keeps <meta name="theme-color"> (the installed app's title bar) in step with the
 * in-app theme. index.html has one tag per system scheme; when the person picks a
 * theme in the app, every tag takes that theme's colour.
 */
export function syncThemeColor(): void {
  const tags = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')]
  const colours = { light: '', dark: '' }
  for (const tag of tags) {
    const media = tag.getAttribute('media') ?? ''
    if (media.includes('dark')) colours.dark = tag.content
    else if (media.includes('light')) colours.light = tag.content
  }
  if (!colours.light || !colours.dark) return

  const root = document.documentElement
  const apply = () => {
    const colour = root.classList.contains('dark') ? colours.dark : colours.light
    for (const tag of tags) tag.content = colour
  }
  apply()
  new MutationObserver(apply).observe(root, { attributes: true, attributeFilter: ['class'] })
}
