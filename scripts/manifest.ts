import type { ManifestOptions } from 'vite-plugin-pwa'

/**
 * The web app manifest: what the browser shows when Foresight is installed.
 * Icons come from scripts/render-icons.mjs; screenshots (for the richer install
 * dialog) from scripts/capture-screenshots.mjs. The page's <meta name="theme-color">
 * tags (index.html, kept in step with the in-app theme by src/pwa/theme-color.ts)
 * colour the title bar in both themes once the app has loaded.
 */
const SHORTCUT_ICON = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }

export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Foresight — Prediction Markets',
  short_name: 'Foresight',
  description: 'Trade Yes or No contracts on real-world events. A simulated exchange that works offline, right in your browser.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#4f46e5',
  background_color: '#0b1020',
  categories: ['finance', 'news', 'games'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: '/screenshots/markets-narrow.png',
      sizes: '780x1688',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Markets on a phone: Yes and No prices as percent chances',
    },
    {
      src: '/screenshots/markets-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Foresight on the desktop: browse markets, trade, follow your portfolio',
    },
  ],
  shortcuts: [
    { name: 'Markets', url: '/', description: 'Browse and trade markets', icons: [SHORTCUT_ICON] },
    { name: 'My Portfolio', url: '/portfolio', description: 'Positions, cash and payouts', icons: [SHORTCUT_ICON] },
    { name: 'My Trades', url: '/my-trades', description: 'Every trade you placed', icons: [SHORTCUT_ICON] },
  ],
}
