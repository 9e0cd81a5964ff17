#!/usr/bin/env node
// Renders the app icons (public/icons/*.png) from the logo in public/favicon.svg with
// headless Chromium, so the PNGs are the real mark at every size, not a hand export.
// Run after changing the logo: `node scripts/render-icons.mjs` (CHROMIUM_PATH overrides).
// With pngquant installed (Debian's package) each PNG is then reduced to a 256-colour palette:
// the same picture at a tenth of the bytes (the 512 px icons were 120 and 95 KB, now about 10),
// and every icon is in the service worker's precache.
import { chromium } from 'playwright-core'
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const OUT = resolve('public/icons')
const favicon = readFileSync(resolve('public/favicon.svg'), 'utf8')

/** The logo's parts: the gradient <defs> and the glyph (rising line and dot). */
function logoParts(svg) {
  const defs = svg.match(/<defs>[\s\S]*?<\/defs>/)?.[0]
  const glyph = [...svg.matchAll(/<(path|circle)\b[^>]*\/>/g)].map((m) => m[0]).join('')
  if (!defs || !glyph) throw new Error('public/favicon.svg: expected <defs> and a <path>/<circle> glyph')
  return { defs, glyph }
}

/**
 * A full-bleed square (the platform applies its own mask) with the glyph recentred and
 * scaled. The glyph's bounding box is centred at about (34.25, 29.75) in the 64-unit
 * box; maskable icons must keep it inside the central 80 % circle (the safe zone).
 */
function fullBleed({ defs, glyph }, scale) {
  const recentre = 'translate(32 32) scale(' + scale + ') translate(-34.25 -29.75)'
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${defs}` +
    `<rect width="64" height="64" fill="url(#g)"/><g transform="${recentre}">${glyph}</g></svg>`
  )
}

const parts = logoParts(favicon)
const ICONS = [
  // "any": the rounded-square mark itself, transparent corners.
  { file: 'icon-192.png', size: 192, svg: favicon, transparent: true },
  { file: 'icon-512.png', size: 512, svg: favicon, transparent: true },
  // Maskable: the glyph at 80 % so its farthest point stays inside the 40 % radius circle.
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(parts, 0.8), transparent: false },
  { file: 'icon-maskable-192.png', size: 192, svg: fullBleed(parts, 0.8), transparent: false },
  // iOS rounds the corners itself and shows transparency as black: opaque, a little padding.
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed(parts, 0.9), transparent: false },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
try {
  mkdirSync(OUT, { recursive: true })
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  for (const icon of ICONS) {
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)
    await page.setViewportSize({ width: icon.size, height: icon.size })
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`)
    await page.screenshot({
      path: `${OUT}/${icon.file}`,
      omitBackground: icon.transparent,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    })
    console.log(`public/icons/${icon.file} (${icon.size}×${icon.size})`)
  }
  try {
    const files = ICONS.map((icon) => `${OUT}/${icon.file}`)
    execFileSync('pngquant', ['--quality', '85-98', '--speed', '1', '--strip', '--force', '--ext', '.png', ...files])
    console.log('reduced with pngquant')
  } catch {
    console.log("pngquant not found: the icons are full-colour PNGs (install Debian's pngquant to reduce them)")
  }
} finally {
  await browser.close()
}
