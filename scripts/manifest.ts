import type { ManifestOptions } from 'vite-plugin-pwa'

/** The web app manifest: what the browser shows when Foresight is installed. */
export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Foresight — Prediction Markets',
  short_name: 'Foresight',
  description:
    'Trade Yes or No contracts on real-world events. A simulated exchange that works offline, right in your browser.',
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
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
}
