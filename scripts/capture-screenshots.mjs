#!/usr/bin/env node
// Captures the install-dialog screenshots named in scripts/manifest.ts (public/screenshots/)
// from the built app, signed in as the demo trader, with headless Chromium.
// Usage: npx vite build && PORT=4173 node scripts/serve.mjs &  then
//        BASE=http://127.0.0.1:4173 node scripts/capture-screenshots.mjs
import { chromium } from 'playwright-core'
import { mkdirSync } from 'node:fs'

const BASE = process.env.BASE ?? 'http://127.0.0.1:4173'
const OUT = 'public/screenshots'
// Sizes must match the manifest's `sizes` (CSS size × device scale factor).
const SHOTS = [
  { file: 'markets-narrow.png', width: 390, height: 844, scale: 2 },
  { file: 'markets-wide.png', width: 1280, height: 800, scale: 1 },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
try {
  mkdirSync(OUT, { recursive: true })
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      baseURL: BASE,
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: shot.scale,
      colorScheme: 'light',
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    await page.goto('/local-login')
    await page.getByLabel('Username').fill('demo')
    await page.getByLabel('Password').fill('demo123')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('button', { name: /Account menu for/ }).waitFor()
    // The markets list, without the sign-in toast in the picture.
    await page.goto('/')
    await page.locator('main').getByRole('heading', { name: 'Markets', exact: true }).waitFor()
    // Until the list has loaded: no skeletons left, then a moment for prices to settle.
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"], main .animate-pulse'), undefined, {
      timeout: 15_000,
    })
    await page.waitForTimeout(500)
    await page.screenshot({ path: `${OUT}/${shot.file}` })
    console.log(`${OUT}/${shot.file} (${shot.width * shot.scale}×${shot.height * shot.scale})`)
    await context.close()
  }
} finally {
  await browser.close()
}
