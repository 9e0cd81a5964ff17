import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/**
 * axe-core in the page. Our CSP (script-src 'self') refuses an inline <script>, so the
 * source is evaluated through the DevTools protocol (page.evaluate), which CSP does not
 * govern: no bypassCSP, the pages run under their real policy.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface Finding {
  id: string
  impact: string
  help: string
  nodes: string[]
}

export type Theme = 'light' | 'dark'

async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => 'axe' in window)
  if (!present) await page.evaluate(AXE_SOURCE)
}

/** Serious and critical violations on the page as it is now (WCAG 2.x A/AA and best practices). */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  await injectAxe(page)
  return page.evaluate(async () => {
    type Node = { target: unknown[]; any: Array<{ data?: { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string } }> }
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Node[] }> }> } }).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    // Colour findings say which colours failed and by how much: the fix is usually a token.
    const detail = (n: Node) => {
      const d = n.any.find((c) => c.data?.contrastRatio !== undefined)?.data
      return d ? ` (${d.fgColor} on ${d.bgColor}: ${d.contrastRatio}, needs ${d.expectedContrastRatio})` : ''
    }
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, nodes: v.nodes.slice(0, 6).map((n) => n.target.join(' ') + detail(n)) }))
  })
}

/** The theme the app's toggle sets: the `dark` class and color-scheme on <html> (src/lib/theme.ts). */
export async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((t) => {
    document.documentElement.classList.toggle('dark', t === 'dark')
    document.documentElement.style.colorScheme = t
  }, theme)
  // Let transitions on colours finish before contrast is measured.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 }).catch(() => undefined)
}

/**
 * Waits until the screen shows data, not placeholders: no busy regions, no skeletons,
 * no 'Loading...' status, and a heading in <main>.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main')
    if (!main || !main.querySelector('h1, h2')) return false
    if (main.querySelector('[aria-busy="true"], [data-skeleton], .animate-pulse')) return false
    return !/Loading\.\.\./.test(main.textContent ?? '')
  }, undefined, { timeout: 30_000, polling: 100 })
}

export function describeFindings(where: string, findings: Finding[]): string {
  return findings.map((f) => `${where}: [${f.impact}] ${f.id} — ${f.help}\n    ${f.nodes.join('\n    ')}`).join('\n')
}
